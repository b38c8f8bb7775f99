/**
 * Who may read the OpenAPI document and Swagger UI (/docs, /docs/json, /docs/static/…): anyone
 * outside production (NODE_ENV is not 'production'), else only a request with the admin token.
 * Without it the answer is the plain 404 of an unknown path: a production shop does not advertise
 * its API explorer, which lists the editors' calls (docs/adr/011).
 */
import type { onRequestHookHandler } from 'fastify';
import type { Config } from '../config';
import { hasAdminToken } from '../lib/admin-token';

/** Swagger UI's `uiHooks` (they run on every route it registers, the JSON included). */
export function docsAccess(config: Pick<Config, 'publicDocs' | 'adminToken'>): { onRequest: onRequestHookHandler } {
  return {
    onRequest: (request, reply, done) => {
      if (config.publicDocs || hasAdminToken(request.headers, config.adminToken)) return done();
      reply.callNotFound();
    },
  };
}
