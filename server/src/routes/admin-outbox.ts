import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { OutboxRowSchema } from '../contract/outbox';
import { latestOutbox, outboxChannels } from '../services/messaging/outbox';
import { errorAnswer } from './schemas';

/**
 * GET /admin/v1/outbox: the messages the outbox providers kept (SMS_PROVIDER=outbox, e-mail without
 * SMTP_URL), for the order staff's messages screen in every mode, so a person trying the shop under
 * `npm start` reads the codes (docs/adr/016). Registered inside the admin routes (the orders role),
 * and only for the channels that have no real provider: with both configured the call does not exist.
 */
export default async function adminOutboxRoutes(app: FastifyInstance) {
  const channels = outboxChannels(app.config);
  if (!channels.length) return;
  app.get(
    '/outbox',
    {
      config: { staffRole: 'orders' },
      schema: {
        tags: ['admin'],
        summary: 'Messages kept by the outbox providers, newest first (only channels without a real provider)',
        response: { 200: Type.Array(OutboxRowSchema), 401: errorAnswer },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return latestOutbox(app.db, 200, channels);
    },
  );
}
