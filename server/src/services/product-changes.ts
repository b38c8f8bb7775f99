import { asc, eq, inArray } from 'drizzle-orm';
import type { EditableProductWire, ProductChangeWire, ProductChangedWire } from '../contract/service';
import type { Db } from '../db/client';
import { images, productImages, products } from '../db/schema';
import { RefusedRequest } from '../edge/refused-request';
import { recordAudit, type StaffActor } from './staff/audit';

/**
 * An editor's change of price, old price, stock, name, description or images, in one transaction;
 * null when there is no such product. Images are keys of catalogue images; an unknown key refuses
 * the whole change (400). The audit trail gets the changed fields before and after (docs/adr/028).
 */
export async function changeProduct(
  db: Db,
  id: number,
  change: ProductChangeWire,
  actor: StaffActor,
): Promise<Omit<ProductChangedWire, 'rebuild'> | null> {
  const { images: imageKeys, ...fields } = change;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: products.id,
        name: products.name,
        description: products.description,
        price: products.price,
        oldPrice: products.oldPrice,
        stock: products.stock,
      })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!current) return null;
    const before: Record<string, unknown> = {};
    for (const field of Object.keys(fields) as (keyof typeof current)[]) before[field] = current[field];
    if (imageKeys) before.images = await galleryOf(tx, id);
    if (imageKeys?.length) {
      const known = await tx.select({ key: images.key }).from(images).where(inArray(images.key, imageKeys));
      const knownKeys = new Set(known.map((row) => row.key));
      const unknown = imageKeys.find((key) => !knownKeys.has(key));
      if (unknown) throw new RefusedRequest(400, 'imageUnknown', { key: unknown });
    }
    const returning = { id: products.id, price: products.price, oldPrice: products.oldPrice, stock: products.stock };
    // The row is locked since the first read: without field changes, that read is the answer.
    const [changed] =
      Object.keys(fields).length > 0
        ? await tx.update(products).set(fields).where(eq(products.id, id)).returning(returning)
        : [{ id: current.id, price: current.price, oldPrice: current.oldPrice, stock: current.stock }];
    if (imageKeys) {
      await tx.delete(productImages).where(eq(productImages.productId, id));
      if (imageKeys.length > 0)
        await tx.insert(productImages).values(imageKeys.map((image, position) => ({ productId: id, position, image })));
    }
    await recordAudit(tx, actor, { action: 'product.change', subject: `product:${id}`, before, after: change });
    return changed;
  });
}

/** A product as an editor changes it: texts in the three languages, image keys in order. */
export async function editableProduct(db: Db, id: number): Promise<EditableProductWire | null> {
  const [product] = await db
    .select({
      id: products.id,
      sku: products.sku,
      model: products.model,
      name: products.name,
      description: products.description,
      price: products.price,
      oldPrice: products.oldPrice,
      stock: products.stock,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!product) return null;
  const gallery = await galleryOf(db, id);
  const full = (text: { tm: string; ru?: string; en?: string }) => ({
    tm: text.tm,
    ru: text.ru ?? '',
    en: text.en ?? '',
  });
  return {
    ...product,
    name: full(product.name),
    description: full(product.description),
    images: gallery,
  };
}

/** A product's image keys in their order. */
async function galleryOf(db: Db, id: number): Promise<string[]> {
  const rows = await db
    .select({ image: productImages.image })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position));
  return rows.map((row) => row.image);
}
