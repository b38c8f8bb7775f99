import type { FastifyInstance } from 'fastify';
import {
  GIFT_PAGE_SIZE,
  StaffGiftListSchema,
  StaffGiftQuery,
  type StaffGiftQueryWire,
} from '../contract/gift-certificates';
import { staffOnly } from '../edge/staff-access';
import { staffGifts } from '../services/gift-certificates/read';
import { errorAnswer, errorResponses } from './schemas';

const tags = ['admin'];
/** Certificates are paid for by orders and pay for orders: the orders role's (docs/adr/031). */
const config = { staffRole: 'orders' } as const;
const answers = { 401: errorAnswer, 403: errorAnswer, ...errorResponses };

/** Staff's gift certificates (docs/adr/031): read only; nothing here changes a certificate. */
export default async function adminGiftCertificateRoutes(app: FastifyInstance) {
  await staffOnly(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get<{ Querystring: StaffGiftQueryWire }>(
    '/gift-certificates',
    {
      config,
      schema: {
        tags,
        summary:
          "Gift certificates, newest first, by the code's last 4 and status, each with its balance and uses (orders, amounts, released)",
        querystring: StaffGiftQuery,
        response: { 200: StaffGiftListSchema, ...answers },
      },
    },
    (request) =>
      staffGifts(
        app.db,
        { ...request.query, limit: request.query.limit ?? GIFT_PAGE_SIZE, offset: request.query.offset ?? 0 },
        app.config.now(),
      ),
  );
}
