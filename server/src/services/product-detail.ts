import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LINKED_PRODUCTS } from '../contract/constants';
import type { ProductDetailWire } from '../contract/products';
import type { Db } from '../db/client';
import { brands, categories, productImages, products } from '../db/schema';
import { localized, pick, type Lng } from '../lib/lng';
import { imagePath } from './images';
import { offerColumns, offerOf } from './product-cards';
import { productParametersOf } from './product-parameters';
import { preparedOnce } from './prepared';
import { listProducts } from './products';

const parentCategory = alias(categories, 'parent_category');

const detailRow = (db: Db, lng: Lng) =>
  preparedOnce(db, `product_detail_${lng}`, (name) =>
    db
      .select({
        ...offerColumns(lng),
        description: localized(products.description, lng),
        features: products.features,
        video: products.video,
        brandId: brands.id,
        brandName: brands.name,
        brandIcon: brands.icon,
        categoryId: categories.id,
        categoryName: localized(categories.name, lng),
        parentId: parentCategory.id,
        parentName: localized(parentCategory.name, lng),
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(parentCategory, eq(parentCategory.id, categories.parentId))
      .where(eq(products.id, sql.placeholder('id')))
      .prepare(name),
  );

const galleryOf = (db: Db) =>
  preparedOnce(db, 'product_gallery', (name) =>
    db
      .select({ image: productImages.image })
      .from(productImages)
      .where(eq(productImages.productId, sql.placeholder('id')))
      .orderBy(asc(productImages.position))
      .prepare(name),
  );

export async function productDetail(
  db: Db,
  lng: Lng,
  id: number,
  include: { parameters: boolean; links: boolean },
): Promise<ProductDetailWire | null> {
  const [[row], images] = await Promise.all([detailRow(db, lng).execute({ id }), galleryOf(db).execute({ id })]);
  if (!row) return null;
  const detail: ProductDetailWire = {
    ...offerOf(row, images[0]?.image),
    description: row.description,
    features: row.features.map((feature) => pick(feature, lng)),
    galleries: images.map((image) => ({ img: imagePath(image.image) as string })),
    video: row.video,
    brand: { id: row.brandId, name: row.brandName, icon: imagePath(row.brandIcon) },
    category: {
      id: row.categoryId,
      name: row.categoryName,
      parent: row.parentId === null ? null : { id: row.parentId, name: row.parentName },
    },
  };
  if (include.parameters) detail.parameters = await productParametersOf(db, lng, id);
  if (include.links) {
    const page = { limit: LINKED_PRODUCTS, offset: 0 };
    const [offerto, sameto] = await Promise.all([
      listProducts(db, lng, { linkedTo: { kind: 'offerto', productId: id } }, page),
      listProducts(db, lng, { linkedTo: { kind: 'sameto', productId: id } }, page),
    ]);
    detail.offerto = offerto.rows;
    detail.sameto = sameto.rows;
  }
  return detail;
}
