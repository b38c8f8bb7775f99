import { getJson, startTestApp, type OpenApiDocument, type TestApp } from './helpers';

// One app for both groups: each group's requests come from addresses of their own (10.0.0.x,
// 10.0.1.x, 10.0.2.x), so one's counts never reach another's; only /docs asks from the default one.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { adminToken: 'secret-token', rateLimitMax: 3 } });
});
afterAll(() => t.close());

describe('rate limit', () => {
  it.each([
    ['RU', 'Слишком много запросов. Пожалуйста, подождите!'],
    ['EN', 'Too many requests. Please wait!'],
    ['TM', 'Haýyşlar gaty köp. Biraz garaşyň!'],
  ])('answers 429 over the limit with the message in lng=%s', async (lng, message) => {
    const address = `10.0.0.${lng.charCodeAt(0)}`;
    const ask = () =>
      t.app.inject({ method: 'GET', url: '/client/v4/footers', headers: { lng }, remoteAddress: address });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message, code: 'tooManyRequests' });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits unknown paths too', async () => {
    const address = '10.0.1.1';
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/nowhere', remoteAddress: address });
    expect((await t.app.inject({ method: 'GET', url: '/nowhere', remoteAddress: address })).statusCode).toBe(429);
  });
});

describe('errors and documentation', () => {
  it('lets requests with the admin token past the rate limit (the site build)', async () => {
    // Over the limit of 3 a client without the token has.
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-admin-token': 'secret-token' },
        remoteAddress: '10.0.2.1',
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers unknown paths with a translated JSON 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/client/v4/nothing-here',
      headers: { lng: 'RU' },
      remoteAddress: '10.0.2.2',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Не найдено' });
  });

  it('never answers 500 to hostile input', async () => {
    const urls = [
      "/client/v4/products?query=' or 1=1 --",
      '/client/v4/products?query=%00',
      '/client/v4/products?categories=99999999999',
      '/client/v4/products?group=%27',
      '/client/v4/products/2147483648',
      '/client/v4/categories?group=x%00y',
      '/client/v4/brands?query=%25',
      '/client/v4/products?offset=-5',
      '/client/v4/products?limit=NaN',
      '/images/%00?w=1',
      '/client/v4/products?priceMin=1e400',
      '/client/v4/footers/%27',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'x-admin-token': 'secret-token' } });
      expect({ url, status: response.statusCode < 500 }).toEqual({ url, status: true });
    }
    const bodies = ['null', '"text"', '{"ids":[1e400]}', '{"__proto__":{"x":1},"ids":[1]}', '['.repeat(5000)];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/client/v4/products',
        payload,
        headers: { 'content-type': 'application/json', 'x-admin-token': 'secret-token' },
      });
      expect({ payload: payload.slice(0, 20), status: response.statusCode }).toEqual({
        payload: payload.slice(0, 20),
        status: 400,
      });
    }
  });

  it('serves the OpenAPI document of every route, and a browsable page', async () => {
    const { status, body } = await getJson<OpenApiDocument>(t.app, '/docs/json');
    expect(status).toBe(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/client/v4/categories',
        '/client/v4/categories/{id}',
        '/client/v4/brands',
        '/client/v4/brands/{id}',
        '/client/v4/products',
        '/client/v4/products/{id}',
        '/client/v4/footers',
        '/client/v4/footers/{uuid}',
        '/client/v3/',
        '/images/{key}',
        '/health',
      ]),
    );
    expect(body.paths['/client/v4/products'].post.requestBody).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
