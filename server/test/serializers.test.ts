/**
 * Response serializers are compiled at a route's first answer (server/src/edge/serializers.ts), and
 * request validators at its first request (server/src/edge/validation.ts): every route's schemas
 * still compile, an answer is still shaped by its schema, and a request is still refused by its.
 */
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    beforeReady: (app) => {
      app.get(
        '/serializer-probe',
        {
          schema: {
            response: {
              200: {
                type: 'object',
                properties: { name: { type: 'string' }, count: { type: 'integer' } },
              },
            },
          },
        },
        async () => ({ name: 'Aşgabat', count: '7', secret: 'never sent' }),
      );
      app.post(
        '/validator-probe/:id',
        {
          schema: {
            params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
            querystring: { type: 'object', properties: { limit: { type: 'integer', maximum: 50 } } },
            body: {
              type: 'object',
              properties: { count: { type: 'integer' } },
              required: ['count'],
              additionalProperties: false,
            },
          },
        },
        async (request) => ({ params: request.params, query: request.query, body: request.body }),
      );
    },
  });
});
afterAll(() => t.close());

it("compiles every route's response serializers on demand, and none twice", () => {
  // Dozens of routes, most with several statuses, and none has answered yet.
  expect(t.app.compileSerializers()).toBeGreaterThan(100);
  expect(t.app.compileSerializers()).toBe(0);
});

it("compiles every route's request validators on demand, and none twice", () => {
  // Dozens of routes with a body, a query string or path parameters, and no request yet.
  expect(t.app.compileValidators()).toBeGreaterThan(50);
  expect(t.app.compileValidators()).toBe(0);
});

it('validates the first request by its schema: text coerced in the path and query, the body exact', async () => {
  const probe = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload });
  const valid = await probe('/validator-probe/3?limit=7', { count: 2 });
  expect(valid.statusCode).toBe(200);
  expect(valid.json()).toEqual({ params: { id: 3 }, query: { limit: 7 }, body: { count: 2 } });
  for (const [url, payload] of [
    ['/validator-probe/0', { count: 2 }],
    ['/validator-probe/3?limit=51', { count: 2 }],
    ['/validator-probe/3?limit=Infinity', { count: 2 }],
    ['/validator-probe/3', { count: '2' }],
    ['/validator-probe/3', { count: 2, extra: true }],
  ] as const) {
    const refused = await probe(url, payload);
    expect([url, refused.statusCode]).toEqual([url, 400]);
  }
});

it('shapes an answer by its schema: what it does not name is not sent, what it types is typed', async () => {
  const answer = await t.app.inject({ method: 'GET', url: '/serializer-probe' });
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ name: 'Aşgabat', count: 7 });
});
