/**
 * A catalogue file's references, repeats and rules (catalogue/validate.ts checks its shape first).
 * Each record is followed only as far as its fields are what the format says: after shape problems
 * the references of every other field are still checked, so an import lists every problem at once
 * (so an editor mends the file in one round), and a field that is not what the format says is
 * reported by the shape alone.
 */
import type { ProblemCode, ProblemValues } from './problems';
import type { CatalogueFile } from './shape';
import type { KnownCodes } from './known-codes';
import { checkFilterPanels } from './validate-panels';

/** A problem at a record's field ('' for the record). */
export type AddReference = (
  list: keyof CatalogueFile,
  index: number,
  field: string,
  problem: { code: ProblemCode; values: ProblemValues; reason: string },
) => void;

const isText = (value: unknown): value is string => typeof value === 'string';
const texts = (value: unknown): { item: string; at: number }[] =>
  Array.isArray(value) ? value.flatMap((item: unknown, at) => (isText(item) ? [{ item, at }] : [])) : [];
/** A list's records that are objects, with their positions. */
const records = (file: Record<string, unknown>, list: string) => {
  const value = file[list];
  return Array.isArray(value)
    ? value.flatMap((record: unknown, index) =>
        record && typeof record === 'object' && !Array.isArray(record)
          ? [{ record: record as Record<string, unknown>, index }]
          : [],
      )
    : [];
};

/**
 * Every reference, duplicate and rule of the file's records, into `add`. `shapeFailed`: lists with
 * a record that failed its shape; the filter panels (which read whole parameters and categories)
 * are checked only when neither of their lists has one.
 */
export function checkReferences(
  raw: Record<string, unknown>,
  known: KnownCodes,
  add: AddReference,
  shapeFailed: ReadonlySet<string> = new Set(),
): void {
  const codesOf = (list: keyof CatalogueFile, idField: string) => {
    const seen = new Map<string, number>();
    for (const { record, index } of records(raw, list)) {
      const value = record[idField];
      if (!isText(value)) continue;
      const first = seen.get(value);
      if (first !== undefined)
        add(list, index, '', {
          code: 'duplicate',
          values: { number: first + 1 },
          reason: `duplicates ${list}[${first}]`,
        });
      else seen.set(value, index);
    }
    return new Set(seen.keys());
  };
  const images = new Set([...known.images, ...codesOf('images', 'key')]);
  const brands = new Set([...known.brands, ...codesOf('brands', 'code')]);
  const categories = new Set([...known.categories, ...codesOf('categories', 'code')]);
  const products = new Set([...known.products, ...codesOf('products', 'sku')]);
  codesOf('parameters', 'code');
  codesOf('footers', 'slug');
  codesOf('groups', 'code');
  const parameters = new Map(known.parameters);
  for (const { record: parameter, index } of records(raw, 'parameters')) {
    if (!isText(parameter.code)) continue;
    const values = new Set<string>();
    for (const { record: value, index: valueIndex } of records(parameter, 'values')) {
      if (!isText(value.code)) continue;
      if (values.has(value.code))
        add('parameters', index, `values[${valueIndex}]`, {
          code: 'duplicateValue',
          values: { code: value.code },
          reason: `duplicates value '${value.code}'`,
        });
      values.add(value.code);
    }
    parameters.set(parameter.code, values);
  }
  const missing =
    (list: keyof CatalogueFile, index: number, field: string, code: ProblemCode, what: string) => (value: string) =>
      add(list, index, field, { code, values: { code: value }, reason: `no ${what} '${value}'` });

  for (const { record: brand, index } of records(raw, 'brands')) {
    if (isText(brand.icon) && !images.has(brand.icon)) missing('brands', index, 'icon', 'noImage', 'image')(brand.icon);
  }
  const parentOf = new Map(
    records(raw, 'categories').flatMap(({ record }) =>
      isText(record.code) ? [[record.code, isText(record.parent) ? record.parent : null] as const] : [],
    ),
  );
  for (const { record: category, index } of records(raw, 'categories')) {
    if (isText(category.icon) && !images.has(category.icon))
      missing('categories', index, 'icon', 'noImage', 'image')(category.icon);
    if (isText(category.parent) && !categories.has(category.parent))
      missing('categories', index, 'parent', 'noCategory', 'category')(category.parent);
    if (isText(category.code)) {
      const visited = new Set([category.code]);
      for (
        let parent = isText(category.parent) ? category.parent : null;
        parent;
        parent = parentOf.get(parent) ?? null
      ) {
        if (visited.has(parent)) {
          add('categories', index, 'parent', { code: 'cycle', values: {}, reason: 'makes a cycle of parents' });
          break;
        }
        visited.add(parent);
      }
    }
    for (const { item: code, at } of texts(category.parameters)) {
      if (!parameters.has(code)) missing('categories', index, `parameters[${at}]`, 'noParameter', 'parameter')(code);
    }
  }
  for (const { record: product, index } of records(raw, 'products')) {
    if (isText(product.category) && !categories.has(product.category))
      missing('products', index, 'category', 'noCategory', 'category')(product.category);
    if (isText(product.brand) && !brands.has(product.brand))
      missing('products', index, 'brand', 'noBrand', 'brand')(product.brand);
    if (typeof product.oldPrice === 'number' && typeof product.price === 'number' && product.oldPrice <= product.price)
      add('products', index, 'oldPrice', { code: 'oldPrice', values: {}, reason: 'must be greater than price' });
    for (const { item: key, at } of texts(product.images)) {
      if (!images.has(key)) missing('products', index, `images[${at}]`, 'noImage', 'image')(key);
    }
    const linked = product.parameters;
    for (const [code, value] of Object.entries(linked && typeof linked === 'object' ? linked : {})) {
      const values = parameters.get(code);
      if (!values) {
        missing('products', index, `parameters.${code}`, 'noParameter', 'parameter')(code);
        continue;
      }
      for (const valueCode of (Array.isArray(value) ? value : [value]).filter(isText)) {
        if (!values.has(valueCode))
          add('products', index, `parameters.${code}`, {
            code: 'noValue',
            values: { parameter: code, value: valueCode },
            reason: `parameter '${code}' has no value '${valueCode}'`,
          });
      }
    }
    for (const kind of ['offerto', 'sameto'] as const) {
      for (const { item: sku, at } of texts(product[kind])) {
        if (sku === product.sku)
          add('products', index, `${kind}[${at}]`, {
            code: 'linksItself',
            values: {},
            reason: 'links the product to itself',
          });
        else if (!products.has(sku)) missing('products', index, `${kind}[${at}]`, 'noProduct', 'product')(sku);
      }
    }
  }
  if (!shapeFailed.has('parameters') && !shapeFailed.has('categories'))
    checkFilterPanels(raw as CatalogueFile, known.panels, add);
  const pools = { product: products, brand: brands, category: categories } as const;
  const codes = { product: 'noProduct', brand: 'noBrand', category: 'noCategory' } as const;
  for (const { record: group, index } of records(raw, 'groups')) {
    const kind = group.kind as keyof typeof pools;
    if (!Object.hasOwn(pools, kind)) continue;
    for (const { item, at } of texts(group.items)) {
      if (!pools[kind].has(item)) missing('groups', index, `items[${at}]`, codes[kind], kind)(item);
    }
  }
}
