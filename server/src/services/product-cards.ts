import { eq, sql } from 'drizzle-orm';
import type { ProductCardWire } from '../contract/products';
import type { Db } from '../db/client';
import { brands, products } from '../db/schema';
import { localized, type Lng } from '../lib/lng';
import { imagePath } from './images';

/** The columns a card and a product page share; money columns arrive as numbers (db/schema `money`). */
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

/** A card's columns over `products` joined with `brands` (cardQuery). */
export const cardColumns = (lng: Lng) => ({
  ...offerColumns(lng),
  categoryId: products.categoryId,
  brandId: brands.id,
  brandName: brands.name,
  image: sql<string | null>`(select i.image from product_images i where i.product_id = ${products.id} order by i.position limit 1)`,
});

export interface OfferRow {
  id: number; name: string; model: string; price: number; oldPrice: number | null; stock: number;
  isNew: boolean; ratingAvg: number; ratingCount: number;
}
export interface CardRow extends OfferRow { categoryId: number; brandId: number; brandName: string; image: string | null }

export function discountPercent(price: number, oldPrice: number | null): number {
  if (!oldPrice || oldPrice <= price) return 0;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}

/** The fields of a card that a product page shows too, with `image` as its icon. */
export function offerOf(row: OfferRow, image: string | null | undefined): Omit<ProductCardWire, 'categoryId' | 'brand'> {
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

export const toCard = (row: CardRow): ProductCardWire => ({
  ...offerOf(row, row.image),
  categoryId: row.categoryId,
  brand: { id: row.brandId, name: row.brandName },
});

/** Cards of products with their brand; the caller adds the conditions and the order. */
export const cardQuery = (db: Db, lng: Lng) =>
  db.select(cardColumns(lng)).from(products).innerJoin(brands, eq(brands.id, products.brandId));
