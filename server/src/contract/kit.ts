/**
 * TypeBox building blocks of the wire schemas. A nullable field is written as JSON Schema's
 * `type: [T, 'null']` (not TypeBox's anyOf union), which is what the API's answers always declared:
 * Fastify's serializer writes it without trying each branch.
 */
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { MAX_ID } from './constants';
import { PERSON_NAME_DESCRIPTION, PHONE_DESCRIPTION, PHONE_MAX_LENGTH } from './identity-rules';
import { MAX_MONEY } from './product-rules';

export const Id = (options: { minimum?: number; description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: MAX_ID, ...options });

export { MAX_MONEY };

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
 * The one text rule (docs/adr/010): no string the API accepts holds a control character. C0
 * controls and DEL are refused (tab, line feed and carriage return too, but in a field with
 * lines), and so is half a surrogate pair alone, which is not a character and has no UTF-8:
 * PostgreSQL's text cannot hold a NUL (it answered 500) and would store U+FFFD for half a pair.
 * The pattern means the same with and without the `u` flag (ajv compiles with it, TypeBox's
 * compiler of the chat frames without): a pair is one character outside the refused range with
 * it, and the two halves in a row without it. A refusal costs linear time: each part of the
 * pattern takes characters its neighbours do not, so no position is tried twice. Being a
 * pattern, the rule is in the OpenAPI document too.
 */
const CONTROLS = { line: '\\u0000-\\u001f\\u007f', lines: '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f' };
const PAIR = '[\\ud800-\\udbff][\\udc00-\\udfff]';

export interface TextRule {
  /** tab, line feed and carriage return allowed (a note, a message, a description) */
  lines?: boolean;
  /** something besides spaces is needed */
  visible?: boolean;
}

/** The pattern of the text rule, for a schema of the contract's own (kit's factories use it). */
export function textPattern({ lines = false, visible = false }: TextRule = {}): string {
  const controls = lines ? CONTROLS.lines : CONTROLS.line;
  const char = `(?:[^${controls}\\ud800-\\udfff]|${PAIR})`;
  if (!visible) return `^${char}*$`;
  // Spaces that are not controls, then one character that is neither, then any characters.
  return `^[^\\S${controls}]*(?:[^\\s${controls}\\ud800-\\udfff]|${PAIR})${char}*$`;
}

export interface TextOptions extends TextRule {
  /** left out only where something else bounds the text (a URL's size, a chat frame's) */
  maxLength?: number;
  minLength?: number;
  description?: string;
}

/**
 * Every string the API accepts is made here or by Format, so none misses the text rule;
 * tests/security/control-characters.test.ts checks every field of every route and frame.
 */
export const Str = ({ lines, visible, description, ...limits }: TextOptions) =>
  Type.String({ ...limits, pattern: textPattern({ lines, visible }), ...(description ? { description } : {}) });

/**
 * A string of a fixed format (a code, a date, an id list): its pattern lists the characters it
 * takes, none of them a control character.
 */
export const Format = (
  pattern: string,
  options: { minLength?: number; maxLength?: number; description?: string } = {},
) => Type.String({ ...options, pattern });

/** A text the shopper filled in: something besides spaces, on one line unless `lines`. */
export const Text = (maxLength: number, description?: string, rule: { lines?: boolean } = {}) =>
  Str({ minLength: 1, maxLength, description, visible: true, ...rule });
/**
 * A phone as typed; the one phone rule (identity-rules.ts `normalisePhone`) reads it in the API's
 * services, where a refusal gets its own translated message rather than the schema's.
 */
export const Phone = () => Str({ minLength: 1, maxLength: PHONE_MAX_LENGTH, description: PHONE_DESCRIPTION });
/**
 * A person's name (a recipient's, the profile's, a back-in-stock alert's full name) under the one
 * person-name rule (identity-rules.ts `personNameProblem`): `x-person-name` is the API's ajv keyword
 * (server/src/lib/person-name.ts) that applies it, after the text rule. `required: false` takes an
 * empty text (an optional name, or one being cleared).
 */
export const PersonName = (maxLength: number, { required = true }: { required?: boolean } = {}) =>
  Type.String({
    ...(required ? { minLength: 1 } : {}),
    maxLength,
    pattern: textPattern({ visible: required }),
    description: PERSON_NAME_DESCRIPTION,
    'x-person-name': true,
  });
/** A text that may be empty. */
export const OptionalText = (maxLength: number, description?: string, rule: { lines?: boolean } = {}) =>
  Str({ maxLength, description, ...rule });
/** OptionalText, or null. */
export const NullableText = (maxLength: number, description?: string, rule: { lines?: boolean } = {}) =>
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    maxLength,
    pattern: textPattern(rule),
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
