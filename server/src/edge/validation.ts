import { AjvCompiler } from '@fastify/ajv-compiler';
import type { ErrorObject } from 'ajv';
import { personNameKeyword } from '../lib/person-name';
import { wholeCentsKeyword } from '../lib/whole-cents';
import { atFirstUse } from './first-use';

/**
 * Fastify's ajv options (app.ts): query strings, paths and headers coerced to the declared types,
 * money in whole cents, a person's name under the contract's name rule. Bodies are compiled without coercion (lazyValidators).
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
 * Fastify's own ajv validator compiler, its validators wrapped by refusingNonFinite and compiled
 * when a route first validates a request, instead of every route's at ready(): compiling them all
 * was most of what building an app cost (about 0.2 s of CPU, and a test run builds hundreds of
 * apps), though a request needs only its own route's. Query strings, paths and headers are text, so
 * their ajv coerces them to the declared types ('2' is 2); a JSON body carries its own types, so
 * its ajv has `coerceTypes: false` and `"0x10"`, `" 2 "`, `true` or `[2]` where a whole number is
 * declared is a 400, like any other wrong type (docs/adr/010). `compileAll` compiles those not
 * yet used and answers how many, which is how a test shows that every route's schemas compile.
 */
export function lazyValidators(): { buildValidator: BuildCompiler; compileAll(): number } {
  const buildCompiler = AjvCompiler();
  const firstUse = atFirstUse();
  const buildValidator = (externalSchemas: Parameters<BuildCompiler>[0], options?: CompilerOptions) => {
    const given = options ?? {};
    // Each ajv instance is made when its first route compiles (fastify pools them by options).
    let coercing: CompileRoute | undefined;
    let exact: CompileRoute | undefined;
    const compilerFor = (httpPart: string | undefined): CompileRoute => {
      if (httpPart !== 'body') return (coercing ??= buildCompiler(externalSchemas, given) as unknown as CompileRoute);
      const customOptions = { ...given.customOptions, coerceTypes: false };
      return (exact ??= buildCompiler(externalSchemas, {
        ...given,
        customOptions,
      } as CompilerOptions) as unknown as CompileRoute);
    };
    const compile: CompileRoute = (route) => {
      const compiled = firstUse.later(() => refusingNonFinite(compilerFor(route.httpPart)(route)));
      const lazy: Validate = (data, context) => {
        const own = compiled();
        const valid = own(data, context);
        lazy.errors = own.errors;
        return valid;
      };
      // Every validator here is ajv's, which takes the parent object: fastify passes it to a
      // validator that carries schemaEnv, and the compiled one's is not known yet.
      lazy.schemaEnv = true;
      return lazy;
    };
    return compile as unknown as ReturnType<BuildCompiler>;
  };
  return { buildValidator: buildValidator as BuildCompiler, compileAll: firstUse.compileAll };
}
