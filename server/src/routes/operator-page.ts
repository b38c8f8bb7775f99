import type { FastifyInstance } from 'fastify';
import { STAFF_APP_BASE, type StaffAppScreen } from '../contract/staff-app';

/**
 * The operators' console is the staff app's chat screen (docs/adr/029); its former address, kept in
 * operators' bookmarks, leads there. A temporary redirect: the app's own address may still move.
 */
export default async function operatorPageRoutes(app: FastifyInstance) {
  const chat: StaffAppScreen = 'chat';
  const screen = `${STAFF_APP_BASE}/${chat}`;
  const route = { schema: { hide: true } };
  app.get('/operator', route, async (_request, reply) => reply.redirect(screen, 302));
  app.get('/operator/*', route, async (_request, reply) => reply.redirect(screen, 302));
}
