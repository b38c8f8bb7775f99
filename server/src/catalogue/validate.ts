import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { wholeCentsKeyword } from '../lib/whole-cents';
import { catalogueSchema, type CatalogueFile } from './shape';
import { atOf, placeAtPath, placeIn, type Problem, type ProblemCode, type ProblemValues } from './problems';
import { MAX_PROBLEMS } from './structure';
import type { KnownCodes } from './known-codes';
import { checkReferences } from './validate-references';

export type { Problem } from './problems';

const LISTS = ['images', 'parameters', 'brands', 'categories', 'products', 'footers', 'groups'] as const;
type ListName = (typeof LISTS)[number];

type Checks = {
  top: ValidateFunction;
  record: Record<ListName, { passes: ValidateFunction; places: ValidateFunction }>;
};
let compiled: Checks | undefined;

/**
 * The schema's checks, compiled on the first catalogue checked: compiling them takes about 0.1 s of
 * CPU, which a process that never imports a catalogue (a start on a database that holds one, each
 * test's app on a copy of the seed) does not spend.
 *
 * The file's fields are checked once; its records one by one, so a list of a million bad entries
 * costs what the first MAX_PROBLEMS of them cost, never an error object per entry. A record is
 * checked first with allErrors off (stops at its first problem, the common passing case); only a
 * failing one is checked again with allErrors on, for one problem per place within that record.
 */
function checks(): Checks {
  if (compiled) return compiled;
  const fast = new Ajv({ allErrors: false, strict: false, keywords: [wholeCentsKeyword] });
  const placed = new Ajv({ allErrors: true, strict: false, keywords: [wholeCentsKeyword] });
  addFormats(fast);
  addFormats(placed);
  compiled = {
    top: placed.compile({
      ...catalogueSchema,
      properties: Object.fromEntries(LISTS.map((list) => [list, { type: 'array' }])),
    }),
    record: Object.fromEntries(
      LISTS.map((list) => [
        list,
        {
          passes: fast.compile(catalogueSchema.properties[list].items),
          places: placed.compile(catalogueSchema.properties[list].items),
        },
      ]),
    ) as Checks['record'],
  };
  return compiled;
}

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

/** A schema keyword's error as a problem's code and values (problem-texts.ts). */
function shapeCause(error: ErrorObject): { code: ProblemCode; values: ProblemValues } {
  const params = error.params as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'required':
      return { code: 'required', values: { field: String(params.missingProperty) } };
    case 'additionalProperties':
      return { code: 'unknownField', values: { field: String(params.additionalProperty) } };
    case 'type':
      return { code: 'type', values: { type: String(params.type) } };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return {
        code: ({ '>=': 'atLeast', '<=': 'atMost', '>': 'greaterThan', '<': 'lessThan' } as const)[
          params.comparison as '>=' | '<=' | '>' | '<'
        ],
        values: { limit },
      };
    case 'minLength':
      return limit === 1 ? { code: 'empty', values: {} } : { code: 'minLength', values: { limit } };
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      return { code: error.keyword, values: { limit } };
    case 'pattern':
      return { code: 'pattern', values: { pattern: String(params.pattern) } };
    case 'format':
      return params.format === 'date-time' ? { code: 'dateTime', values: {} } : { code: 'invalid', values: {} };
    case 'enum':
      return { code: 'oneOf', values: { values: (params.allowedValues as unknown[]).map(String).join(', ') } };
    case 'x-whole-cents':
      return { code: 'cents', values: {} };
    default:
      return { code: 'invalid', values: {} };
  }
}

/**
 * One problem per place (a field failing two keywords is one mistake). A missing or unknown field
 * is placed at that field, so each one is reported.
 */
function addErrors(
  raw: Record<string, unknown>,
  prefix: string,
  errors: ErrorObject[],
  add: (problem: Problem) => void,
  seen: Set<string>,
) {
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    const named =
      error.keyword === 'required'
        ? params.missingProperty
        : error.keyword === 'additionalProperties'
          ? params.additionalProperty
          : undefined;
    const place = placeAtPath(raw, `${prefix}${error.instancePath}${named === undefined ? '' : `/${String(named)}`}`);
    const at = atOf(place);
    if (seen.has(at)) continue;
    seen.add(at);
    const reason =
      error.keyword === 'additionalProperties' ? `unknown field '${String(named)}'` : (error.message ?? 'is not valid');
    add({ at, reason, place, ...shapeCause(error) });
  }
}

/** The shape's problems: the file's fields, then its records one by one, yielding between slices. */
async function shapeProblems(raw: Record<string, unknown>, add: (problem: Problem) => void) {
  const seen = new Set<string>();
  const { top, record } = checks();
  if (!top(raw)) addErrors(raw, '', top.errors ?? [], add, seen);
  for (const list of LISTS) {
    const records = raw[list];
    if (!Array.isArray(records)) continue;
    const { passes, places } = record[list];
    for (let index = 0; index < records.length; index++) {
      if (index % RECORDS_PER_SLICE === RECORDS_PER_SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
      if (passes(records[index])) continue;
      places(records[index]);
      addErrors(raw, `/${list}/${index}`, places.errors ?? [], add, seen);
    }
  }
}

/** Whether `inner` is `outer` or lies within it (a field of the record, an entry of the list). */
function within(inner: Problem['place'], outer: Problem['place']): boolean {
  if (outer.list === null) return outer.field === '' || (inner.list === null && inner.field === outer.field);
  if (inner.list !== outer.list) return false;
  if (outer.index === null) return true;
  if (inner.index !== outer.index) return false;
  return (
    outer.field === '' ||
    inner.field === outer.field ||
    inner.field.startsWith(`${outer.field}.`) ||
    inner.field.startsWith(`${outer.field}[`)
  );
}

/** A reference problem's report into `add`, placed at the record's field. */
const referenceInto =
  (raw: Record<string, unknown>, add: (problem: Problem) => void): Parameters<typeof checkReferences>[2] =>
  (list, index, field, problem) => {
    const place = placeIn(raw, list, index, field);
    add({ at: atOf(place), place, ...problem });
  };

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
    const lists = LISTS.join(', ');
    return {
      file: {},
      problems: [
        {
          at: 'file',
          reason: `must be a JSON object with lists: ${lists}`,
          place: placeIn({}, null, null, ''),
          code: 'notObject',
          values: { lists },
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
    // then the references of every field that has the format's shape, so an import lists every problem at once
    const failed = new Set(shape.problems.map((problem) => problem.place.list ?? 'file'));
    const room = MAX_PROBLEMS - shape.problems.length;
    const beside = capped(room);
    let complete = true;
    // a field the shape already reported is not reported again by its texts or references
    const besideShape = (problem: Problem) => {
      if (!shape.problems.some((found) => within(problem.place, found.place))) beside.add(problem);
    };
    try {
      findNulCharacters(raw, besideShape);
      checkReferences(raw, known, referenceInto(raw, besideShape), failed);
    } catch (error) {
      if (!(error instanceof Full)) throw error;
      complete = false;
    }
    return { file: {}, problems: [...shape.problems, ...beside.problems], complete };
  }
  const file = input as CatalogueFile;
  const found = capped(MAX_PROBLEMS);
  try {
    findNulCharacters(raw, found.add);
    if (!found.problems.length) checkReferences(raw, known, referenceInto(raw, found.add));
  } catch (error) {
    if (!(error instanceof Full)) throw error;
    return { file, problems: found.problems, complete: false };
  }
  return { file, problems: found.problems, complete: true };
}

/** PostgreSQL text cannot hold U+0000; report each string that has one by its path. */
function findNulCharacters(file: Record<string, unknown>, add: (problem: Problem) => void) {
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (value.includes('\u0000')) {
        const place = placeAtPath(file, path);
        add({ at: atOf(place), reason: 'must not contain NUL characters', place, code: 'nul', values: {} });
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}/${index}`));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, `${path}/${key}`);
    }
  };
  walk(file, '');
}
