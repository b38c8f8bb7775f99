/**
 * docs/adr/010 (one text rule): no string the API accepts holds a control character. A NUL reached
 * PostgreSQL (which cannot store one) and answered 500 on 26 route and field pairs, five of them
 * without a login, and a `busy` frame in the chat socket. Every string field and parameter of every
 * route of the OpenAPI document is checked twice: its schema refuses each control character (so a
 * route added later is covered by declaring its schema), and a request that is valid but for one
 * control character in that field is answered 400 naming the field, never 500.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { signInByCode } from '../../server/test/auth-helpers';
import { startTestApp, type TestApp } from '../../server/test/helpers';
import { wholeCentsKeyword } from '../../server/src/lib/whole-cents';
import { apiRoutes, type ApiRoute, type JsonSchema } from './openapi-routes';

const TOKEN = 'control-admin-token';
const SEED = 20261202;

/**
 * What no text may hold: C0 controls (tab, line feed and carriage return are let through where a
 * field has lines, so they are not asked of every field), DEL, and the halves of a surrogate pair
 * alone (not a character, and not UTF-8: PostgreSQL would store another text).
 */
const CONTROLS = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter((char) => !'\t\n\r'.includes(char)),
  '\u007f',
  '\ud800',
  '\udfff',
];
/** The characters each live request carries, one request each. */
const SENT = ['\u0000', '\u001b', '\u007f', '\ud83d'];

const ajv = new Ajv({ strict: false, allErrors: false, keywords: [wholeCentsKeyword] });
addFormats(ajv);

const typeOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

const validators = new Map<JsonSchema, ValidateFunction>();
const validatorOf = (schema: JsonSchema) => {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  return validate;
};

/**
 * Texts that pass the services' own rules for fields of that name, so a request reaches as far as
 * it can: a NUL after a valid e-mail went past the old e-mail pattern to the database.
 */
const REAL_TEXTS: Record<string, string> = {
  phone: '+99365123456',
  email: 'aman@example.tm',
  password: 'Parol#2026',
  login: 'control-op',
  name: 'Aman',
  surname: 'Amanow',
};

const texts = new Map<JsonSchema, Map<string, string>>();
/** A text the string schema accepts (what its pattern generates, an enum's first, a date). */
function textOf(schema: JsonSchema, name = ''): string {
  if (!texts.has(schema)) texts.set(schema, new Map());
  const known = texts.get(schema)!;
  let text = known.get(name);
  if (text === undefined) known.set(name, (text = findTextOf(schema, name)));
  return text;
}

function findTextOf(schema: JsonSchema, name: string): string {
  if (schema.enum) return String(schema.enum.find((value) => typeof value === 'string'));
  if (schema.default !== undefined && typeof schema.default === 'string') return schema.default;
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'date') return '2026-11-20';
  if (schema.format === 'date-time') return '2026-11-20T10:00:00.000Z';
  const candidates = schema.pattern
    ? fc.sample(fc.stringMatching(new RegExp(schema.pattern), { size: 'small' }), { seed: SEED, numRuns: 50 })
    : [];
  candidates.unshift(
    ...(name in REAL_TEXTS ? [REAL_TEXTS[name]] : []),
    'a'.repeat(Math.max(1, schema.minLength ?? 1)),
    '1',
  );
  const found = candidates.find((text) => validatorOf(schema)(text));
  if (found === undefined) throw new Error(`no text found for ${JSON.stringify(schema)}`);
  return found;
}

/** A value the schema accepts, with every required field (strings from textOf). */
function validOf(schema: JsonSchema, name = ''): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return validOf(schema.anyOf[0]);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string':
      return textOf(schema, name);
    case 'array':
      return schema.items && (schema.minItems ?? 0) > 0 ? [validOf(schema.items)] : [];
    case 'object': {
      const names = schema.required?.length ? schema.required : Object.keys(schema.properties ?? {}).slice(0, 1);
      const needed = schema.required?.length || (schema.minProperties ?? 0) > 0 ? names : [];
      return Object.fromEntries(needed.map((key) => [key, validOf(schema.properties![key], key)]));
    }
    default:
      return null;
  }
}

interface StringField {
  /** the keys and indexes to it */
  at: (string | number)[];
  /** as far as a refusal names it: a choice of shapes (anyOf) is refused as a whole */
  named: (string | number)[];
  schema: JsonSchema;
}

/** Every string field of a schema; `choice` is how deep the first choice of shapes on the way is. */
function stringFields(schema: JsonSchema, at: (string | number)[] = [], choice?: number): StringField[] {
  if (typeOf(schema) === 'string' || (schema.enum && !schema.type)) {
    return [{ at, named: at.slice(0, choice ?? at.length), schema }];
  }
  const found: StringField[] = [];
  if (schema.items) found.push(...stringFields(schema.items, [...at, 0], choice));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    found.push(...stringFields(property, [...at, name], choice));
  }
  for (const branch of schema.anyOf ?? []) found.push(...stringFields(branch, at, choice ?? at.length));
  return found;
}

/** A valid value of `schema` with `value` put at `at`. */
function valueWith(schema: JsonSchema, at: (string | number)[], value: unknown): unknown {
  if (at.length === 0) return value;
  const [step, ...rest] = at;
  if (typeof step === 'number') {
    const items = schema.items ?? (schema.anyOf ?? []).find((branch) => branch.items)?.items ?? {};
    return [valueWith(items, rest, value)];
  }
  const object = schema.properties
    ? schema
    : ((schema.anyOf ?? []).find((branch) => branch.properties?.[step]) ?? schema);
  const base = (validOf(object) ?? {}) as Record<string, unknown>;
  return { ...base, [step]: valueWith(object.properties?.[step] ?? {}, rest, value) };
}

/** The places a control character goes in a valid text: before, inside, after. */
const spoiled = (text: string, char: string) => [char + text, text.slice(0, 1) + char + text.slice(1), text + char];

interface Field {
  route: ApiRoute;
  /** 'body', 'querystring' or 'params', as validation errors name them */
  part: 'body' | 'querystring' | 'params';
  name: string;
  at: (string | number)[];
  named: (string | number)[];
  schema: JsonSchema;
}

function fieldsOf(route: ApiRoute): Field[] {
  const fields: Field[] = route.parameters.map((parameter) => ({
    route,
    part: parameter.in === 'path' ? 'params' : 'querystring',
    name: parameter.name,
    at: [parameter.name],
    named: [parameter.name],
    schema: parameter.schema,
  }));
  return [
    ...fields.filter((field) => typeOf(field.schema) === 'string' || field.schema.enum),
    ...(route.body ? stringFields(route.body) : []).map(({ at, named, schema }) => ({
      route,
      part: 'body' as const,
      name: at.join('.') || '(body)',
      at,
      named,
      schema,
    })),
  ];
}

/** The field's own name, 'email' of recipient.email. */
const nameOf = (field: Field) => String(field.at.filter((step) => typeof step === 'string').pop() ?? '');
const labelOf = (field: Field) => `${field.route.method} ${field.route.path} ${field.part} ${field.name}`;

let t: TestApp;
let routes: ApiRoute[];
let fields: Field[];
let shopper: { token: string; device: string };

beforeAll(async () => {
  // No catalogue: every request here is refused by validation, before anything is read.
  t = await startTestApp({ catalogue: null, config: { adminToken: TOKEN, rateLimitMax: 1_000_000 } });
  routes = apiRoutes(t.app);
  fields = routes.flatMap(fieldsOf);
  shopper = await signInByCode(t.app, '+99365123456');
}, 120_000);
afterAll(() => t.close());

it('finds the string fields of the routes that answered 500 to a NUL', () => {
  const labels = fields.map(labelOf);
  for (const expected of [
    'POST /auth/v2/register body phone',
    'POST /auth/v2/register body email',
    'POST /auth/v2/signin body email',
    'POST /auth/v2/signin body password',
    'POST /auth/v2/verifycode body email',
    'POST /admin/v1/session body login',
    'POST /client/v4/orders/fast body name',
  ]) {
    expect(labels).toContain(expected);
  }
  expect(fields.length).toBeGreaterThan(60);
});

it("builds requests the schemas accept, so a refusal below is the control character's", () => {
  for (const route of routes.filter((candidate) => candidate.body)) {
    expect([route.path, validatorOf(route.body!)(validOf(route.body!))]).toEqual([route.path, true]);
    for (const field of fieldsOf(route).filter((candidate) => candidate.part === 'body')) {
      const body = valueWith(route.body!, field.at, textOf(field.schema, nameOf(field)));
      expect([labelOf(field), validatorOf(route.body!)(body)]).toEqual([labelOf(field), true]);
    }
  }
});

it("refuses every control character in every string field's schema (the contract's one text rule)", () => {
  const open: string[] = [];
  for (const field of fields) {
    const validate = validatorOf(field.schema);
    const text = textOf(field.schema, nameOf(field));
    expect(validate(text)).toBe(true);
    const let_through = CONTROLS.filter((char) => spoiled(text, char).some((value) => validate(value)));
    if (let_through.length) {
      open.push(
        `${labelOf(field)} takes ${let_through.length} of ${CONTROLS.length}, ${JSON.stringify(let_through[0])} first`,
      );
    }
  }
  expect(open).toEqual([]);
});

/** The request that is valid but for `value` in the field. */
function requestWith(field: Field, value: string) {
  const { route } = field;
  const text = (parameter: ApiRoute['parameters'][number]) =>
    parameter.name === field.name && field.part !== 'body' ? value : String(validOf(parameter.schema));
  let url = route.path;
  const query: string[] = [];
  for (const parameter of route.parameters) {
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(text(parameter)));
    else if (parameter.required || parameter.name === field.name) {
      query.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(text(parameter))}`);
    }
  }
  if (query.length) url += `?${query.join('&')}`;
  const headers: Record<string, string> = { lng: 'EN' };
  if (route.admin) headers['x-admin-token'] = TOKEN;
  else Object.assign(headers, { token: shopper.token, device: shopper.device });
  const body = route.body
    ? field.part === 'body'
      ? valueWith(route.body, field.at, value)
      : validOf(route.body)
    : undefined;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return {
    method: route.method as 'POST',
    url,
    headers,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  };
}

it('answers 400 naming the field to a request with a control character in any string field, never 500', async () => {
  const wrong: string[] = [];
  for (const field of fields) {
    const text = textOf(field.schema, nameOf(field));
    for (const char of SENT) {
      // A URL is UTF-8 bytes: half a surrogate pair has none, so it goes in bodies only.
      if (field.part !== 'body' && char >= '\ud800' && char <= '\udfff') continue;
      const request = requestWith(field, text + char);
      const response = await t.app.inject(request);
      const json = String(response.headers['content-type']).includes('json');
      const { message, code } = json ? response.json<{ message?: string; code?: string }>() : { message: '', code: '' };
      const where = `${field.part}${field.named.map((step) => `/${step}`).join('')}`;
      // A path's text may also be refused by the router before validation (400 bad address).
      // The accounts' calls answer any invalid body with the spec's one message (spec §7).
      const named =
        field.part === 'params' ||
        String(message).includes(where) ||
        (field.route.path.startsWith('/auth/v2/') && code === 'invalidParameters');
      if (response.statusCode !== 400 || !named) {
        wrong.push(
          `${labelOf(field)} ${JSON.stringify(char)}: ${response.statusCode} ${String(message).slice(0, 120)}`,
        );
      }
    }
  }
  expect(wrong).toEqual([]);
}, 120_000);
