import type { FastifyInstance } from 'fastify';
import { IdParams } from '../contract/requests';
import {
  CatalogueChangesQuery,
  CatalogueChangesSchema,
  type CatalogueChangesQueryWire,
  EditableProductSchema,
  ProductChangeSchema,
  ProductChangedSchema,
  type ProductChangeWire,
} from '../contract/service';
import { staffOnly } from '../edge/staff-access';
import { changesSince, pruneCatalogueChanges } from '../services/catalogue-changes';
import { BUILT_FIELDS, changesBuiltPages } from '../contract/product-rules';
import { changeProduct, editableProduct } from '../services/product-changes';
import adminBuildRoutes from './admin-builds';
import adminCatalogueRoutes from './admin-catalogue';
import adminOperatorRoutes from './admin-operators';
import adminOutboxRoutes from './admin-outbox';
import adminStaffRoutes from './admin-staff';
import { notFound } from './replies';
import { errorAnswer, errorResponses } from './schemas';

/**
 * Editors' calls: change a product (price and stock need no rebuild: pages refresh them after
 * hydration; its name, description and images queue a site build), import a catalogue file (queues
 * a build), and the site builds themselves (./admin-builds.ts). Every call needs the header
 * x-admin-token: $ADMIN_TOKEN; without ADMIN_TOKEN configured they are all refused.
 */
export default async function adminRoutes(app: FastifyInstance) {
  // At onRequest, after the rate limit (edge/rate-limits.ts) and before the body is read: a call
  // without a staff session or the machine credential is answered at once, whatever it uploads
  // (docs/adr/009), and one whose account lacks the route's role too (docs/adr/028).
  await staffOnly(app);

  app.get<{ Params: { id: number } }>(
    '/products/:id',
    {
      config: { staffRole: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'A product as an editor changes it: name and description in TM, RU and EN, price, stock, image keys',
        params: IdParams,
        response: { 200: EditableProductSchema, 401: errorAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const product = await editableProduct(app.db, request.params.id);
      return product ?? notFound(reply, request.lng, 'product', request.params.id);
    },
  );

  app.patch<{ Params: { id: number }; Body: ProductChangeWire }>(
    '/products/:id',
    {
      config: { staffRole: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          "Change a product's price, old price, stock, name, description or images (the last three queue a site build)",
        params: IdParams,
        body: ProductChangeSchema,
        response: { 200: ProductChangedSchema, 401: errorAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const changed = await changeProduct(app.db, request.params.id, request.body, request.staff!);
      if (!changed) return notFound(reply, request.lng, 'product', request.params.id);
      if (!app.siteBuilds || !changesBuiltPages(request.body)) return changed;
      const { build, coalesced } = await app.siteBuilds.queue({
        kind: 'product',
        at: new Date().toISOString(),
        productId: changed.id,
        note: BUILT_FIELDS.filter((field) => request.body[field] !== undefined).join(', '),
        fields: BUILT_FIELDS.filter((field) => request.body[field] !== undefined),
      });
      return { ...changed, rebuild: { buildId: build.id, coalesced } };
    },
  );

  app.get<{ Querystring: CatalogueChangesQueryWire }>(
    '/catalogue/changes',
    {
      config: { staffRole: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          'The change feed of incremental site builds: products whose pages changed since a catalogue version, or full',
        querystring: CatalogueChangesQuery,
        response: { 200: CatalogueChangesSchema, 401: errorAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const answer = await changesSince(app.db, request.query.since);
      // The build's reads that follow must not be answered from before this version.
      app.responseCache.observe(answer.version);
      return answer;
    },
  );

  await app.register(adminCatalogueRoutes);
  await app.register(adminBuildRoutes);
  await app.register(adminOperatorRoutes);
  await app.register(adminOutboxRoutes);
  await app.register(adminStaffRoutes);

  // The change feed's entries older than it keeps go hourly (and after each site build), also in a
  // shop that builds elsewhere: every stock change of an order adds one.
  const prune = setInterval(
    () =>
      void pruneCatalogueChanges(app.db).catch((err: unknown) =>
        app.log.warn({ err }, 'pruning the catalogue change feed failed'),
      ),
    PRUNE_EVERY_MS,
  );
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
}

const PRUNE_EVERY_MS = 3600_000;
