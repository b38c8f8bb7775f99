import { sql } from 'drizzle-orm';
import type { ParameterFacetWire } from '../contract/catalogue';
import type { BrandFacetWire, FacetsWire, PriceRangeWire } from '../contract/products';
import type { Db } from '../db/client';
import { moneyFromDriver } from '../db/money';
import { localized, type Lng } from '../lib/lng';
import { rawRows } from './raw-sql';
import { categoryScope, conditionOf, facetCondition, type FilterParts } from './product-filter';

/*
 * Raw SQL throughout: the filter's conditions (product-filter.ts) are SQL over `products p`, and the
 * counts are aggregates filtered per facet. Rendered by the query builder on every call, these
 * queries would make each uncached listing about a tenth slower.
 */

/**
 * The prices available under the filter without its own price bounds, so that a price slider keeps
 * its ends while the shopper moves them. Nulls when nothing matches.
 */
export async function priceRange(db: Db, parts: FilterParts): Promise<PriceRangeWire> {
  const [row] = await rawRows<{ min: string | null; max: string | null }>(
    db,
    sql`select min(p.price) as min, max(p.price) as max from products p where ${conditionOf(parts, { price: true })}`,
  );
  return {
    min: row.min === null ? null : moneyFromDriver(row.min),
    max: row.max === null ? null : moneyFromDriver(row.max),
  };
}

/**
 * Standard faceting: a brand's count is the number of products matching every condition except
 * the brand selection; a parameter option's, every condition except that parameter's own options.
 * Listed: the brands and options of the products in scope (categories, text, group, stock), so an
 * option that the other selections empty stays listed with count 0. Parameter facets need a
 * category: they are the category's parameters (and its subcategories'), empty without one.
 */
export async function facets(
  db: Db,
  lng: Lng,
  parts: FilterParts,
  categoryIds: number[],
  remember: Remember = computeEachTime,
): Promise<FacetsWire & { count: number }> {
  const [brandCounts, parameters] = await Promise.all([
    brandFacets(db, parts),
    categoryIds.length ? parameterFacets(db, lng, parts, categoryIds, remember) : Promise.resolve([]),
  ]);
  return { ...brandCounts, parameters };
}

const scopeCondition = (parts: FilterParts) => (parts.scope.length ? sql.join(parts.scope, sql` and `) : undefined);

/**
 * The brands' counts, and in the same pass the products under the whole filter (every product has
 * a brand): one statement, not two, for a listing with facets.
 */
async function brandFacets(db: Db, parts: FilterParts): Promise<{ brands: BrandFacetWire[]; count: number }> {
  const scope = scopeCondition(parts);
  const rows = await rawRows<BrandFacetWire & { matching: number }>(
    db,
    sql`select b.id, b.name, count(*) filter (where ${facetCondition(parts, { brands: true })})::int as count,
      count(*) filter (where ${facetCondition(parts)})::int as matching
    from products p join brands b on b.id = p.brand_id ${scope ? sql`where ${scope}` : sql``}
    group by b.id, b.name, b.position order by b.position, b.name, b.id`,
  );
  let count = 0;
  const brands = rows.map(({ matching, ...brand }) => {
    count += matching;
    return brand;
  });
  return { brands, count };
}

/** A category's parameters without any other filter: their options counted over the category's products. */
export function categoryParameters(db: Db, lng: Lng, categoryId: number): Promise<ParameterFacetWire[]> {
  const scope = sql`p.category_id in ${categoryScope([categoryId])}`;
  return parameterFacets(db, lng, { scope: [scope], brands: null, price: [], parameters: null, search: null }, [
    categoryId,
  ]);
}

/** Keeps a value that several listings share (the response cache's `remember`), or computes it each time. */
export type Remember = <T>(key: string, compute: () => Promise<T>) => Promise<T>;
export const computeEachTime: Remember = (_key, compute) => compute();

interface OptionInfo {
  /** the option's place among the categories' options: parameters in their order, then options */
  order: number;
  parameterId: number;
  code: string;
  name: string;
  valueCode: string;
  value: string;
}

/**
 * The filterable parameters of the categories (and their descendants) and their options, in order,
 * by option id: catalogue data that every listing of those categories shares (`remember` keeps it
 * until the catalogue changes).
 */
async function parameterOptions(db: Db, lng: Lng, categoryIds: number[]): Promise<Map<number, OptionInfo>> {
  const rows = await rawRows<{
    id: number;
    code: string;
    name: string;
    value_id: number;
    value_code: string;
    value: string;
  }>(
    db,
    sql`with params as (select cp.parameter_id, min(cp.position) as position from category_parameters cp
        where cp.category_id in ${categoryScope(categoryIds)} group by cp.parameter_id)
    select pa.id, pa.code, ${localized(sql`pa.name`, lng)} as name, v.id as value_id, v.code as value_code,
      ${localized(sql`v.value`, lng)} as value
    from parameter_values v
    join params on params.parameter_id = v.parameter_id
    join parameters pa on pa.id = v.parameter_id
    order by params.position, pa.id, v.position, v.id`,
  );
  return new Map(
    rows.map((row, order) => [
      row.value_id,
      { order, parameterId: row.id, code: row.code, name: row.name, valueCode: row.value_code, value: row.value },
    ]),
  );
}

/**
 * The filterable parameters of the categories (and their descendants) with each option's count:
 * the options that products in scope have, each counted under the filter without its own
 * parameter's selection. The counting statement groups by option id alone; names and order come
 * from parameterOptions.
 */
async function parameterFacets(
  db: Db,
  lng: Lng,
  parts: FilterParts,
  categoryIds: number[],
  remember: Remember = computeEachTime,
): Promise<ParameterFacetWire[]> {
  // Each option row counts under the filter without its own parameter's selection: the product's
  // mask with the option's own parameter bit set must be full (product-filter.ts). One pass.
  const selection = parts.parameters;
  const others = facetCondition(parts, { parameters: true });
  let counted = others;
  let selectionJoins = sql``;
  if (selection?.unknownOption) counted = sql`false`;
  else if (selection) {
    const bits = [...selection.bits].map(([parameterId, bit]) => sql.raw(`(${parameterId}, ${bit})`));
    selectionJoins = sql`left join ${selection.masks} m on m.product_id = p.id
      left join (values ${sql.join(bits, sql`, `)}) as sel(parameter_id, bit) on sel.parameter_id = v.parameter_id`;
    counted = sql`${others} and (coalesce(m.mask, 0) | coalesce(sel.bit, 0)) = ${sql.raw(String(selection.full))}`;
  }
  const scope = scopeCondition(parts);
  const [options, counts] = await Promise.all([
    remember(`parameter options ${lng} ${categoryIds.join(',')}`, () => parameterOptions(db, lng, categoryIds)),
    rawRows<{ value_id: number; count: number }>(
      db,
      sql`select v.id as value_id, count(*) filter (where ${counted})::int as count
      from products p
      join product_parameters pp on pp.product_id = p.id
      join parameter_values v on v.id = pp.value_id
      ${selectionJoins}
      ${scope ? sql`where ${scope}` : sql``}
      group by v.id`,
    ),
  ]);
  const found = counts
    .flatMap(({ value_id, count }) => {
      const option = options.get(value_id);
      return option ? [{ id: value_id, count, option }] : [];
    })
    .sort((a, b) => a.option.order - b.option.order);
  const byParameter = new Map<number, ParameterFacetWire>();
  for (const { id, count, option } of found) {
    let parameter = byParameter.get(option.parameterId);
    if (!parameter)
      byParameter.set(
        option.parameterId,
        (parameter = { id: option.parameterId, code: option.code, name: option.name, options: [] }),
      );
    parameter.options.push({ id, code: option.valueCode, value: option.value, count });
  }
  return [...byParameter.values()];
}
