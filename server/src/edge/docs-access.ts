/**
 * Who may read the OpenAPI document and Swagger UI (everything under /docs: the page, /docs/json,
 * /docs/yaml, its static files): anyone outside production (NODE_ENV is not 'production'), else
 * only a request with the admin token. Without it the answer is the plain 404 of an unknown path:
 * a production shop does not advertise its API explorer, which lists the editors' calls
 * (docs/adr/011).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasAdminToken } from './admin-token';

/** Matched on the route, not the raw URL: the router decodes '/%64ocs/json' to the /docs/json route. */
const DOCS_ROUTE = /^\/docs(\/|$)/;

async function docsAccess(app: FastifyInstance) {
  if (app.config.publicDocs) return;
  app.addHook('onRequest', (request, reply, done) => {
    const docs = DOCS_ROUTE.test(request.routeOptions.url ?? '');
    if (!docs || hasAdminToken(request, app.config.adminToken)) return done();
    reply.callNotFound();
  });
}

export default fp(docsAccess, { name: 'docs-access', fastify: '5.x' });
