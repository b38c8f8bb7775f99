/**
 * The API's routes as its OpenAPI document (`app.swagger()`) describes them, for attacks that must
 * cover every route: a route added later is attacked without touching these tests.
 */
import type { FastifyInstance } from 'fastify';

export interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  nullable?: boolean;
  default?: unknown;
  anyOf?: JsonSchema[];
  'x-whole-cents'?: boolean;
}

export interface RouteParameter {
  in: 'query' | 'path';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface ApiRoute {
  method: string;
  /** OpenAPI's path, '/client/v4/products/{id}' */
  path: string;
  parameters: RouteParameter[];
  /** the JSON body's schema, $refs resolved */
  body?: JsonSchema;
  /** an editors' call: needs x-admin-token */
  admin: boolean;
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** The schema with every $ref replaced by its component (the API's schemas hold no cycles). */
function resolved(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  if (schema.$ref) return resolved(components[schema.$ref.replace('#/components/schemas/', '')], components);
  const copy: JsonSchema = { ...schema };
  if (schema.properties) {
    copy.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [name, resolved(property, components)]),
    );
  }
  if (schema.items) copy.items = resolved(schema.items, components);
  if (schema.anyOf) copy.anyOf = schema.anyOf.map((branch) => resolved(branch, components));
  return copy;
}

export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const document = app.swagger() as unknown as OpenApi;
  const components = document.components?.schemas ?? {};
  const routes: ApiRoute[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' || parameter.in === 'path')
        .map((parameter) => ({
          in: parameter.in as 'query' | 'path',
          name: parameter.name,
          required: parameter.in === 'path' || parameter.required === true,
          schema: resolved(parameter.schema, components),
        }));
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        parameters,
        body: bodySchema && resolved(bodySchema, components),
        admin: path.startsWith('/admin/'),
      });
    }
  }
  return routes;
}

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

export const isNumeric = (schema: JsonSchema) => typeOf(schema) === 'integer' || typeOf(schema) === 'number';

/** A value the schema accepts: the default, the first of an enum, or the smallest in range. */
export function validValue(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'integer':
      return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items && (schema.minItems ?? 0) > 0 ? [validValue(schema.items)] : [];
    case 'object': {
      const entries = (schema.required ?? []).map((name) => [name, validValue(schema.properties![name])]);
      if (entries.length === 0 && (schema.minProperties ?? 0) > 0) {
        const [name, property] = Object.entries(schema.properties ?? {})[0];
        entries.push([name, validValue(property)]);
      }
      return Object.fromEntries(entries);
    }
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.pattern?.startsWith('^[0-9]')) return '1';
      return 'a';
    default:
      return null;
  }
}

/**
 * Every numeric field of a body schema, as the path of keys and indexes to it and its schema:
 * `['ids', 0]`, `[0, 'props', 'ids', 0]`, `['price']`.
 */
export function numericFields(schema: JsonSchema, at: (string | number)[] = []): [(string | number)[], JsonSchema][] {
  if (isNumeric(schema)) return [[at, schema]];
  const found: [(string | number)[], JsonSchema][] = [];
  if (schema.items) found.push(...numericFields(schema.items, [...at, 0]));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    found.push(...numericFields(property, [...at, name]));
  }
  for (const branch of schema.anyOf ?? []) found.push(...numericFields(branch, at));
  return found;
}

/** A valid body with `value` put at `at` (the containers on the way are created as needed). */
export function bodyWith(schema: JsonSchema, at: (string | number)[], value: unknown): unknown {
  if (at.length === 0) return value;
  const [step, ...rest] = at;
  if (typeof step === 'number') {
    const items = schema.items ?? (schema.anyOf ?? []).find((branch) => branch.items)?.items ?? {};
    return [bodyWith(items, rest, value)];
  }
  const base = (validValue(schema) ?? {}) as Record<string, unknown>;
  const property = schema.properties?.[step] ?? {};
  return { ...base, [step]: bodyWith(property, rest, value) };
}

/** The URL of a route with its path parameters and query given as text (encoded here). */
export function urlOf(route: ApiRoute, values: Record<string, string>): string {
  let path = route.path;
  const query: string[] = [];
  for (const parameter of route.parameters) {
    const given = values[parameter.name];
    const text = given ?? (parameter.required ? String(validValue(parameter.schema)) : undefined);
    if (text === undefined) continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else query.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(text)}`);
  }
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}
