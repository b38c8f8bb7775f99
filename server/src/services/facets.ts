import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { localized, type Lng } from '../lib/lng';
import { rowsOf } from './rows';
import { categoryScope, facetCondition, whereOf, type FilterParts } from './product-filter';

export interface PriceRange { min: number | null; max: number | null }
export interface BrandFacet { id: number; name: string; count: number }
export interface ParameterFacet {
  id: number;
  code: string;
  name: string;
  options: { id: number; code: string; value: string; count: number }[];
}
export interface Facets { brands: BrandFacet[]; parameters: ParameterFacet[] }

/**
 * The prices available under the filter without its own price bounds, so that a price slider keeps
 * its ends while the shopper moves them. Nulls when nothing matches.
 */
export async function priceRange(db: Db, parts: FilterParts): Promise<PriceRange> {
  const [row] = await rowsOf<{ min: string | null; max: string | null }>(db,
    sql`select min(p.price) as min, max(p.price) as max from products p ${whereOf(parts, { price: true })}`);
  return { min: row.min === null ? null : Number(row.min), max: row.max === null ? null : Number(row.max) };
}

/**
 * Standard faceting: a brand's count is the number of products matching every condition except
 * the brand selection; a parameter option's, every condition except that parameter's own options.
 * Listed: the brands and options of the products in scope (categories, text, group, stock), so an
 * option that the other selections empty stays listed with count 0. Parameter facets need a
 * category: they are the category's parameters (and its subcategories'), empty without one.
 */
export async function facets(db: Db, lng: Lng, parts: FilterParts, categoryIds: number[]): Promise<Facets> {
  const [brands, parameters] = await Promise.all([
    brandFacets(db, parts),
    categoryIds.length ? parameterFacets(db, lng, parts, categoryIds) : Promise.resolve([]),
  ]);
  return { brands, parameters };
}

const scopeWhere = (parts: FilterParts) => (parts.scope.length ? sql`where ${sql.join(parts.scope, sql` and `)}` : sql``);

async function brandFacets(db: Db, parts: FilterParts): Promise<BrandFacet[]> {
  const rows = await rowsOf<{ id: number; name: string; count: number }>(db, sql`select b.id, b.name,
      count(*) filter (where ${facetCondition(parts, { brands: true })})::int as count
    from products p join brands b on b.id = p.brand_id ${scopeWhere(parts)}
    group by b.id, b.name, b.position order by b.position, b.name, b.id`);
  return rows.map((row) => ({ id: Number(row.id), name: row.name, count: Number(row.count) }));
}

async function parameterFacets(db: Db, lng: Lng, parts: FilterParts, categoryIds: number[]): Promise<ParameterFacet[]> {
  // Each option row counts under the filter without its own parameter's selection.
  const selected = parts.parameters.filter(({ parameterId }) => parameterId > 0);
  const counted: SQL = selected.length
    ? sql`case v.parameter_id ${sql.join(selected.map(({ parameterId }) =>
      sql`when ${sql.raw(String(parameterId))} then ${facetCondition(parts, { parameterId })}`), sql` `)}
      else ${facetCondition(parts)} end`
    : facetCondition(parts);
  const rows = await rowsOf<{
    id: number; code: string; name: string; value_id: number; value_code: string; value: string; count: number;
  }>(db, sql`with params as (select cp.parameter_id, min(cp.position) as position from category_parameters cp
        where cp.category_id in ${categoryScope(categoryIds)} group by cp.parameter_id)
    select pa.id, pa.code, ${localized(sql`pa.name`, lng)} as name, v.id as value_id, v.code as value_code,
      ${localized(sql`v.value`, lng)} as value, count(*) filter (where ${counted})::int as count
    from products p
    join product_parameters pp on pp.product_id = p.id
    join parameter_values v on v.id = pp.value_id
    join params on params.parameter_id = v.parameter_id
    join parameters pa on pa.id = v.parameter_id
    ${scopeWhere(parts)}
    group by pa.id, pa.code, pa.name, v.id, v.code, v.value, v.position, params.position
    order by params.position, pa.id, v.position, v.id`);
  const byParameter = new Map<number, ParameterFacet>();
  for (const row of rows) {
    const id = Number(row.id);
    let parameter = byParameter.get(id);
    if (!parameter) byParameter.set(id, parameter = { id, code: row.code, name: row.name, options: [] });
    parameter.options.push({ id: Number(row.value_id), code: row.value_code, value: row.value, count: Number(row.count) });
  }
  return [...byParameter.values()];
}
