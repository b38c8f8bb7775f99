/**
 * A problem of a catalogue file, as validation finds it: where (`place`, and `at` in the file's own
 * notation, 'products[12] (sku a55-1).price'), what (`code` and its `values`) and `reason`, the
 * technical English the command line prints. The editors' page shows the place and the cause in
 * its language (problem-texts.ts).
 */
export const PROBLEM_LISTS = ['images', 'parameters', 'brands', 'categories', 'products', 'footers', 'groups'] as const;
export type ProblemList = (typeof PROBLEM_LISTS)[number];

export interface ProblemPlace {
  /** null: the file itself */
  list: ProblemList | null;
  /** the record's position in its list, from 0; null: the list itself */
  index: number | null;
  /** what names the record in the file: its sku, code, slug or key */
  id: { kind: 'sku' | 'code' | 'slug' | 'key'; value: string } | null;
  /** the field within the record (or the file) in the file's notation, 'images[2]'; '' for the record */
  field: string;
}

export const PROBLEM_CODES = [
  // the shape (JSON schema keywords)
  'required',
  'unknownField',
  'type',
  'atLeast',
  'atMost',
  'greaterThan',
  'lessThan',
  'empty',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'dateTime',
  'oneOf',
  'cents',
  'invalid',
  'notObject',
  // references, repeats and rules
  'duplicate',
  'duplicateValue',
  'duplicateParameter',
  'noImage',
  'noCategory',
  'noBrand',
  'noParameter',
  'noValue',
  'noProduct',
  'cycle',
  'oldPrice',
  'linksItself',
  'nul',
  'sameValueText',
  'panelClash',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];
export type ProblemValues = Record<string, string | number>;

export interface Problem {
  /** where in the file: 'products[12] (sku a55-1).price' */
  at: string;
  /** the cause in technical English (the command line's) */
  reason: string;
  place: ProblemPlace;
  code: ProblemCode;
  values: ProblemValues;
}

const ID_FIELDS = ['sku', 'code', 'slug', 'key'] as const;

/** The place of a record (or a list, or the file) and a field within it. */
export function placeIn(
  file: Record<string, unknown>,
  list: string | null,
  index: number | null,
  field: string,
): ProblemPlace {
  const known = (PROBLEM_LISTS as readonly string[]).includes(list ?? '') ? (list as ProblemList) : null;
  if (!known)
    return { list: null, index: null, id: null, field: list ? [list, field].filter(Boolean).join('.') : field };
  const records = file[known];
  const record = index !== null && Array.isArray(records) ? (records[index] as unknown) : undefined;
  let id: ProblemPlace['id'] = null;
  if (record && typeof record === 'object') {
    const kind = ID_FIELDS.find((name) => typeof (record as Record<string, unknown>)[name] === 'string');
    if (kind) id = { kind, value: (record as Record<string, string>)[kind] };
  }
  return { list: known, index, id, field };
}

/** The place from a JSON pointer into the file ('/products/12/images/0'). */
export function placeAtPath(file: Record<string, unknown>, path: string): ProblemPlace {
  const parts = path.split('/').slice(1);
  if (!parts.length) return placeIn(file, null, null, '');
  const index = parts.length > 1 && /^\d+$/.test(parts[1]) ? Number(parts[1]) : null;
  const rest = index === null ? parts.slice(1) : parts.slice(2);
  const field = rest.map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
  return placeIn(file, parts[0], index, field);
}

/** The place in the file's notation: 'products[12] (sku a55-1).price', 'file'. */
export function atOf(place: ProblemPlace): string {
  if (!place.list) return place.field ? place.field : 'file';
  let at: string = place.list;
  if (place.index !== null) {
    at += `[${String(place.index)}]`;
    if (place.id) at += ` (${place.id.kind} ${place.id.value})`;
  }
  if (place.field) at += place.field.startsWith('[') ? place.field : `.${place.field}`;
  return at;
}
