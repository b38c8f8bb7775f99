import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { localized, type Lng } from '../lib/lng';
import { imagePath, rowsOf } from './rows';

export interface ProductCard {
  id: number;
  name: string;
  model: string;
  price: number;
  oldPrice: number | null;
  discount: number;
  stock: number;
  inStock: boolean;
  availability: 'in_stock' | 'not_available';
  isNew: boolean;
  rating: number;
  ratingCount: number;
  icon: string | null;
  categoryId: number;
  brand: { id: number; name: string };
}

interface CardRow {
  id: number; name: string; model: string; price: string; old_price: string | null; stock: number;
  is_new: boolean; rating_avg: number; rating_count: number; category_id: number; brand_id: number;
  brand_name: string; image: string | null;
}

export const SORTS = ['popular', 'price_asc', 'price_desc', 'newest', 'rating', 'discount'] as const;
export type Sort = (typeof SORTS)[number];

const ORDER: Record<Sort, SQL> = {
  popular: sql`p.popularity desc, p.id`,
  price_asc: sql`p.price asc, p.id`,
  price_desc: sql`p.price desc, p.id`,
  newest: sql`p.created_at desc, p.id desc`,
  rating: sql`p.rating_avg desc, p.rating_count desc, p.id`,
  discount: sql`coalesce((p.old_price - p.price) / nullif(p.old_price, 0), 0) desc, p.id`,
};

export function discountPercent(price: number, oldPrice: number | null): number {
  if (!oldPrice || oldPrice <= price) return 0;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}

function toCard(row: CardRow): ProductCard {
  const price = Number(row.price);
  const oldPrice = row.old_price === null ? null : Number(row.old_price);
  const stock = Number(row.stock);
  return {
    id: Number(row.id),
    name: row.name,
    model: row.model,
    price,
    oldPrice,
    discount: discountPercent(price, oldPrice),
    stock,
    inStock: stock > 0,
    availability: stock > 0 ? 'in_stock' : 'not_available',
    isNew: Boolean(row.is_new),
    rating: Math.round(Number(row.rating_avg) * 10) / 10,
    ratingCount: Number(row.rating_count),
    icon: imagePath(row.image),
    categoryId: Number(row.category_id),
    brand: { id: Number(row.brand_id), name: row.brand_name },
  };
}

const cardColumns = (lng: Lng) => sql`
  p.id, ${localized(sql`p.name`, lng)} as name, p.model, p.price, p.old_price, p.stock, p.is_new,
  p.rating_avg, p.rating_count, p.category_id, b.id as brand_id, b.name as brand_name,
  (select i.image from product_images i where i.product_id = p.id order by i.position limit 1) as image`;

export interface ProductFilter {
  categoryIds?: number[];
  brandIds?: number[];
  ids?: number[];
  group?: string;
  query?: string;
  priceMin?: number;
  priceMax?: number;
  inStock?: boolean;
  linkedTo?: { kind: 'offerto' | 'sameto'; productId: number };
}

/** The WHERE conditions of a product filter, over `products p`. */
function conditions(filter: ProductFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.categoryIds?.length) {
    where.push(sql`p.category_id in (
      select d.id from categories d join categories c on d.path like c.path || '%'
      where c.id in (${sql.join(filter.categoryIds.map((id) => sql`${id}`), sql`, `)}))`);
  }
  if (filter.brandIds?.length) where.push(sql`p.brand_id in (${sql.join(filter.brandIds.map((id) => sql`${id}`), sql`, `)})`);
  if (filter.ids) where.push(sql`p.id in (${sql.join([0, ...filter.ids].map((id) => sql`${id}`), sql`, `)})`);
  if (filter.group) where.push(sql`p.id in (select g.item_id from group_items g where g.group_code = ${filter.group})`);
  if (filter.priceMin !== undefined) where.push(sql`p.price >= ${filter.priceMin}`);
  if (filter.priceMax !== undefined) where.push(sql`p.price <= ${filter.priceMax}`);
  if (filter.inStock) where.push(sql`p.stock > 0`);
  if (filter.linkedTo) {
    where.push(sql`p.id in (select l.linked_id from product_links l
      where l.product_id = ${filter.linkedTo.productId} and l.kind = ${filter.linkedTo.kind})`);
  }
  if (filter.query) {
    const pattern = `%${filter.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(p.name->>'tm' ilike ${pattern} or p.name->>'ru' ilike ${pattern} or p.name->>'en' ilike ${pattern}
      or p.model ilike ${pattern} or b.name ilike ${pattern})`);
  }
  return where;
}

const whereClause = (where: SQL[]) => (where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``);

/** Cards in a chosen order: the group's or link's own order when no sort is asked for. */
function ordering(filter: ProductFilter, sort: Sort | undefined): SQL {
  if (!sort && filter.group) {
    return sql`(select g.position from group_items g where g.group_code = ${filter.group} and g.item_id = p.id), p.id`;
  }
  if (!sort && filter.linkedTo) {
    return sql`(select l.position from product_links l where l.product_id = ${filter.linkedTo.productId}
      and l.kind = ${filter.linkedTo.kind} and l.linked_id = p.id), p.id`;
  }
  return ORDER[sort ?? 'popular'];
}

export async function listProducts(
  db: Db, lng: Lng, filter: ProductFilter, page: { limit: number; offset: number; sort?: Sort },
): Promise<{ rows: ProductCard[]; count: number }> {
  const where = whereClause(conditions(filter));
  const [rows, counted] = await Promise.all([
    rowsOf<CardRow>(db, sql`select ${cardColumns(lng)} from products p join brands b on b.id = p.brand_id ${where}
      order by ${ordering(filter, page.sort)} limit ${page.limit} offset ${page.offset}`),
    rowsOf<{ count: number }>(db, sql`select count(*)::int as count from products p join brands b on b.id = p.brand_id ${where}`),
  ]);
  return { rows: rows.map(toCard), count: Number(counted[0].count) };
}

/** Cards for the given ids, in the order the ids were given (cart, favourites, comparison). */
export async function productsByIds(db: Db, lng: Lng, ids: number[], limit: number): Promise<ProductCard[]> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (!wanted.length) return [];
  const rows = await rowsOf<CardRow>(db, sql`select ${cardColumns(lng)} from products p join brands b on b.id = p.brand_id
    where p.id in (${sql.join(wanted.map((id) => sql`${id}`), sql`, `)})`);
  const byId = new Map(rows.map((row) => [Number(row.id), toCard(row)]));
  return wanted.flatMap((id) => byId.get(id) ?? []).slice(0, limit);
}

export async function groupInfo(db: Db, lng: Lng, code: string) {
  const rows = await rowsOf<{ code: string; name: string; ends_at: string | Date | null }>(db,
    sql`select code, ${localized(sql`name`, lng)} as name, ends_at from groups where code = ${code}`);
  if (!rows.length) return null;
  const endsAt = rows[0].ends_at === null ? null : new Date(rows[0].ends_at).toISOString();
  return { code: rows[0].code, name: rows[0].name, endsAt };
}
