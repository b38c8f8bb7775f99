import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serveSmallPage } from './small-page';

/**
 * The operators' console (/operator, docs/operations.md): a small page of its own, apart from the
 * shop's bundles, as the editors' /admin is. The page itself is public (a sign-in form); the queue,
 * the conversations and the socket need an operator's session (routes/operator.ts).
 */
export default async function operatorPageRoutes(app: FastifyInstance) {
  serveSmallPage(app, { path: '/operator', dir: join(__dirname, '..', '..', 'operator-page') });
}
