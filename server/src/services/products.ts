import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { localized, type Lng } from '../lib/lng';
import { imagePath, rowsOf } from './rows';
import { filterParts, whereOf, type FilterParts, type ProductFilter } from './product-filter';
import { facets, priceRange, type Facets, type PriceRange } from './facets';
import { productSearchColumns, searchScore, searchTier } from './search-sql';

export type { ProductFilter } from './product-filter';

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

/** `relevance` needs a query (popular without one), and is the order of a query without a sort. */
export const SORTS = ['popular', 'price_asc', 'price_desc', 'newest', 'rating', 'discount', 'relevance'] as const;
export type Sort = (typeof SORTS)[number];

const ORDER: Record<Exclude<Sort, 'relevance'>, SQL> = {
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

/**
 * Cards in a chosen order: by relevance for a query (docs/search.md: tier, then in stock first, then
 * closeness, then popularity), the group's or link's own order when no sort is asked for.
 */
function ordering(filter: ProductFilter, parts: FilterParts, sort: Sort | undefined): SQL {
  if (parts.search && (sort === 'relevance' || !sort)) {
    return sql`${searchTier(parts.search, productSearchColumns)}, (p.stock > 0) desc,
      ${searchScore(parts.search, productSearchColumns)} desc, p.popularity desc, p.id`;
  }
  if (!sort && filter.group) {
    return sql`(select g.position from group_items g where g.group_code = ${filter.group} and g.item_id = p.id), p.id`;
  }
  if (!sort && filter.linkedTo) {
    return sql`(select l.position from product_links l where l.product_id = ${filter.linkedTo.productId}
      and l.kind = ${filter.linkedTo.kind} and l.linked_id = p.id), p.id`;
  }
  return ORDER[!sort || sort === 'relevance' ? 'popular' : sort];
}

export interface ProductListing {
  rows: ProductCard[];
  count: number;
  priceRange?: PriceRange;
  facets?: Facets;
}

/** A page of cards and the total; with `withFacets`, also the price range and facets (facets.ts). */
export async function listProducts(
  db: Db, lng: Lng, filter: ProductFilter, page: { limit: number; offset: number; sort?: Sort }, withFacets = false,
): Promise<ProductListing> {
  const parts = await filterParts(db, filter);
  const where = whereOf(parts);
  const [rows, counted, range, found] = await Promise.all([
    // The page's ids first, cards for those alone: building a card (jsonb name, brand, image) for
    // every matching row before sorting costs ten times the ranking itself.
    rowsOf<CardRow>(db, sql`select ${cardColumns(lng)}
      from unnest(array(select p.id from products p ${where}
        order by ${ordering(filter, parts, page.sort)} limit ${page.limit} offset ${page.offset})) with ordinality as page(id, n)
      join products p on p.id = page.id join brands b on b.id = p.brand_id order by page.n`),
    rowsOf<{ count: number }>(db, sql`select count(*)::int as count from products p ${where}`),
    withFacets ? priceRange(db, parts) : undefined,
    withFacets ? facets(db, lng, parts, filter.categoryIds ?? []) : undefined,
  ]);
  const listing: ProductListing = { rows: rows.map(toCard), count: Number(counted[0].count) };
  if (range) listing.priceRange = range;
  if (found) listing.facets = found;
  return listing;
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
