import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { wholeCentsKeyword } from '../lib/whole-cents';
import { catalogueSchema, type CatalogueFile } from './shape';
import { MAX_PROBLEMS } from './structure';
import { checkFilterPanels, emptyKnownPanels, type KnownPanels } from './validate-panels';

export interface Problem {
  /** where in the file: 'products[12] (sku a55-1).price' */
  at: string;
  reason: string;
}

/** Codes already in the database that records in a file may refer to. */
export interface KnownCodes {
  images: Set<string>;
  parameters: Map<string, Set<string>>;
  brands: Set<string>;
  categories: Set<string>;
  products: Set<string>;
  /** parameter names and value texts, category parents and parameters: what filter panels show */
  panels: KnownPanels;
}

export const emptyKnownCodes = (): KnownCodes => ({
  images: new Set(),
  parameters: new Map(),
  brands: new Set(),
  categories: new Set(),
  products: new Set(),
  panels: emptyKnownPanels(),
});

const LISTS = ['images', 'parameters', 'brands', 'categories', 'products', 'footers', 'groups'] as const;
type ListName = (typeof LISTS)[number];

// The file's fields are checked once; its records one by one, so a list of a million bad entries
// costs what the first MAX_PROBLEMS of them cost, never an error object per entry. A record is
// checked first with allErrors off (stops at its first problem, the common passing case); only a
// failing one is checked again with allErrors on, for one problem per place within that record.
const fast = new Ajv({ allErrors: false, strict: false, keywords: [wholeCentsKeyword] });
const placed = new Ajv({ allErrors: true, strict: false, keywords: [wholeCentsKeyword] });
addFormats(fast);
addFormats(placed);
const checkTop = placed.compile({
  ...catalogueSchema,
  properties: Object.fromEntries(LISTS.map((list) => [list, { type: 'array' }])),
});
const checkRecord = Object.fromEntries(
  LISTS.map((list) => [
    list,
    {
      passes: fast.compile(catalogueSchema.properties[list].items),
      places: placed.compile(catalogueSchema.properties[list].items),
    },
  ]),
) as Record<ListName, { passes: ValidateFunction; places: ValidateFunction }>;

/** Records checked between two yields to the event loop, so /health answers during an import. */
const RECORDS_PER_SLICE = 500;

/** Thrown by a capped list of problems when it is full: the check stops there. */
class Full extends Error {}

/** A list of problems that holds at most `room` and ends the check that fills it. */
function capped(room: number) {
  const problems: Problem[] = [];
  return {
    problems,
    add(problem: Problem) {
      if (problems.length >= room) throw new Full();
      problems.push(problem);
    },
  };
}

function describe(file: Record<string, unknown>, path: string): string {
  const parts = path.split('/').slice(1);
  if (!parts.length) return 'file';
  let where = parts[0];
  if (parts.length > 1) {
    const list = file[parts[0]];
    const record = Array.isArray(list) ? (list[Number(parts[1])] as Record<string, unknown> | undefined) : undefined;
    const id =
      record && typeof record === 'object' ? (record.sku ?? record.code ?? record.slug ?? record.key) : undefined;
    where += `[${parts[1]}]${typeof id === 'string' ? ` (${record?.sku ? 'sku' : record?.slug ? 'slug' : record?.key ? 'key' : 'code'} ${id})` : ''}`;
  }
  for (const part of parts.slice(2)) where += /^\d+$/.test(part) ? `[${part}]` : `.${part}`;
  return where;
}

/** One problem per place (a field failing two keywords is one mistake). */
function addErrors(
  raw: Record<string, unknown>,
  prefix: string,
  errors: ErrorObject[],
  add: (problem: Problem) => void,
  seen: Set<string>,
) {
  for (const error of errors) {
    const at = describe(raw, `${prefix}${error.instancePath}`);
    if (seen.has(at)) continue;
    seen.add(at);
    add({
      at,
      reason:
        error.keyword === 'additionalProperties'
          ? `unknown field '${(error.params as { additionalProperty: string }).additionalProperty}'`
          : (error.message ?? 'is not valid'),
    });
  }
}

/** The shape's problems: the file's fields, then its records one by one, yielding between slices. */
async function shapeProblems(raw: Record<string, unknown>, add: (problem: Problem) => void) {
  const seen = new Set<string>();
  if (!checkTop(raw)) addErrors(raw, '', checkTop.errors ?? [], add, seen);
  for (const list of LISTS) {
    const records = raw[list];
    if (!Array.isArray(records)) continue;
    const { passes, places } = checkRecord[list];
    for (let index = 0; index < records.length; index++) {
      if (index % RECORDS_PER_SLICE === RECORDS_PER_SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
      if (passes(records[index])) continue;
      places(records[index]);
      addErrors(raw, `/${list}/${index}`, places.errors ?? [], add, seen);
    }
  }
}

export interface Validation {
  file: CatalogueFile;
  problems: Problem[];
  /** false when checking stopped at MAX_PROBLEMS and the rest of the file was not checked */
  complete: boolean;
}

/**
 * Checks a parsed catalogue file: its shape, then every reference, duplicate and rule, reporting
 * every problem at once up to MAX_PROBLEMS, where checking stops.
 */
export async function validateCatalogue(input: unknown, known: KnownCodes): Promise<Validation> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      file: {},
      problems: [
        {
          at: 'file',
          reason: 'must be a JSON object with lists: images, parameters, brands, categories, products, footers, groups',
        },
      ],
      complete: true,
    };
  }
  const raw = input as Record<string, unknown>;
  const shape = capped(MAX_PROBLEMS);
  try {
    await shapeProblems(raw, shape.add);
  } catch (error) {
    if (!(error instanceof Full)) throw error;
    return { file: {}, problems: shape.problems, complete: false };
  }
  if (shape.problems.length) {
    // then the references as far as the records can be followed, so an import lists every problem at once
    const references = capped(MAX_PROBLEMS);
    let complete = true;
    try {
      checkReferences(input as CatalogueFile, raw, known, references.add);
    } catch (error) {
      // Full, or a record too broken to follow further: its shape problems say why
      if (error instanceof Full) complete = false;
    }
    const places = shape.problems.map((problem) => problem.at);
    const beside = references.problems.filter((problem) => !places.some((at) => problem.at.startsWith(at)));
    const problems = [...shape.problems, ...beside];
    if (problems.length > MAX_PROBLEMS) complete = false;
    return { file: {}, problems: problems.slice(0, MAX_PROBLEMS), complete };
  }
  const file = input as CatalogueFile;
  const found = capped(MAX_PROBLEMS);
  try {
    findNulCharacters(raw, found.add);
    if (!found.problems.length) checkReferences(file, raw, known, found.add);
  } catch (error) {
    if (!(error instanceof Full)) throw error;
    return { file, problems: found.problems, complete: false };
  }
  return { file, problems: found.problems, complete: true };
}

/** Every reference, duplicate and rule of the file's records, into `problems`. */
function checkReferences(
  file: CatalogueFile,
  raw: Record<string, unknown>,
  known: KnownCodes,
  addProblem: (problem: Problem) => void,
) {
  const add = (list: string, index: number, field: string, reason: string) =>
    addProblem({ at: `${describe(raw, `/${list}/${index}`)}${field ? `.${field}` : ''}`, reason });

  const codesOf = (list: keyof CatalogueFile, id: (record: never) => string) => {
    const seen = new Map<string, number>();
    ((file[list] ?? []) as never[]).forEach((record, index) => {
      const value = id(record);
      if (seen.has(value)) add(list, index, '', `duplicates ${list}[${seen.get(value)}]`);
      else seen.set(value, index);
    });
    return new Set(seen.keys());
  };
  const images = new Set([...known.images, ...codesOf('images', (r: { key: string }) => r.key)]);
  const brands = new Set([...known.brands, ...codesOf('brands', (r: { code: string }) => r.code)]);
  const categories = new Set([...known.categories, ...codesOf('categories', (r: { code: string }) => r.code)]);
  const products = new Set([...known.products, ...codesOf('products', (r: { sku: string }) => r.sku)]);
  codesOf('parameters', (r: { code: string }) => r.code);
  codesOf('footers', (r: { slug: string }) => r.slug);
  codesOf('groups', (r: { code: string }) => r.code);
  const parameters = new Map(known.parameters);
  (file.parameters ?? []).forEach((parameter, index) => {
    const values = new Set<string>();
    parameter.values.forEach((value, valueIndex) => {
      if (values.has(value.code)) add('parameters', index, `values[${valueIndex}]`, `duplicates value '${value.code}'`);
      values.add(value.code);
    });
    parameters.set(parameter.code, values);
  });

  (file.brands ?? []).forEach((brand, index) => {
    if (brand.icon && !images.has(brand.icon)) add('brands', index, 'icon', `no image '${brand.icon}'`);
  });
  const parentOf = new Map((file.categories ?? []).map((category) => [category.code, category.parent ?? null]));
  (file.categories ?? []).forEach((category, index) => {
    if (category.icon && !images.has(category.icon)) add('categories', index, 'icon', `no image '${category.icon}'`);
    if (category.parent && !categories.has(category.parent))
      add('categories', index, 'parent', `no category '${category.parent}'`);
    const visited = new Set([category.code]);
    for (let parent = category.parent ?? null; parent; parent = parentOf.get(parent) ?? null) {
      if (visited.has(parent)) {
        add('categories', index, 'parent', 'makes a cycle of parents');
        break;
      }
      visited.add(parent);
    }
    (category.parameters ?? []).forEach((code, paramIndex) => {
      if (!parameters.has(code)) add('categories', index, `parameters[${paramIndex}]`, `no parameter '${code}'`);
    });
  });
  (file.products ?? []).forEach((product, index) => {
    if (!categories.has(product.category)) add('products', index, 'category', `no category '${product.category}'`);
    if (!brands.has(product.brand)) add('products', index, 'brand', `no brand '${product.brand}'`);
    if (product.oldPrice != null && product.oldPrice <= product.price)
      add('products', index, 'oldPrice', 'must be greater than price');
    product.images.forEach((key, imageIndex) => {
      if (!images.has(key)) add('products', index, `images[${imageIndex}]`, `no image '${key}'`);
    });
    for (const [code, value] of Object.entries(product.parameters ?? {})) {
      const values = parameters.get(code);
      if (!values) {
        add('products', index, `parameters.${code}`, `no parameter '${code}'`);
        continue;
      }
      for (const valueCode of Array.isArray(value) ? value : [value]) {
        if (!values.has(valueCode))
          add('products', index, `parameters.${code}`, `parameter '${code}' has no value '${valueCode}'`);
      }
    }
    for (const kind of ['offerto', 'sameto'] as const) {
      (product[kind] ?? []).forEach((sku, linkIndex) => {
        if (sku === product.sku) add('products', index, `${kind}[${linkIndex}]`, 'links the product to itself');
        else if (!products.has(sku)) add('products', index, `${kind}[${linkIndex}]`, `no product '${sku}'`);
      });
    }
  });
  checkFilterPanels(file, known.panels, (list, index, field, reason) => add(list, index, field, reason));
  (file.groups ?? []).forEach((group, index) => {
    const pool = group.kind === 'product' ? products : group.kind === 'brand' ? brands : categories;
    group.items.forEach((item, itemIndex) => {
      if (!pool.has(item)) add('groups', index, `items[${itemIndex}]`, `no ${group.kind} '${item}'`);
    });
  });
}

/** PostgreSQL text cannot hold U+0000; report each string that has one by its path. */
function findNulCharacters(file: Record<string, unknown>, add: (problem: Problem) => void) {
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (value.includes('\u0000')) add({ at: describe(file, path), reason: 'must not contain NUL characters' });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}/${index}`));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, `${path}/${key}`);
    }
  };
  walk(file, '');
}
