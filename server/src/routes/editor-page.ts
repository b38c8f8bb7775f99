import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serveSmallPage } from './small-page';

/**
 * The editors' page (/admin, docs/operations.md): a small page of its own, apart from the shop's
 * bundles. The page itself is public (a sign-in form); everything it shows comes from the
 * /admin/v1 calls, which need the admin token.
 */
export default async function editorPageRoutes(app: FastifyInstance) {
  serveSmallPage(app, { path: '/admin', dir: join(__dirname, '..', '..', 'editor-page') });
}
