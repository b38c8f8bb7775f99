/**
 * TypeBox building blocks of the wire schemas. A nullable field is written as JSON Schema's
 * `type: [T, 'null']` (not TypeBox's anyOf union), which is what the API's answers always declared:
 * Fastify's serializer writes it without trying each branch.
 */
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { MAX_ID } from './constants';

export const Id = (options: { minimum?: number; description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: MAX_ID, ...options });

/** The largest price the API takes (TMT); the database holds numeric(12,2). */
export const MAX_MONEY = 100_000_000;

/**
 * An amount of TMT: positive, at most MAX_MONEY, with at most two decimals. `x-whole-cents` is the
 * API's ajv keyword (server/src/edge/validation.ts) that checks it in integer cents; JSON Schema's
 * `multipleOf: 0.01` is a float division that refuses 19.99.
 */
export const Money = (options: { description?: string } = {}) =>
  Type.Number({
    exclusiveMinimum: 0,
    maximum: MAX_MONEY,
    'x-whole-cents': true,
    description: 'TMT, at most two decimals',
    ...options,
  });

/**
 * A text the shopper filled in: something besides spaces, and no NUL anywhere (PostgreSQL's text
 * cannot hold one). `\S` alone would match a NUL, so the visible character excludes it too.
 */
export const Text = (maxLength: number, description?: string) =>
  Type.String({
    minLength: 1,
    maxLength,
    pattern: '^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$',
    ...(description ? { description } : {}),
  });
/** A text that may be empty, with no NUL. */
export const OptionalText = (maxLength: number, description?: string) =>
  Type.String({ maxLength, pattern: '^[^\\u0000]*$', ...(description ? { description } : {}) });
/** OptionalText, or null. */
export const NullableText = (maxLength: number, description?: string) =>
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    maxLength,
    pattern: '^[^\\u0000]*$',
    ...(description ? { description } : {}),
  });

export const NullableString = (description?: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...(description ? { description } : {}) });
export const NullableInteger = () => Type.Unsafe<number | null>({ type: ['integer', 'null'] });
export const NullableNumber = () => Type.Unsafe<number | null>({ type: ['number', 'null'] });

/** An object or null, as `type: ['object', 'null']` with the object's properties. */
export function NullableObject<T extends TObject>(object: T) {
  const { properties, required } = object;
  return Type.Unsafe<Static<T> | null>({ type: ['object', 'null'], properties, ...(required ? { required } : {}) });
}

/** A string out of a fixed list, as `enum` (TypeBox's literal union would be an anyOf). */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { description?: string; default?: T[number] } = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** A reference to a schema registered by its $id (routes/schemas.ts), typed as that schema. */
export function RefTo<T extends TSchema & { $id?: string }>(schema: T) {
  if (!schema.$id) throw new Error('RefTo needs a schema with an $id');
  return Type.Unsafe<Static<T>>(Type.Ref(schema.$id));
}

/** The usual list answer: one page of rows and the number of rows under the whole filter. */
export function ListOf<T extends TSchema>(row: T, countDescription?: string) {
  return Type.Object({
    rows: Type.Array(row),
    count: Type.Integer(countDescription ? { description: countDescription } : {}),
  });
}
export interface ListWire<T> {
  rows: T[];
  count: number;
}
