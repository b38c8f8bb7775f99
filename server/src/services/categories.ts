import { sql, type SQL } from 'drizzle-orm';
import type { CategoryDetailWire, CategoryRowWire, CrumbWire } from '../contract/catalogue';
import type { ListWire } from '../contract/kit';
import type { Db } from '../db/client';
import { localized, type Lng } from '../lib/lng';
import { categoryParameters } from './facets';
import { imagePath } from './images';
import { rawRows } from './raw-sql';
import { resolveSearch } from './search-vocabulary';
import { categorySearchColumns, searchMatches, searchScore, searchTier } from './search-sql';

interface Raw {
  id: number;
  name: string;
  icon: string | null;
  parent_id: number | null;
  position: number;
  count_product: number;
}

const toRow = (row: Raw): CategoryRowWire => ({
  id: row.id,
  name: row.name,
  icon: imagePath(row.icon),
  parentId: row.parent_id,
  position: row.position,
  countProduct: row.count_product,
});

/**
 * Product counts include every descendant category (the `path` prefix), which is why the category
 * queries are raw SQL, as is the relevance order of a text query.
 */
const columns = (lng: Lng) => sql`c.id, ${localized(sql`c.name`, lng)} as name, c.icon, c.parent_id, c.position,
  (select count(*)::int from products p join categories d on d.id = p.category_id where d.path like c.path || '%') as count_product`;

export interface CategoryFilter {
  group?: string;
  onlyGlobal?: boolean;
  parentId?: number;
  ids?: number[];
  /** text in any language, folded and ranked as docs/search.md says */
  query?: string;
}

export async function listCategories(
  db: Db,
  lng: Lng,
  filter: CategoryFilter,
  page: { limit: number; offset: number },
  withItems: boolean,
): Promise<ListWire<CategoryRowWire>> {
  const where: SQL[] = [];
  if (filter.onlyGlobal) where.push(sql`c.parent_id is null`);
  if (filter.parentId !== undefined) where.push(sql`c.parent_id = ${filter.parentId}`);
  if (filter.group) where.push(sql`c.id in (select g.item_id from group_items g where g.group_code = ${filter.group})`);
  if (filter.ids)
    where.push(
      sql`c.id in (${sql.join(
        [0, ...filter.ids].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const search = filter.query ? await resolveSearch(db, filter.query) : null;
  if (filter.query) where.push(search ? searchMatches(search, categorySearchColumns) : sql`false`);
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  // A query orders by relevance (top-level categories first at equal relevance), a group by its own order.
  const order = search
    ? sql`${searchTier(search, categorySearchColumns)}, ${searchScore(search, categorySearchColumns)} desc,
      (c.parent_id is not null), c.position, c.id`
    : filter.group
      ? sql`(select g.position from group_items g where g.group_code = ${filter.group} and g.item_id = c.id), c.id`
      : sql`(c.parent_id is not null), c.parent_id, c.position, c.id`;
  const [raw, counted] = await Promise.all([
    rawRows<Raw>(
      db,
      sql`select ${columns(lng)} from categories c ${whereSql}
      order by ${order} limit ${page.limit} offset ${page.offset}`,
    ),
    rawRows<{ count: number }>(db, sql`select count(*)::int as count from categories c ${whereSql}`),
  ]);
  const rows = raw.map(toRow);
  if (withItems && rows.length) {
    const children = await rawRows<Raw>(
      db,
      sql`select ${columns(lng)} from categories c
      where c.parent_id in (${sql.join(
        rows.map((row) => sql`${row.id}`),
        sql`, `,
      )}) order by c.position, c.id`,
    );
    for (const row of rows) {
      row.items = children
        .filter((child) => child.parent_id === row.id)
        .map((child) => {
          const { id, name, icon, countProduct } = toRow(child);
          return { id, name, icon, countProduct };
        });
    }
  }
  return { rows, count: counted[0].count };
}

export async function categoryDetail(
  db: Db,
  lng: Lng,
  id: number,
  includeParameters: boolean,
): Promise<CategoryDetailWire | null> {
  const { rows } = await listCategories(db, lng, { ids: [id] }, { limit: 1, offset: 0 }, true);
  if (!rows.length) return null;
  const row = rows[0];
  // The category's ancestors are the categories whose path starts its own.
  const breadcrumbs = await rawRows<CrumbWire>(
    db,
    sql`select a.id, ${localized(sql`a.name`, lng)} as name
    from categories a, categories c where c.id = ${id} and c.path like a.path || '%' order by length(a.path)`,
  );
  const detail: CategoryDetailWire = {
    ...row,
    items: row.items ?? [],
    parent: breadcrumbs.length > 1 ? breadcrumbs[breadcrumbs.length - 2] : null,
    breadcrumbs,
  };
  if (includeParameters) detail.parameters = await categoryParameters(db, lng, id);
  return detail;
}
