import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { parameterValues } from '../db/schema';
import { preparedOnce } from './prepared';
import { productSearchColumns, searchMatches } from './search-sql';
import { resolveSearch, type Search } from './search-vocabulary';

/** What a product listing or search asks for; every field narrows the result. */
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
  /** parameter value ids: values of one parameter are OR-ed, different parameters AND-ed */
  parameterValueIds?: number[];
}

/**
 * The WHERE conditions of a filter over `products p`, kept apart by facet so that a facet's counts
 * can leave out its own selection (docs/search.md, facets): `scope` (categories, text, group, links,
 * stock) always applies; `brands`, `price` and each parameter's options can be dropped.
 */
export interface FilterParts {
  scope: SQL[];
  brands: SQL | null;
  price: SQL[];
  parameters: { parameterId: number; condition: SQL }[];
  search: Search | null;
}

export interface LeftOut {
  brands?: boolean;
  price?: boolean;
  parameterId?: number;
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Every category given and their descendants. */
export const categoryScope = (categoryIds: number[]) => sql`(select d.id from categories d join categories c
  on d.path like c.path || '%' where c.id in (${idList(categoryIds)}))`;

export async function filterParts(db: Db, filter: ProductFilter): Promise<FilterParts> {
  const scope: SQL[] = [];
  if (filter.categoryIds?.length) scope.push(sql`p.category_id in ${categoryScope(filter.categoryIds)}`);
  if (filter.ids) scope.push(sql`p.id in (${idList([0, ...filter.ids])})`);
  if (filter.group) scope.push(sql`p.id in (select g.item_id from group_items g where g.group_code = ${filter.group})`);
  if (filter.inStock) scope.push(sql`p.stock > 0`);
  if (filter.linkedTo) {
    scope.push(sql`p.id in (select l.linked_id from product_links l
      where l.product_id = ${filter.linkedTo.productId} and l.kind = ${filter.linkedTo.kind})`);
  }
  const search = filter.query ? await resolveSearch(db, filter.query) : null;
  // Text that folds to nothing (only punctuation) finds nothing rather than everything.
  if (filter.query) scope.push(search ? searchMatches(search, productSearchColumns) : sql`false`);

  const price: SQL[] = [];
  if (filter.priceMin !== undefined) price.push(sql`p.price >= ${filter.priceMin}`);
  if (filter.priceMax !== undefined) price.push(sql`p.price <= ${filter.priceMax}`);

  const brands = filter.brandIds?.length ? sql`p.brand_id in (${idList(filter.brandIds)})` : null;
  return { scope, brands, price, parameters: await parameterConditions(db, filter.parameterValueIds ?? []), search };
}

/** Options grouped by their parameter; an unknown option id is a condition no product meets. */
async function parameterConditions(db: Db, valueIds: number[]): Promise<FilterParts['parameters']> {
  const wanted = [...new Set(valueIds)];
  if (!wanted.length) return [];
  const rows = await preparedOnce(db, 'parameter_of_values', (name) =>
    db
      .select({ id: parameterValues.id, parameterId: parameterValues.parameterId })
      .from(parameterValues)
      .where(sql`${parameterValues.id} = any(${sql.placeholder('ids')})`)
      .prepare(name),
  ).execute({ ids: wanted });
  const byParameter = new Map<number, number[]>();
  for (const { id, parameterId } of rows) byParameter.set(parameterId, [...(byParameter.get(parameterId) ?? []), id]);
  const conditions = [...byParameter].map(([parameterId, ids]) => ({
    parameterId,
    condition: sql`p.id in (select pp.product_id from product_parameters pp where pp.value_id in (${idList(ids)}))`,
  }));
  if (rows.length < wanted.length) conditions.push({ parameterId: 0, condition: sql`false` });
  return conditions;
}

/**
 * The conditions a facet can leave out (brands, price, parameter options), except those named in
 * `omit`, as one SQL condition (`true` when none).
 */
export function facetCondition(parts: FilterParts, omit: LeftOut = {}): SQL {
  const where: SQL[] = [];
  if (parts.brands && !omit.brands) where.push(parts.brands);
  if (!omit.price) where.push(...parts.price);
  for (const { parameterId, condition } of parts.parameters)
    if (parameterId !== omit.parameterId) where.push(condition);
  return where.length ? sql`(${sql.join(where, sql` and `)})` : sql`true`;
}

/** The scope and the facet conditions except those named in `omit`, as one condition over `products p`. */
export function conditionOf(parts: FilterParts, omit: LeftOut = {}): SQL {
  return sql.join([...parts.scope, facetCondition(parts, omit)], sql` and `);
}
