import type { KeywordDefinition, SchemaValidateFunction } from 'ajv';
import { toCents } from '../db/money';

const REASON = 'must have at most two decimals';

/**
 * `x-whole-cents: true` on a number schema: at most two decimals, checked in integer cents
 * (`toCents`). JSON Schema's `multipleOf: 0.01` is a float division and refuses 19.99. The API's
 * validation (edge/validation.ts) and the catalogue import (catalogue/validate.ts) both add it.
 */
const hasWholeCents: SchemaValidateFunction = (wanted: boolean, value: number) => {
  // A value that is not finite is left to the checks that name it so (edge/validation.ts).
  const valid = !wanted || !Number.isFinite(value) || toCents(value) !== undefined;
  hasWholeCents.errors = valid ? undefined : [{ keyword: 'x-whole-cents', message: REASON, params: {} }];
  return valid;
};

export const wholeCentsKeyword: KeywordDefinition = {
  keyword: 'x-whole-cents',
  type: 'number',
  schemaType: 'boolean',
  validate: hasWholeCents,
};
