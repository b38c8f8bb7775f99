import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema';
import { importCatalogue } from '../catalogue/import';
import { errorResponses, idParams } from './schemas';

function authorised(request: FastifyRequest, token: string | undefined): boolean {
  const given = request.headers['x-admin-token'];
  if (!token || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Editors' calls: change a price or stock (no rebuild needed: pages refresh them after hydration)
 * and import a catalogue file. Every call needs the header x-admin-token: $ADMIN_TOKEN; without
 * ADMIN_TOKEN configured they are all refused.
 */
export default async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!authorised(request, app.config.adminToken)) {
      return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'x-admin-token is missing or wrong' });
    }
  });

  app.patch<{ Params: { id: number }; Body: { price?: number; oldPrice?: number | null; stock?: number } }>('/products/:id', {
    schema: {
      tags: ['admin'],
      summary: 'Change a product\'s price, old price or stock',
      params: idParams,
      body: {
        type: 'object',
        additionalProperties: false,
        minProperties: 1,
        properties: {
          price: { type: 'number', exclusiveMinimum: 0, maximum: 100_000_000, multipleOf: 0.01 },
          oldPrice: { anyOf: [{ type: 'number', exclusiveMinimum: 0, maximum: 100_000_000, multipleOf: 0.01 }, { type: 'null' }] },
          stock: { type: 'integer', minimum: 0, maximum: 1_000_000 },
        },
      },
      response: {
        200: { type: 'object', properties: { id: { type: 'integer' }, price: { type: 'number' }, oldPrice: { type: ['number', 'null'] }, stock: { type: 'integer' } } },
        401: { $ref: 'error#' },
        ...errorResponses,
      },
    },
  }, async (request, reply) => {
    const [updated] = await app.db.update(products).set(request.body).where(eq(products.id, request.params.id))
      .returning({ id: products.id, price: products.price, oldPrice: products.oldPrice, stock: products.stock });
    if (!updated) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No product ${request.params.id}` });
    return updated;
  });

  app.post('/catalogue', {
    bodyLimit: 200 * 1024 * 1024,
    schema: {
      tags: ['admin'],
      summary: 'Import a catalogue file (see docs/catalogue.md): all or nothing',
      response: {
        200: { type: 'object', additionalProperties: true },
        401: { $ref: 'error#' },
        422: { type: 'object', properties: { message: { type: 'string' }, problems: { type: 'array', items: { type: 'object', properties: { at: { type: 'string' }, reason: { type: 'string' } } } } } },
      },
    },
  }, async (request, reply) => {
    const result = await importCatalogue(app.db, request.body);
    if (!result.ok) {
      return reply.code(422).send({ message: `${result.problems.length} problem(s); nothing was imported`, problems: result.problems.slice(0, 500) });
    }
    return result.summary;
  });
}
