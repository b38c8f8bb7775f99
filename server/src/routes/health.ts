import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../services/rows';
import { catalogueVersion } from '../services/catalogue-version';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', {
    schema: {
      summary: 'Liveness: answers without touching the database (the benchmark ceiling)',
      response: { 200: { type: 'object', properties: { status: { type: 'string' } } } },
    },
  }, async () => ({ status: 'ok' }));

  app.get('/health/ready', {
    schema: {
      summary: 'Readiness: the database answers',
      response: {
        200: {
          type: 'object',
          properties: {
            status: { type: 'string' },
            products: { type: 'integer' },
            catalogueVersion: { type: 'integer', description: 'moves on with every catalogue change; a build made at this version is current' },
          },
        },
      },
    },
  }, async () => {
    const [row] = await rowsOf<{ products: number }>(app.db, sql`select count(*)::int as products from products`);
    return { status: 'ok', products: Number(row.products), catalogueVersion: await catalogueVersion(app.db) };
  });
}
