import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LINKED_PRODUCTS } from '../contract/constants';
import type { ProductCardWire, ProductDetailWire } from '../contract/products';
import type { Db } from '../db/client';
import { brands, categories, productImages, productLinks, products } from '../db/schema';
import { localized, pick, type Lng } from '../lib/lng';
import { imagePath } from './images';
import { cardsOf, idsPage, offerColumns, offerOf } from './product-cards';
import { parameterValuesOf } from './product-parameters';
import { preparedOnce } from './prepared';

const parentCategory = alias(categories, 'parent_category');

const detailRows = (db: Db, lng: Lng) =>
  preparedOnce(db, `product_details_${lng}`, (name) =>
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
      .where(sql`${products.id} = any(${sql.placeholder('ids')})`)
      .prepare(name),
  );

const galleriesOf = (db: Db) =>
  preparedOnce(db, 'product_galleries', (name) =>
    db
      .select({ productId: productImages.productId, image: productImages.image })
      .from(productImages)
      .where(sql`${productImages.productId} = any(${sql.placeholder('ids')})`)
      .orderBy(asc(productImages.productId), asc(productImages.position))
      .prepare(name),
  );

/**
 * The products' linked ones (spec §7 offerto, sameto), each list as a listing by link orders it:
 * available products first, then the link's position, then the id (products.ts `ordering`).
 */
const linksOf = (db: Db) =>
  preparedOnce(db, 'product_links_of', (name) =>
    db
      .select({
        productId: productLinks.productId,
        kind: productLinks.kind,
        linkedId: productLinks.linkedId,
        position: productLinks.position,
        available: sql<boolean>`${products.stock} > 0`,
      })
      .from(productLinks)
      .innerJoin(products, eq(products.id, productLinks.linkedId))
      .where(sql`${productLinks.productId} = any(${sql.placeholder('ids')})`)
      .prepare(name),
  );

type LinkRow = Awaited<ReturnType<ReturnType<typeof linksOf>['execute']>>[number];

const linkOrder = (a: LinkRow, b: LinkRow) =>
  Number(b.available) - Number(a.available) || a.position - b.position || a.linkedId - b.linkedId;

/** Each product's first LINKED_PRODUCTS links of each kind, as ids in the listing's order. */
function linkedIds(rows: LinkRow[]): Map<string, number[]> {
  return new Map(
    [...groupBy(rows, (row) => `${row.productId}:${row.kind}`)].map(([key, list]) => [
      key,
      list
        .sort(linkOrder)
        .slice(0, LINKED_PRODUCTS)
        .map((row) => row.linkedId),
    ]),
  );
}

/**
 * Product pages' data for several products at once, in the order of `ids` (unknown ids left out):
 * five statements however many products, where one product at a time cost eight each. The site's
 * build reads the whole catalogue this way (GET /client/v4/products/details).
 */
export async function productDetails(
  db: Db,
  lng: Lng,
  ids: number[],
  include: { parameters: boolean; links: boolean },
): Promise<ProductDetailWire[]> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  const [rows, images, parameterRows, links] = await Promise.all([
    detailRows(db, lng).execute({ ids: wanted }),
    galleriesOf(db).execute({ ids: wanted }),
    include.parameters ? parameterValuesOf(db, lng, wanted) : [],
    include.links ? linksOf(db).execute({ ids: wanted }) : [],
  ]);
  const linked = linkedIds(links);
  const linkedCards = new Map<number, ProductCardWire>();
  const allLinked = [...new Set([...linked.values()].flat())];
  if (allLinked.length) for (const card of await cardsOf(db, lng, idsPage(allLinked))) linkedCards.set(card.id, card);
  const galleries = groupBy(images, (image) => image.productId);
  const parameterLists = groupBy(parameterRows, (row) => row.productId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const cardsFor = (id: number, kind: 'offerto' | 'sameto') =>
    (linked.get(`${id}:${kind}`) ?? []).flatMap((linkedId) => linkedCards.get(linkedId) ?? []);

  return wanted.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const gallery = galleries.get(id) ?? [];
    const detail: ProductDetailWire = {
      ...offerOf(row, gallery[0]?.image),
      description: row.description,
      features: row.features.map((feature) => pick(feature, lng)),
      galleries: gallery.map((image) => ({ img: imagePath(image.image) as string })),
      video: row.video,
      brand: { id: row.brandId, name: row.brandName, icon: imagePath(row.brandIcon) },
      category: {
        id: row.categoryId,
        name: row.categoryName,
        parent: row.parentId === null ? null : { id: row.parentId, name: row.parentName },
      },
    };
    if (include.parameters) {
      detail.parameters = (parameterLists.get(id) ?? []).map(({ id, code, name, valueId, valueCode, value }) => ({
        id,
        code,
        name,
        valueId,
        valueCode,
        value,
      }));
    }
    if (include.links) {
      detail.offerto = cardsFor(id, 'offerto');
      detail.sameto = cardsFor(id, 'sameto');
    }
    return [detail];
  });
}

/** One product page's data, or null for an unknown id. */
export async function productDetail(
  db: Db,
  lng: Lng,
  id: number,
  include: { parameters: boolean; links: boolean },
): Promise<ProductDetailWire | null> {
  const [detail] = await productDetails(db, lng, [id], include);
  return detail ?? null;
}

function groupBy<K, T>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
