/** Writes a validated catalogue file inside the import's transaction, upserting by code. */
import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import type { CatalogueFile } from './shape';

export interface ImportSummary {
  images: number;
  parameters: number;
  brands: number;
  categories: number;
  products: number;
  footers: number;
  groups: number;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/**
 * Runs queries one after another: inside a transaction they share one connection, which must not
 * be asked two things at once.
 */
export async function inTurn<T extends unknown[]>(...queries: { [K in keyof T]: () => PromiseLike<T[K]> }): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as T;
}

/** A stable uuid for a footer page, so its URL survives re-imports. */
export function footerUuid(slug: string): string {
  const hex = createHash('sha1').update(`footer:${slug}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

export async function load(tx: Tx, file: CatalogueFile): Promise<ImportSummary> {
  const now = new Date();
  for (const batch of chunks(file.images ?? [], 200)) {
    await tx
      .insert(t.images)
      .values(
        batch.map((image) => ({
          key: image.key,
          contentType: image.contentType,
          data:
            image.contentType === 'image/svg+xml' ? Buffer.from(image.data, 'utf8') : Buffer.from(image.data, 'base64'),
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: t.images.key,
        set: { contentType: excluded('content_type'), data: excluded('data'), updatedAt: excluded('updated_at') },
      });
  }

  for (const parameter of file.parameters ?? []) {
    const [row] = await tx
      .insert(t.parameters)
      .values({ code: parameter.code, name: parameter.name })
      .onConflictDoUpdate({ target: t.parameters.code, set: { name: excluded('name') } })
      .returning({ id: t.parameters.id });
    await tx
      .insert(t.parameterValues)
      .values(
        parameter.values.map((value, position) => ({
          parameterId: row.id,
          code: value.code,
          value: value.value,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: [t.parameterValues.parameterId, t.parameterValues.code],
        set: { value: excluded('value'), position: excluded('position') },
      });
  }

  if (file.brands?.length) {
    await tx
      .insert(t.brands)
      .values(
        file.brands.map((brand, index) => ({
          code: brand.code,
          name: brand.name,
          icon: brand.icon ?? null,
          position: brand.position ?? index,
        })),
      )
      .onConflictDoUpdate({
        target: t.brands.code,
        set: { name: excluded('name'), icon: excluded('icon'), position: excluded('position') },
      });
  }

  await loadCategories(tx, file);
  await loadProducts(tx, file);

  for (const [position, page] of (file.footers ?? []).entries()) {
    await tx
      .insert(t.footerPages)
      .values({
        uuid: footerUuid(page.slug),
        slug: page.slug,
        position: page.position ?? position,
        name: page.name,
        content: page.content,
      })
      .onConflictDoUpdate({
        target: t.footerPages.slug,
        set: { position: excluded('position'), name: excluded('name'), content: excluded('content') },
      });
  }

  await loadGroups(tx, file);

  return {
    images: file.images?.length ?? 0,
    parameters: file.parameters?.length ?? 0,
    brands: file.brands?.length ?? 0,
    categories: file.categories?.length ?? 0,
    products: file.products?.length ?? 0,
    footers: file.footers?.length ?? 0,
    groups: file.groups?.length ?? 0,
  };
}

async function loadCategories(tx: Tx, file: CatalogueFile) {
  const categories = file.categories ?? [];
  if (!categories.length) return;
  await tx
    .insert(t.categories)
    .values(
      categories.map((category, index) => ({
        code: category.code,
        name: category.name,
        icon: category.icon ?? null,
        position: category.position ?? index,
        path: '/',
      })),
    )
    .onConflictDoUpdate({
      target: t.categories.code,
      set: { name: excluded('name'), icon: excluded('icon'), position: excluded('position') },
    });
  const all = await tx
    .select({ id: t.categories.id, code: t.categories.code, parentId: t.categories.parentId, path: t.categories.path })
    .from(t.categories);
  const idOf = new Map(all.map((row) => [row.code, row.id]));
  const parentOf = new Map(all.map((row) => [row.id, row.parentId]));
  for (const category of categories) {
    if (category.parent !== undefined)
      parentOf.set(idOf.get(category.code) as number, category.parent ? (idOf.get(category.parent) as number) : null);
  }
  const pathOf = (id: number): string => {
    const parent = parentOf.get(id);
    return `${parent ? pathOf(parent) : '/'}${id}/`;
  };
  for (const row of all) {
    const parentId = parentOf.get(row.id) ?? null;
    const path = pathOf(row.id);
    if (path !== row.path || parentId !== row.parentId) {
      await tx
        .update(t.categories)
        .set({ parentId, path })
        .where(sql`${t.categories.id} = ${row.id}`);
    }
  }
  const parameterIds = new Map(
    (await tx.select({ id: t.parameters.id, code: t.parameters.code }).from(t.parameters)).map((row) => [
      row.code,
      row.id,
    ]),
  );
  for (const category of categories) {
    if (!category.parameters) continue;
    const categoryId = idOf.get(category.code) as number;
    await tx.delete(t.categoryParameters).where(sql`${t.categoryParameters.categoryId} = ${categoryId}`);
    if (category.parameters.length) {
      await tx.insert(t.categoryParameters).values(
        category.parameters.map((code, position) => ({
          categoryId,
          parameterId: parameterIds.get(code) as number,
          position,
        })),
      );
    }
  }
}

async function loadProducts(tx: Tx, file: CatalogueFile) {
  const products = file.products ?? [];
  if (!products.length) return;
  const [brandRows, categoryRows, valueRows] = await inTurn(
    () => tx.select({ id: t.brands.id, code: t.brands.code }).from(t.brands),
    () => tx.select({ id: t.categories.id, code: t.categories.code }).from(t.categories),
    () =>
      tx
        .select({ id: t.parameterValues.id, code: t.parameterValues.code, parameter: t.parameters.code })
        .from(t.parameterValues)
        .innerJoin(t.parameters, sql`${t.parameters.id} = ${t.parameterValues.parameterId}`),
  );
  const brandId = new Map(brandRows.map((row) => [row.code, row.id]));
  const categoryId = new Map(categoryRows.map((row) => [row.code, row.id]));
  const valueId = new Map(valueRows.map((row) => [`${row.parameter}:${row.code}`, row.id]));

  const now = Date.now();
  for (const batch of chunks(products, 500)) {
    const saved = await tx
      .insert(t.products)
      .values(
        batch.map((product) => ({
          sku: product.sku,
          categoryId: categoryId.get(product.category) as number,
          brandId: brandId.get(product.brand) as number,
          model: product.model,
          name: product.name,
          description: product.description,
          features: product.features,
          price: product.price,
          oldPrice: product.oldPrice ?? null,
          stock: product.stock,
          giftCertificate: product.giftCertificate ?? false,
          isNew: product.isNew ?? false,
          ratingAvg: product.rating?.average ?? 0,
          ratingCount: product.rating?.count ?? 0,
          popularity: product.popularity ?? 0,
          video: product.video ?? null,
          createdAt: product.createdAt ? new Date(product.createdAt) : new Date(now),
        })),
      )
      .onConflictDoUpdate({
        target: t.products.sku,
        set: Object.fromEntries(
          [
            'category_id',
            'brand_id',
            'model',
            'name',
            'description',
            'features',
            'price',
            'old_price',
            'stock',
            'gift_certificate',
            'is_new',
            'rating_avg',
            'rating_count',
            'popularity',
            'video',
            'created_at',
          ].map((column) => [column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), excluded(column)]),
        ),
      })
      .returning({ id: t.products.id, sku: t.products.sku });
    const idOf = new Map(saved.map((row) => [row.sku, row.id]));
    const ids = saved.map((row) => row.id);
    await tx.delete(t.productImages).where(inArray(t.productImages.productId, ids));
    await tx.delete(t.productParameters).where(inArray(t.productParameters.productId, ids));
    const imageRows = batch.flatMap((product) =>
      product.images.map((image, position) => ({
        productId: idOf.get(product.sku) as number,
        position,
        image,
      })),
    );
    for (const rows of chunks(imageRows, 5000)) await tx.insert(t.productImages).values(rows);
    const parameterRows = batch.flatMap((product) => {
      const productId = idOf.get(product.sku) as number;
      return Object.entries(product.parameters ?? {}).flatMap(([code, value]) =>
        [...new Set(Array.isArray(value) ? value : [value])].map((valueCode) => ({
          productId,
          valueId: valueId.get(`${code}:${valueCode}`) as number,
        })),
      );
    });
    for (const rows of chunks(parameterRows, 5000)) await tx.insert(t.productParameters).values(rows);
  }

  // Links last: they may point at products later in the file.
  const allIds = new Map(
    (await tx.select({ id: t.products.id, sku: t.products.sku }).from(t.products)).map((row) => [row.sku, row.id]),
  );
  for (const batch of chunks(products, 2000)) {
    const ids = batch.map((product) => allIds.get(product.sku) as number);
    await tx.delete(t.productLinks).where(inArray(t.productLinks.productId, ids));
    const linkRows = batch.flatMap((product) =>
      (['offerto', 'sameto'] as const).flatMap((kind) =>
        [...new Set(product[kind] ?? [])].map((sku, position) => ({
          productId: allIds.get(product.sku) as number,
          kind,
          linkedId: allIds.get(sku) as number,
          position,
        })),
      ),
    );
    for (const rows of chunks(linkRows, 5000)) await tx.insert(t.productLinks).values(rows);
  }
}

async function loadGroups(tx: Tx, file: CatalogueFile) {
  const groups = file.groups ?? [];
  if (!groups.length) return;
  const [productRows, brandRows, categoryRows] = await inTurn(
    async () =>
      groups.some((group) => group.kind === 'product')
        ? tx.select({ id: t.products.id, code: t.products.sku }).from(t.products)
        : [],
    () => tx.select({ id: t.brands.id, code: t.brands.code }).from(t.brands),
    () => tx.select({ id: t.categories.id, code: t.categories.code }).from(t.categories),
  );
  const ids = {
    product: new Map(productRows.map((row) => [row.code, row.id])),
    brand: new Map(brandRows.map((row) => [row.code, row.id])),
    category: new Map(categoryRows.map((row) => [row.code, row.id])),
  };
  for (const group of groups) {
    await tx
      .insert(t.groups)
      .values({
        code: group.code,
        kind: group.kind,
        name: group.name,
        endsAt: group.endsAt ? new Date(group.endsAt) : null,
      })
      .onConflictDoUpdate({
        target: t.groups.code,
        set: { kind: excluded('kind'), name: excluded('name'), endsAt: excluded('ends_at') },
      });
    await tx.delete(t.groupItems).where(sql`${t.groupItems.groupCode} = ${group.code}`);
    const items = [...new Set(group.items)].map((code, position) => ({
      groupCode: group.code,
      itemId: ids[group.kind].get(code) as number,
      position,
    }));
    for (const rows of chunks(items, 5000)) await tx.insert(t.groupItems).values(rows);
  }
}
