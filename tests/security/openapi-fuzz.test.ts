/**
 * docs/adr/010: no request gets a 500. A property-based fuzz of every route of the OpenAPI document
 * (fast-check, fixed seed, so a failure replays): values the schemas accept, values just past their
 * ranges, and hostile texts and bodies, in every language, with and without the admin token and a
 * shopper's session.
 */
import fc from 'fast-check';
import { performance } from 'node:perf_hooks';
import { signInByCode } from '../../server/test/auth-helpers';
import { startTestApp, type TestApp } from '../../server/test/helpers';
import { apiRoutes, isNumeric, urlOf, validValue, type ApiRoute, type JsonSchema } from './openapi-routes';

const RUNS = 5000;
/** At least ~150 requests per route, so every route keeps its floor of RUNS / 50 as routes are added. */
const RUNS_PER_ROUTE = 150;
const SEED = 20261118;
const TOKEN = 'fuzz-admin-token';
/**
 * Id lists stay short (at most 10 ids): the listing filter's cost in many parameter options is the
 * listing query budget's concern (services/product-filter.ts), not this fuzz's.
 */
const MAX_LIST = 10;

/** Texts that broke or could break an API: non-finite numbers, SQL, NUL, encodings, prototypes. */
const HOSTILE_TEXTS = [
  '',
  ' ',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1e309',
  '1e-400',
  '-0',
  '0x10',
  '0b11',
  '１２',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999',
  '1.5',
  '1,2,,3',
  ',',
  "' or 1=1 --",
  '"; drop table products; --',
  '\u0000',
  '%00',
  '%',
  '%E0%A4%A',
  '\uffff',
  '𝕏𝕐',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '[]',
  '{}',
  'null',
  'true',
  'x'.repeat(300),
  '%'.repeat(100),
];

/** Whole JSON bodies of the wrong shape. */
const HOSTILE_BODIES = [
  '',
  'null',
  '0',
  '"text"',
  '[]',
  '{}',
  '[[[[[[[[[[[[]]]]]]]]]]]]',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"ids":1e400}',
  '{"ids":["Infinity"]}',
  '{"ids":[1,',
  '\u0000',
  '[' + '{},'.repeat(2000) + '{}]',
];

const idList = fc.array(fc.oneof(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 2147483647 })), {
  minLength: 1,
  maxLength: MAX_LIST,
});

/**
 * Each schema's arbitrary, built once: a pattern's (the text rule's negated classes over all of
 * Unicode) takes milliseconds to build, and every request would build its route's again.
 */
const arbitraries = new Map<JsonSchema, fc.Arbitrary<unknown>>();
const valueOf = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  let arbitrary = arbitraries.get(schema);
  if (!arbitrary) arbitraries.set(schema, (arbitrary = newValueOf(schema)));
  return arbitrary;
};

/**
 * A phone field's schema only bounds its length (the one phone rule, docs/adr/027, is the services'):
 * numbers as shoppers type them reach past it, as arbitrary texts are refused by it.
 */
const phoneNumber = fc.oneof(
  fc.stringMatching(/^6[1-5][0-9]{6}$/),
  fc.stringMatching(/^\+9936[1-5][0-9]{6}$/),
  fc.stringMatching(/^8 6[1-5] [0-9]{2} [0-9]{2} [0-9]{2}$/),
);

/** Values a schema accepts, and some just outside it (off its range, wrong length). */
function newValueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), fc.string({ maxLength: 8 }));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (isNumeric(schema)) {
    const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1000) + (type === 'integer' ? 1 : 0.01);
    const max = Math.min(schema.maximum ?? 1e9, 1e9);
    const edges = [min, max, min - 1, max + 1, 0, -1];
    const inRange =
      type === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 3000)) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    return fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
  }
  switch (type) {
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', '1', '0', 'yes'));
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.pattern?.startsWith('^[0-9]{1,10}(,')) return idList.map((ids) => ids.join(','));
      if (schema.pattern) {
        return fc.oneof(fc.stringMatching(new RegExp(schema.pattern), { size: 'small' }), fc.string({ maxLength: 12 }));
      }
      return fc.oneof(
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.constantFrom('samsung', 'telefon', 'телефон', 'Galaxy A15', 'SM-A155', 'noutbuk'),
      );
    case 'array':
      return fc.array(schema.items ? valueOf(schema.items) : fc.anything(), {
        maxLength: Math.min(schema.maxItems ?? MAX_LIST, MAX_LIST),
      });
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          name === 'phone' ? fc.oneof(phoneNumber, valueOf(property)) : valueOf(property),
        ]),
      );
      const record = fc.record(properties, { requiredKeys: [] });
      // An identifier body (a phone or an e-mail): the phone alone, as sign-up and a change send it.
      if (schema.properties?.phone && schema.properties.email)
        return fc.oneof(fc.record({ phone: phoneNumber }), record);
      return record;
    }
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** A parameter's text in a URL: usually what its schema accepts, sometimes a hostile text. */
function textOf(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: valueOf(schema).map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
    },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  );
}

/** A JSON body: mostly the schema's shape with fuzzed fields, sometimes a wrong shape. */
function bodyOf(route: ApiRoute): fc.Arbitrary<string | undefined> {
  if (!route.body) {
    return route.method === 'GET' ? fc.constant(undefined) : fc.constantFrom(...HOSTILE_BODIES, '{"products":[]}');
  }
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(JSON.stringify(validValue(route.body))) },
    { weight: 6, arbitrary: valueOf(route.body).map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_BODIES) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((body) => JSON.stringify(body)) },
  );
}

interface FuzzRequest {
  /** the route it was made for, 'GET /client/v4/products/{id}', or 'stray' */
  route: string;
  method: string;
  url: string;
  body?: string;
  headers: Record<string, string>;
}

function requestOf(route: ApiRoute): fc.Arbitrary<FuzzRequest> {
  const parameters = Object.fromEntries(
    route.parameters.map((parameter) => [
      parameter.name,
      parameter.required ? textOf(parameter.schema) : fc.option(textOf(parameter.schema), { nil: undefined }),
    ]),
  );
  return fc
    .record({
      values: fc.record(parameters),
      body: bodyOf(route),
      lng: fc.constantFrom('TM', 'RU', 'EN', 'tm', 'DE', ''),
      admin: fc.boolean(),
      signedIn: fc.boolean(),
      extra: fc.option(fc.constantFrom('&extra=1', '&limit=1&limit=2', '&__proto__=1', '&&&'), { nil: undefined }),
    })
    .map(({ values, body, lng, admin, signedIn, extra }) => {
      const texts = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Record<
        string,
        string
      >;
      let url = urlOf(route, texts);
      if (extra) url += url.includes('?') ? extra : `?${extra.slice(1)}`;
      const headers: Record<string, string> = { lng };
      if (route.admin && admin) headers['x-admin-token'] = TOKEN;
      // Half the shopper's calls carry a session, so the fuzz reaches past the sign-in check of the
      // account and order routes; never on the calls that would end it for the rest of the run.
      if (!route.admin && signedIn && shopper && !ENDS_SESSION.test(route.path)) {
        Object.assign(headers, { token: shopper.token, device: shopper.device });
      }
      if (body !== undefined) headers['content-type'] = 'application/json';
      return { route: `${route.method} ${route.path}`, method: route.method, url, body, headers };
    });
}

/** Paths no route declares: the 404 handler, the documentation, videos, traversal. */
const strayRequest: fc.Arbitrary<FuzzRequest> = fc
  .oneof(
    fc.constantFrom(
      '/docs',
      '/docs/json',
      '/videos/phone.webm',
      '/videos/../package.json',
      '/videos/%2e%2e/%2e%2e/package.json',
      '/client/v4/nothing',
      '/admin/v1/nothing',
      '/%00',
      '//client/v4/products',
      '/client/v4/products/',
      '/client/v4/products/1/2',
    ),
    fc.webPath().map((path) => (path.startsWith('/') ? path : `/${path}`)),
  )
  .chain((url) =>
    fc.record({
      route: fc.constant('stray'),
      method: fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'OPTIONS', 'HEAD'),
      url: fc.constant(url),
      headers: fc.constant({} as Record<string, string>),
      body: fc.constant(undefined),
    }),
  );

/** Calls that end the shopper's session (sign-out, a password change signs every session out). */
const ENDS_SESSION = /\/(signout|changepassword)$/;
let shopper: { token: string; device: string } | undefined;

let t: TestApp;
let routes: ApiRoute[];
beforeAll(async () => {
  t = await startTestApp({ config: { adminToken: TOKEN, rateLimitMax: 1_000_000 } });
  routes = apiRoutes(t.app);
  shopper = await signInByCode(t.app, '+99365123456');
});
afterAll(() => t.close());

it(`answers ${RUNS} or more fuzzed requests over every route without a 500 (seed ${SEED})`, async () => {
  expect(routes.length).toBeGreaterThanOrEqual(15);
  const runs = Math.max(RUNS, routes.length * RUNS_PER_ROUTE);
  const statuses = new Map<number, number>();
  const perRoute = new Map<string, number>();
  const msPerRoute = new Map<string, number>();
  const slowest: { ms: number; request: string }[] = [];
  const started = performance.now();
  const request = fc.oneof(
    { weight: 19, arbitrary: fc.constantFrom(...routes).chain(requestOf) },
    { weight: 1, arbitrary: strayRequest },
  );
  await fc.assert(
    fc.asyncProperty(request, async (fuzzed) => {
      const before = performance.now();
      const response = await t.app.inject({
        method: fuzzed.method as 'GET',
        url: fuzzed.url,
        headers: fuzzed.headers,
        ...(fuzzed.body === undefined ? {} : { payload: fuzzed.body }),
      });
      const ms = performance.now() - before;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      perRoute.set(fuzzed.route, (perRoute.get(fuzzed.route) ?? 0) + 1);
      msPerRoute.set(fuzzed.route, (msPerRoute.get(fuzzed.route) ?? 0) + ms);
      slowest.push({ ms, request: `${fuzzed.method} ${fuzzed.url} ${fuzzed.body?.slice(0, 120) ?? ''}` });
      slowest.sort((a, b) => b.ms - a.ms).splice(5);
      if (response.statusCode >= 500) {
        throw new Error(`${response.statusCode} for ${JSON.stringify(fuzzed).slice(0, 500)}: ${response.body}`);
      }
      // Every refusal is the API's error shape, with a message.
      const json = String(response.headers['content-type']).includes('json');
      if (response.statusCode >= 400 && json && fuzzed.method !== 'HEAD') {
        expect(typeof response.json().message).toBe('string');
      }
    }),
    { seed: SEED, numRuns: runs, endOnFailure: true },
  );
  const seconds = (performance.now() - started) / 1000;
  const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  expect(total).toBe(runs);
  expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
  // The fuzz reaches past validation too: answers of every kind, not only 400s.
  expect(statuses.get(200)).toBeGreaterThan(runs / 5);
  expect(statuses.get(400)).toBeGreaterThan(runs / 10);
  for (const route of routes) expect(perRoute.get(`${route.method} ${route.path}`)).toBeGreaterThan(RUNS / 50);
  console.info(
    `fuzz: ${total} requests in ${seconds.toFixed(1)} s, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ` +
      `time per route ${JSON.stringify(Object.fromEntries([...msPerRoute].map(([route, ms]) => [route, `${(ms / 1000).toFixed(1)} s / ${perRoute.get(route)}`])))}, ` +
      `slowest ${slowest.map((entry) => `${entry.ms.toFixed(0)} ms ${entry.request}`).join(' | ')}`,
  );
}, 300_000);
