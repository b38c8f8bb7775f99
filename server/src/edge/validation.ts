import { AjvCompiler } from '@fastify/ajv-compiler';
import type { ErrorObject } from 'ajv';
import { wholeCentsKeyword } from '../lib/whole-cents';

/** Fastify's ajv options (app.ts): query strings coerced to the declared types, money in whole cents. */
export const AJV_OPTIONS = {
  customOptions: {
    coerceTypes: 'array' as const,
    removeAdditional: false,
    allErrors: false,
    keywords: [wholeCentsKeyword],
  },
};

/**
 * Where `data` holds a number that is not finite, as a JSON pointer ('/limit', '/ids/3'), or
 * undefined. Walks without recursion: bodies are depth-limited already, query strings are flat.
 */
export function nonFiniteAt(data: unknown): string | undefined {
  const pending: [unknown, string][] = [[data, '']];
  while (pending.length > 0) {
    const [value, at] = pending.pop()!;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return at;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => pending.push([item, `${at}/${i}`]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push([item, `${at}/${key}`]);
    }
  }
  return undefined;
}

interface ValidateContext {
  parentData: Record<string, unknown>;
  parentDataProperty: string;
}
type Validate = ((data: unknown, context?: ValidateContext) => unknown) & {
  errors?: ErrorObject[] | null;
  schemaEnv?: unknown;
};

/**
 * A validator that also refuses numbers that are not finite. Ajv coerces the text 'Infinity',
 * '-Infinity' or '1e309' of a query string or path to ±Infinity, then skips `minimum` and `maximum`
 * for a value that is not finite, so `limit=Infinity` passed as an integer and reached the
 * database. JSON cannot carry such a number (ajv refuses a parsed 1e400), so any left after
 * validation came from coercion: refused here, once, for every route and every part.
 */
function refusingNonFinite(validate: Validate): Validate {
  const checked: Validate = (data, context) => {
    const valid = validate(data, context);
    if (typeof valid !== 'boolean') return valid; // an $async schema's promise (the API has none)
    if (!valid) {
      checked.errors = validate.errors;
      return valid;
    }
    // Coercion may have replaced the part itself (an array around a lone value): read it back.
    const validated = context ? context.parentData[context.parentDataProperty] : data;
    const at = nonFiniteAt(validated);
    if (at === undefined) {
      checked.errors = null;
      return true;
    }
    checked.errors = [
      { keyword: 'finite', instancePath: at, schemaPath: '#', params: {}, message: 'must be a finite number' },
    ];
    return false;
  };
  // Fastify passes the parent object only to ajv's own validators (they mark it with schemaEnv).
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

/** Fastify's own ajv validator compiler, its validators wrapped by refusingNonFinite. */
export function finiteNumbersValidator() {
  const buildCompiler = AjvCompiler();
  return (...args: Parameters<typeof buildCompiler>) => {
    const compile = buildCompiler(...args) as unknown as (route: unknown) => Validate;
    return ((route: unknown) => refusingNonFinite(compile(route))) as unknown as ReturnType<typeof buildCompiler>;
  };
}
