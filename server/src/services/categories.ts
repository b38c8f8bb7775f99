import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { localized, type Lng } from '../lib/lng';
import { imagePath, rowsOf } from './rows';
import { resolveSearch } from './search-vocabulary';
import { categorySearchColumns, searchMatches, searchScore, searchTier } from './search-sql';

export interface CategoryRow {
  id: number;
  name: string;
  icon: string | null;
  parentId: number | null;
  position: number;
  countProduct: number;
  items?: { id: number; name: string; icon: string | null; countProduct: number }[];
}

interface Raw { id: number; name: string; icon: string | null; parent_id: number | null; position: number; count_product: number }

const toRow = (row: Raw): CategoryRow => ({
  id: Number(row.id),
  name: row.name,
  icon: imagePath(row.icon),
  parentId: row.parent_id === null ? null : Number(row.parent_id),
  position: Number(row.position),
  countProduct: Number(row.count_product),
});

/** Product counts include every descendant category. */
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
  db: Db, lng: Lng, filter: CategoryFilter, page: { limit: number; offset: number }, withItems: boolean,
): Promise<{ rows: CategoryRow[]; count: number }> {
  const where: SQL[] = [];
  if (filter.onlyGlobal) where.push(sql`c.parent_id is null`);
  if (filter.parentId !== undefined) where.push(sql`c.parent_id = ${filter.parentId}`);
  if (filter.group) where.push(sql`c.id in (select g.item_id from group_items g where g.group_code = ${filter.group})`);
  if (filter.ids) where.push(sql`c.id in (${sql.join([0, ...filter.ids].map((id) => sql`${id}`), sql`, `)})`);
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
    rowsOf<Raw>(db, sql`select ${columns(lng)} from categories c ${whereSql}
      order by ${order} limit ${page.limit} offset ${page.offset}`),
    rowsOf<{ count: number }>(db, sql`select count(*)::int as count from categories c ${whereSql}`),
  ]);
  const rows = raw.map(toRow);
  if (withItems && rows.length) {
    const children = await rowsOf<Raw>(db, sql`select ${columns(lng)} from categories c
      where c.parent_id in (${sql.join(rows.map((row) => sql`${row.id}`), sql`, `)}) order by c.position, c.id`);
    for (const row of rows) {
      row.items = children.filter((child) => Number(child.parent_id) === row.id).map((child) => {
        const { id, name, icon, countProduct } = toRow(child);
        return { id, name, icon, countProduct };
      });
    }
  }
  return { rows, count: Number(counted[0].count) };
}

export interface CategoryParameter {
  id: number;
  code: string;
  name: string;
  options: { id: number; code: string; value: string; count: number }[];
}

export interface CategoryDetail extends CategoryRow {
  parent: { id: number; name: string } | null;
  breadcrumbs: { id: number; name: string }[];
  items: NonNullable<CategoryRow['items']>;
  parameters?: CategoryParameter[];
}

export async function categoryDetail(db: Db, lng: Lng, id: number, includeParameters: boolean): Promise<CategoryDetail | null> {
  const { rows } = await listCategories(db, lng, { ids: [id] }, { limit: 1, offset: 0 }, true);
  if (!rows.length) return null;
  const row = rows[0];
  const trail = await rowsOf<{ id: number; name: string }>(db, sql`select a.id, ${localized(sql`a.name`, lng)} as name
    from categories a, categories c where c.id = ${id} and c.path like a.path || '%' order by length(a.path)`);
  const breadcrumbs = trail.map((crumb) => ({ id: Number(crumb.id), name: crumb.name }));
  const detail: CategoryDetail = {
    ...row,
    items: row.items ?? [],
    parent: breadcrumbs.length > 1 ? breadcrumbs[breadcrumbs.length - 2] : null,
    breadcrumbs,
  };
  if (includeParameters) detail.parameters = await categoryParameters(db, lng, id);
  return detail;
}

/**
 * The filterable parameters of a category and of its descendants, each option with the number of
 * the category's products that carry it.
 */
export async function categoryParameters(db: Db, lng: Lng, id: number): Promise<CategoryParameter[]> {
  const rows = await rowsOf<{ id: number; code: string; name: string; value_id: number; value_code: string; value: string; count: number }>(db,
    sql`with scope as (select d.id from categories d, categories c where c.id = ${id} and d.path like c.path || '%'),
      params as (select cp.parameter_id, min(cp.position) as position from category_parameters cp
        where cp.category_id in (select id from scope) group by cp.parameter_id)
    select pa.id, pa.code, ${localized(sql`pa.name`, lng)} as name, v.id as value_id, v.code as value_code,
      ${localized(sql`v.value`, lng)} as value, count(pp.product_id)::int as count
    from params join parameters pa on pa.id = params.parameter_id
    join parameter_values v on v.parameter_id = pa.id
    join product_parameters pp on pp.value_id = v.id
    join products p on p.id = pp.product_id and p.category_id in (select id from scope)
    group by pa.id, pa.code, pa.name, v.id, v.code, v.value, v.position, params.position
    order by params.position, pa.id, v.position, v.id`);
  const byParameter = new Map<number, CategoryParameter>();
  for (const row of rows) {
    const parameterId = Number(row.id);
    let parameter = byParameter.get(parameterId);
    if (!parameter) {
      parameter = { id: parameterId, code: row.code, name: row.name, options: [] };
      byParameter.set(parameterId, parameter);
    }
    parameter.options.push({ id: Number(row.value_id), code: row.value_code, value: row.value, count: Number(row.count) });
  }
  return [...byParameter.values()];
}
