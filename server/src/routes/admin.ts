import type { FastifyInstance } from 'fastify';
import { importCatalogue } from '../catalogue/import';
import { IdParams } from '../contract/requests';
import {
  ImportRefusedSchema,
  ProductChangeSchema,
  ProductChangedSchema,
  type ProductChangeWire,
} from '../contract/service';
import { hasAdminToken } from '../edge/admin-token';
import { message } from '../lib/messages';
import { changeProduct } from '../services/product-changes';
import { notFound } from './replies';
import { errorAnswer, errorResponses } from './schemas';

/**
 * Editors' calls: change a price or stock (no rebuild needed: pages refresh them after hydration)
 * and import a catalogue file. Every call needs the header x-admin-token: $ADMIN_TOKEN; without
 * ADMIN_TOKEN configured they are all refused.
 */
export default async function adminRoutes(app: FastifyInstance) {
  // At onRequest, after the rate limit (edge/rate-limits.ts) and before the body is read: a call
  // without the token is answered at once, whatever it uploads (docs/adr/009).
  app.addHook('onRequest', async (request, reply) => {
    if (!hasAdminToken(request, app.config.adminToken)) {
      return reply
        .code(401)
        .send({ statusCode: 401, error: 'Unauthorized', message: message('adminTokenRequired', request.lng) });
    }
  });

  app.patch<{ Params: { id: number }; Body: ProductChangeWire }>(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a product's price, old price or stock",
        params: IdParams,
        body: ProductChangeSchema,
        response: { 200: ProductChangedSchema, 401: errorAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const changed = await changeProduct(app.db, request.params.id, request.body);
      if (!changed) return notFound(reply, request.lng, 'product', request.params.id);
      return changed;
    },
  );

  app.post(
    '/catalogue',
    {
      bodyLimit: 200 * 1024 * 1024,
      schema: {
        tags: ['admin'],
        summary: 'Import a catalogue file (see docs/catalogue.md): all or nothing',
        response: {
          200: { type: 'object', additionalProperties: true, description: 'what was imported, counted by kind' },
          401: errorAnswer,
          422: ImportRefusedSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await importCatalogue(app.db, request.body);
      if (!result.ok) {
        return reply.code(422).send({
          message: `${result.problems.length} problem(s); nothing was imported`,
          problems: result.problems.slice(0, 500),
        });
      }
      return result.summary;
    },
  );
}
