import { AjvCompiler } from '@fastify/ajv-compiler';
import type { ErrorObject } from 'ajv';
import { personNameKeyword } from '../lib/person-name';
import { wholeCentsKeyword } from '../lib/whole-cents';

/**
 * Fastify's ajv options (app.ts): query strings, paths and headers coerced to the declared types,
 * money in whole cents, a person's name under the contract's name rule. Bodies are compiled without coercion (finiteNumbersValidator).
 */
export const AJV_OPTIONS = {
  customOptions: {
    coerceTypes: 'array' as const,
    removeAdditional: false,
    allErrors: false,
    keywords: [wholeCentsKeyword, personNameKeyword],
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

type BuildCompiler = ReturnType<typeof AjvCompiler>;
type CompilerOptions = NonNullable<Parameters<BuildCompiler>[1]>;
type CompileRoute = (route: { httpPart?: string }) => Validate;

/**
 * Fastify's own ajv validator compiler, its validators wrapped by refusingNonFinite. Query strings,
 * paths and headers are text, so their ajv coerces them to the declared types ('2' is 2); a JSON
 * body carries its own types, so its ajv has `coerceTypes: false` and `"0x10"`, `" 2 "`, `true` or
 * `[2]` where a whole number is declared is a 400, like any other wrong type (docs/adr/010).
 */
export function finiteNumbersValidator() {
  const buildCompiler = AjvCompiler();
  return (externalSchemas: Parameters<BuildCompiler>[0], options?: CompilerOptions) => {
    const given = options ?? {};
    const coercing = buildCompiler(externalSchemas, given) as unknown as CompileRoute;
    const customOptions = { ...given.customOptions, coerceTypes: false };
    const exact = buildCompiler(externalSchemas, {
      ...given,
      customOptions,
    } as CompilerOptions) as unknown as CompileRoute;
    const compile: CompileRoute = (route) => refusingNonFinite((route.httpPart === 'body' ? exact : coercing)(route));
    return compile as unknown as ReturnType<BuildCompiler>;
  };
}
