/**
 * Response serializers are compiled at a route's first answer (server/src/edge/serializers.ts): every
 * route's response schemas still compile, and an answer is still shaped by its schema.
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
    },
  });
});
afterAll(() => t.close());

it("compiles every route's response serializers on demand, and none twice", () => {
  // Dozens of routes, most with several statuses, and none has answered yet.
  expect(t.app.compileSerializers()).toBeGreaterThan(100);
  expect(t.app.compileSerializers()).toBe(0);
});

it('shapes an answer by its schema: what it does not name is not sent, what it types is typed', async () => {
  const answer = await t.app.inject({ method: 'GET', url: '/serializer-probe' });
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ name: 'Aşgabat', count: 7 });
});
