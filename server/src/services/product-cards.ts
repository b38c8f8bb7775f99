import { sql, type SQL } from 'drizzle-orm';
import type { ProductCardWire } from '../contract/products';
import type { Db } from '../db/client';
import { moneyFromDriver } from '../db/money';
import { products } from '../db/schema';
import { localized, type Lng } from '../lib/lng';
import { imagePath } from './images';
import { rawRows } from './raw-sql';

/** The columns a card and a product page share, as a product page reads them (query builder). */
export const offerColumns = (lng: Lng) => ({
  id: products.id,
  name: localized(products.name, lng),
  model: products.model,
  price: products.price,
  oldPrice: products.oldPrice,
  stock: products.stock,
  isNew: products.isNew,
  ratingAvg: products.ratingAvg,
  ratingCount: products.ratingCount,
});

export interface OfferRow {
  id: number;
  name: string;
  model: string;
  price: number;
  oldPrice: number | null;
  stock: number;
  isNew: boolean;
  ratingAvg: number;
  ratingCount: number;
}

export function discountPercent(price: number, oldPrice: number | null): number {
  if (!oldPrice || oldPrice <= price) return 0;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}

/** The fields of a card that a product page shows too, with `image` as its icon. */
export function offerOf(
  row: OfferRow,
  image: string | null | undefined,
): Omit<ProductCardWire, 'categoryId' | 'brand'> {
  const inStock = row.stock > 0;
  return {
    id: row.id,
    name: row.name,
    model: row.model,
    price: row.price,
    oldPrice: row.oldPrice,
    discount: discountPercent(row.price, row.oldPrice),
    stock: row.stock,
    inStock,
    availability: inStock ? 'in_stock' : 'not_available',
    isNew: row.isNew,
    rating: Math.round(row.ratingAvg * 10) / 10,
    ratingCount: row.ratingCount,
    icon: imagePath(image),
  };
}

/** A card row as the driver gives it: prices as numeric text, decoded as the `money` column type does. */
interface CardRow extends Omit<OfferRow, 'price' | 'oldPrice'> {
  price: string;
  oldPrice: string | null;
  categoryId: number;
  brandId: number;
  brandName: string;
  image: string | null;
}

const toCard = (row: CardRow): ProductCardWire => ({
  ...offerOf(
    {
      ...row,
      price: moneyFromDriver(row.price),
      oldPrice: row.oldPrice === null ? null : moneyFromDriver(row.oldPrice),
    },
    row.image,
  ),
  categoryId: row.categoryId,
  brand: { id: row.brandId, name: row.brandName },
});

/**
 * Cards of the products `page` lists, in its order: `page` is a set-returning SQL of (id, n), such
 * as the ids a ranked listing chose. Raw SQL, so that the ranking and the cards are one statement:
 * building a card (jsonb name, brand, image) for every matching row before sorting costs ten times
 * the ranking itself, and a second round trip costs as much as the cards.
 */
export function cardsOf(db: Db, lng: Lng, page: SQL): Promise<ProductCardWire[]> {
  return rawRows<CardRow>(
    db,
    sql`select p.id, ${localized(sql`p.name`, lng)} as "name", p.model, p.price,
      p.old_price as "oldPrice", p.stock, p.is_new as "isNew", p.rating_avg as "ratingAvg", p.rating_count as "ratingCount",
      p.category_id as "categoryId", b.id as "brandId", b.name as "brandName",
      (select i.image from product_images i where i.product_id = p.id order by i.position limit 1) as image
    from ${page} join products p on p.id = page.id join brands b on b.id = p.brand_id
    order by page.n`,
  ).then((rows) => rows.map(toCard));
}

/** `cardsOf`'s page for a list of ids, in that order. */
export const idsPage = (ids: number[]) =>
  sql`unnest(array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]) with ordinality as page(id, n)`;
