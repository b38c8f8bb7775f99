import { sql, type SQL } from 'drizzle-orm';
import { MAX_FILTER_PARAMETERS } from '../contract/constants';
import type { Db } from '../db/client';
import { RefusedRequest } from '../edge/refused-request';
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
  parameters: ParameterSelection | null;
  search: Search | null;
}

/**
 * The shopper's parameter options as one bit mask per product: each selected parameter owns a bit,
 * and a product's mask has the bits of the parameters it has a selected option of. "Every
 * parameter's selection" is then `mask = full`, and "every one but X's" is `mask | bit(X) = full`:
 * one pass over the selected options' rows however many parameters and options are chosen, where a
 * semi-join per parameter makes the planner's work grow exponentially (docs/adr/014).
 */
export interface ParameterSelection {
  /** (product_id, mask) for the products that have at least one selected option */
  masks: SQL;
  /** every selected parameter's bit */
  full: number;
  /** parameter id -> its bit */
  bits: Map<number, number>;
  /** an option id that no parameter has: nothing matches */
  unknownOption: boolean;
}

export interface LeftOut {
  brands?: boolean;
  price?: boolean;
  parameterId?: number;
  /** every parameter's selection (the parameter facets weigh it per option themselves) */
  parameters?: boolean;
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

/** The selected options grouped by parameter, a bit per parameter. */
async function parameterConditions(db: Db, valueIds: number[]): Promise<ParameterSelection | null> {
  const wanted = [...new Set(valueIds)];
  if (!wanted.length) return null;
  const rows = await preparedOnce(db, 'parameter_of_values', (name) =>
    db
      .select({ id: parameterValues.id, parameterId: parameterValues.parameterId })
      .from(parameterValues)
      .where(sql`${parameterValues.id} = any(${sql.placeholder('ids')})`)
      .prepare(name),
  ).execute({ ids: wanted });
  const bits = new Map<number, number>();
  for (const { parameterId } of rows) if (!bits.has(parameterId)) bits.set(parameterId, 1 << bits.size);
  if (bits.size > MAX_FILTER_PARAMETERS)
    throw new RefusedRequest(400, 'tooManyFilterParameters', { limit: MAX_FILTER_PARAMETERS });
  const selected = rows.map(
    ({ id, parameterId }) => sql`(${sql.raw(String(id))}, ${sql.raw(String(bits.get(parameterId)))})`,
  );
  const masks = selected.length
    ? sql`(select pp.product_id, bit_or(s.bit) as mask from product_parameters pp
        join (values ${sql.join(selected, sql`, `)}) as s(value_id, bit) on s.value_id = pp.value_id
        group by pp.product_id)`
    : sql`(select 0 as product_id, 0 as mask where false)`;
  return { masks, full: (1 << bits.size) - 1, bits, unknownOption: rows.length < wanted.length };
}

/** Products having an option of every selected parameter, except `omitParameterId`'s; null: no condition. */
function parameterCondition(selection: ParameterSelection | null, omitParameterId?: number): SQL | null {
  if (!selection) return null;
  if (selection.unknownOption) return sql`false`;
  const omitted = omitParameterId === undefined ? 0 : (selection.bits.get(omitParameterId) ?? 0);
  if ((selection.full & ~omitted) === 0) return null;
  return sql`p.id in (select m.product_id from ${selection.masks} m
    where m.mask | ${sql.raw(String(omitted))} = ${sql.raw(String(selection.full))})`;
}

/**
 * The conditions a facet can leave out (brands, price, parameter options), except those named in
 * `omit`, as one SQL condition (`true` when none).
 */
export function facetCondition(parts: FilterParts, omit: LeftOut = {}): SQL {
  const where: SQL[] = [];
  if (parts.brands && !omit.brands) where.push(parts.brands);
  if (!omit.price) where.push(...parts.price);
  const parameters = omit.parameters ? null : parameterCondition(parts.parameters, omit.parameterId);
  if (parameters) where.push(parameters);
  return where.length ? sql`(${sql.join(where, sql` and `)})` : sql`true`;
}

/** The scope and the facet conditions except those named in `omit`, as one condition over `products p`. */
export function conditionOf(parts: FilterParts, omit: LeftOut = {}): SQL {
  return sql.join([...parts.scope, facetCondition(parts, omit)], sql` and `);
}
