import { sql, type SQL } from 'drizzle-orm';
import type { BrandRowWire } from '../contract/catalogue';
import type { ListWire } from '../contract/kit';
import type { Db } from '../db/client';
import { imagePath } from './images';
import { rawRows } from './raw-sql';
import { resolveSearch } from './search-vocabulary';
import { brandSearchColumns, searchMatches, searchScore, searchTier } from './search-sql';

export interface BrandFilter {
  group?: string;
  query?: string;
  categoryId?: number;
  ids?: number[];
}

export async function listBrands(
  db: Db,
  filter: BrandFilter,
  page: { limit: number; offset: number },
): Promise<ListWire<BrandRowWire>> {
  const where: SQL[] = [];
  if (filter.group) where.push(sql`b.id in (select g.item_id from group_items g where g.group_code = ${filter.group})`);
  if (filter.ids)
    where.push(
      sql`b.id in (${sql.join(
        [0, ...filter.ids].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const search = filter.query ? await resolveSearch(db, filter.query) : null;
  if (filter.query) where.push(search ? searchMatches(search, brandSearchColumns) : sql`false`);
  const inCategory =
    filter.categoryId === undefined
      ? sql`true`
      : sql`p.category_id in (select d.id from categories d, categories c where c.id = ${filter.categoryId} and d.path like c.path || '%')`;
  if (filter.categoryId !== undefined)
    where.push(sql`exists (select 1 from products p where p.brand_id = b.id and ${inCategory})`);
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  // A query orders by relevance (docs/search.md), a group by its own order: raw SQL, as are the
  // product counts of a category and its descendants (category paths).
  const order = search
    ? sql`${searchTier(search, brandSearchColumns)}, ${searchScore(search, brandSearchColumns)} desc, b.position, b.name, b.id`
    : filter.group
      ? sql`(select g.position from group_items g where g.group_code = ${filter.group} and g.item_id = b.id), b.id`
      : sql`b.position, b.name, b.id`;
  const [rows, counted] = await Promise.all([
    rawRows<{ id: number; name: string; icon: string | null; count_product: number }>(
      db,
      sql`select b.id, b.name, b.icon,
        (select count(*)::int from products p where p.brand_id = b.id and ${inCategory}) as count_product
      from brands b ${whereSql} order by ${order} limit ${page.limit} offset ${page.offset}`,
    ),
    rawRows<{ count: number }>(db, sql`select count(*)::int as count from brands b ${whereSql}`),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      icon: imagePath(row.icon),
      countProduct: row.count_product,
    })),
    count: counted[0].count,
  };
}
