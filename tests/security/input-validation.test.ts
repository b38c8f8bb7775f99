/**
 * docs/adr/010: numbers that are not finite or out of range, bodies nested too deep or too large,
 * and prices with fractions of a tenge, on every route the OpenAPI document lists.
 */
import { MAX_ID } from '../../server/src/contract/constants';
import { MAX_BODY_BYTES, MAX_BODY_DEPTH } from '../../server/src/edge/request-body';
import { message } from '../../server/src/lib/messages';
import { importCatalogue } from '../../server/src/catalogue/import';
import { IMPORT_LIMITS } from '../../server/src/catalogue/structure';
import { sampleCatalogue, startTestApp, type TestApp } from '../../server/test/helpers';
import { apiRoutes, bodyWith, isNumeric, numericFields, urlOf, validValue, type ApiRoute } from './openapi-routes';

const TOKEN = 'security-admin-token';
const LNGS = [
  ['TM', 'tm'],
  ['RU', 'ru'],
  ['EN', 'en'],
] as const;

/** Texts ajv would coerce to ±Infinity or NaN, and finite numbers past every maximum. */
const NOT_FINITE_TEXTS = ['Infinity', '-Infinity', '+Infinity', '1e309', '-1e309', '1e400', 'NaN'];
const TOO_LARGE_TEXTS = ['99999999999999999999', '2147483648', '1e20', '9007199254740993'];

let t: TestApp;
let routes: ApiRoute[];
beforeAll(async () => {
  t = await startTestApp({ config: { adminToken: TOKEN } });
  routes = apiRoutes(t.app);
});
afterAll(() => t.close());

const headersFor = (route: ApiRoute, lng: string) => ({
  lng,
  ...(route.admin ? { 'x-admin-token': TOKEN } : {}),
});

async function send(route: ApiRoute, url: string, lng: string, payload?: string) {
  const response = await t.app.inject({
    method: route.method as 'GET',
    url,
    headers: { ...headersFor(route, lng), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json() as { message?: string } };
}

const validBody = (route: ApiRoute) => (route.body ? JSON.stringify(validValue(route.body)) : undefined);

describe('numbers that are not finite or out of range (every numeric parameter)', () => {
  it('finds the numeric parameters in the OpenAPI document, each with a finite range', () => {
    const numeric = routes.flatMap((route) => route.parameters.filter((parameter) => isNumeric(parameter.schema)));
    const inBodies = routes.flatMap((route) => (route.body ? numericFields(route.body) : []));
    // limit, offset, ids, widths, prices, stock …: a new numeric parameter joins the attack below.
    expect(numeric.length).toBeGreaterThanOrEqual(20);
    expect(inBodies.length).toBeGreaterThanOrEqual(8);
    for (const schema of [...numeric.map((parameter) => parameter.schema), ...inBodies.map(([, schema]) => schema)]) {
      expect(schema.maximum).toBeLessThanOrEqual(MAX_ID);
    }
  });

  it('answers 400 in the caller language to Infinity, NaN, 1e309 and huge ids in a path or query', async () => {
    let tried = 0;
    for (const route of routes) {
      for (const parameter of route.parameters.filter((candidate) => isNumeric(candidate.schema))) {
        for (const text of [...NOT_FINITE_TEXTS, ...TOO_LARGE_TEXTS]) {
          const [lng, code] = LNGS[tried++ % LNGS.length];
          const url = urlOf(route, { [parameter.name]: text });
          const answer = await send(route, url, lng, validBody(route));
          expect({ url, method: route.method, status: answer.status }).toEqual({
            url,
            method: route.method,
            status: 400,
          });
          if (route.path.startsWith('/auth/')) {
            // The accounts calls answer the spec's own 'Invalid parameters' (§8), which the shop's
            // login dialog reads, rather than naming the field (docs/adr/015).
            expect(answer.body.message).toBe(message('invalidParameters', code));
          } else {
            expect(answer.body.message).toContain(`${message('invalidValue', code)}: `);
            expect(answer.body.message).toContain(parameter.name);
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(200);
  });

  it('answers 400 to the same values in every numeric field of every JSON body', async () => {
    let tried = 0;
    for (const route of routes.filter((candidate) => candidate.body)) {
      for (const [at] of numericFields(route.body!)) {
        // As JSON text ajv would coerce, and as JSON numbers past the double range or the maximum.
        const values = [...NOT_FINITE_TEXTS.map((text) => JSON.stringify(text)), '1e400', '-1e400', ...TOO_LARGE_TEXTS];
        for (const value of values) {
          const [lng, code] = LNGS[tried++ % LNGS.length];
          const payload = JSON.stringify(bodyWith(route.body!, at, '__VALUE__')).replace('"__VALUE__"', value);
          const answer = await send(route, urlOf(route, {}), lng, payload);
          expect({ route: `${route.method} ${route.path}`, payload, status: answer.status }).toEqual({
            route: `${route.method} ${route.path}`,
            payload,
            status: 400,
          });
          expect(answer.body.message).toContain(`${message('invalidValue', code)}: body/`);
        }
      }
    }
    expect(tried).toBeGreaterThan(80);
  });

  it('says why, in each language', async () => {
    const url = '/client/v4/products?limit=Infinity';
    expect((await t.app.inject({ url, headers: { lng: 'EN' } })).json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid value: querystring/limit must be a finite number',
    });
    expect((await t.app.inject({ url, headers: { lng: 'RU' } })).json().message).toBe(
      'Неверное значение: querystring/limit должно быть конечным числом',
    );
    expect((await t.app.inject({ url: '/client/v4/products/1e309', headers: { lng: 'TM' } })).json().message).toBe(
      'Nädogry baha: params/id çäkli san bolmaly',
    );
    expect((await t.app.inject({ url: '/client/v4/products?limit=5000', headers: { lng: 'EN' } })).json().message).toBe(
      'Invalid value: querystring/limit must be at most 1000',
    );
  });

  it('still takes finite numbers in range', async () => {
    expect((await t.app.inject({ url: '/client/v4/products?limit=2&priceMin=0&priceMax=99999' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/client/v4/products/1' })).statusCode).toBe(200);
  });
});

describe('paths the router cannot read', () => {
  it('answers them in the API shape and language, without echoing the path', async () => {
    const long = await t.app.inject({ url: `/client/v4/products/${'9'.repeat(300)}`, headers: { lng: 'RU' } });
    expect([long.statusCode, long.json()]).toEqual([
      414,
      { statusCode: 414, error: 'URI Too Long', message: 'Слишком длинный адрес' },
    ]);
    const broken = await t.app.inject({ url: '/images/%E0%A4%A<script>', headers: { lng: 'TM' } });
    expect([broken.statusCode, broken.json().message]).toEqual([400, 'Salgy nädogry']);
    expect(broken.body).not.toContain('script');
  });
});

describe('bodies nested too deep or too large (every route that takes a body)', () => {
  const withBody = () => routes.filter((route) => ['POST', 'PATCH', 'PUT'].includes(route.method));

  it('answers a translated 400 to 10 000 nested arrays or objects, before the response cache reads them', async () => {
    expect(withBody().length).toBeGreaterThanOrEqual(5);
    const nested = [
      '['.repeat(10_000) + ']'.repeat(10_000),
      '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
      `{"ids":${'['.repeat(MAX_BODY_DEPTH)}${']'.repeat(MAX_BODY_DEPTH)}}`,
    ];
    for (const route of withBody()) {
      for (const [i, payload] of nested.entries()) {
        const [lng, code] = LNGS[i % LNGS.length];
        const answer = await send(route, urlOf(route, {}), lng, payload);
        expect({ route: `${route.method} ${route.path}`, status: answer.status }).toEqual({
          route: `${route.method} ${route.path}`,
          status: 400,
        });
        // The catalogue file has its own, shallower format (catalogue/structure.ts) and says so in its own words.
        const expected =
          route.path === '/admin/v1/catalogue'
            ? message('importTooDeep', code).replace('{limit}', String(IMPORT_LIMITS.depth))
            : message('bodyTooDeep', code).replace('{limit}', String(MAX_BODY_DEPTH));
        expect({ route: route.path, message: answer.body.message }).toEqual({ route: route.path, message: expected });
      }
    }
  });

  it('counts brackets inside strings as text, not nesting', async () => {
    const answer = await send(
      routes.find((route) => route.path === '/client/v4/products/filter')!,
      '/client/v4/products/filter',
      'EN',
      JSON.stringify({ query: '['.repeat(200) }),
    );
    expect(answer.status).toBe(200);
  });

  it('answers a translated 413 to a body past the limit', async () => {
    for (const route of withBody().filter((candidate) => candidate.path !== '/admin/v1/catalogue')) {
      const payload = JSON.stringify({ padding: 'x'.repeat(MAX_BODY_BYTES) });
      const answer = await send(route, urlOf(route, {}), 'RU', payload);
      expect({ route: `${route.method} ${route.path}`, status: answer.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 413,
      });
      expect(answer.body.message).toBe(
        `Тело запроса слишком большое: допускается не больше ${MAX_BODY_BYTES / 1024} КБ`,
      );
    }
  });

  it('answers translated 400/415 to bodies that are not JSON', async () => {
    const filter = '/client/v4/products/filter';
    const broken = await t.app.inject({
      method: 'POST',
      url: filter,
      headers: { 'content-type': 'application/json', lng: 'EN' },
      payload: '{"brands": [1,',
    });
    expect([broken.statusCode, broken.json().message]).toEqual([400, 'The request body is not valid JSON']);
    const xml = await t.app.inject({
      method: 'POST',
      url: filter,
      headers: { 'content-type': 'application/xml', lng: 'RU' },
      payload: '<filter/>',
    });
    expect([xml.statusCode, xml.json().message]).toEqual([
      415,
      'Тело запроса должно быть в формате JSON (Content-Type: application/json)',
    ]);
  });
});

describe('prices in whole cents (PATCH /admin/v1/products/{id})', () => {
  const patch = (payload: unknown, lng = 'EN') =>
    t.app.inject({
      method: 'PATCH',
      url: '/admin/v1/products/1',
      headers: { 'x-admin-token': TOKEN, lng },
      payload: payload as object,
    });

  it.each([19.99, 0.07, 0.1, 2999, 1234567.89, 99999999.99])('takes %p', async (price) => {
    const response = await patch({ price });
    expect(response.statusCode).toBe(200);
    expect(response.json().price).toBe(price);
  });

  it('takes an old price in cents, or none', async () => {
    expect((await patch({ price: 10.01, oldPrice: 12.34 })).json()).toMatchObject({ price: 10.01, oldPrice: 12.34 });
    expect((await patch({ oldPrice: null })).json()).toMatchObject({ oldPrice: null });
  });

  it.each([
    [0.001, 'must have at most two decimals'],
    [19.999, 'must have at most two decimals'],
    [0.30000000000000004, 'must have at most two decimals'],
    [-5, 'must be greater than 0'],
    [0, 'must be greater than 0'],
    [100000000.01, 'must be at most 100000000'],
    // A body is read as sent (no coercion): the text 'Infinity' is not a number at all.
    ['Infinity', 'must be a number'],
  ])('refuses %p: %s', async (price, why) => {
    const response = await patch({ price });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Invalid value: body/price ${why}`);
  });

  it('explains in Turkmen and Russian', async () => {
    expect((await patch({ price: 0.001 }, 'TM')).json().message).toBe(
      'Nädogry baha: body/price oturdan soň iň köp iki san bolmaly',
    );
    expect((await patch({ oldPrice: 1.005 }, 'RU')).json().message).toBe(
      'Неверное значение: body/oldPrice допускается не больше двух знаков после запятой',
    );
  });

  it('takes the same prices in a catalogue import, and names the field of one with fractions of a tenge', async () => {
    const sample = sampleCatalogue();
    const [first, second] = sample.products!;
    const file = {
      ...sample,
      products: [
        { ...first, price: 19.99, oldPrice: 24.07 },
        { ...second, price: 0.07 },
      ],
    };
    expect((await importCatalogue(t.database.db, file)).ok).toBe(true);
    const bad = { ...sample, products: [{ ...first, price: 0.001 }] };
    const refused = await importCatalogue(t.database.db, bad);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    // a problem also carries its place and code, for the editors' page's words (catalogue/problems.ts)
    expect(refused.problems).toContainEqual(
      expect.objectContaining({
        at: `products[0] (sku ${first.sku}).price`,
        reason: 'must have at most two decimals',
      }),
    );
  });
});
