import type { FastifyInstance } from 'fastify';
import {
  PromoCodeBodySchema,
  PromoCodeChangeSchema,
  PromoCodeDetailSchema,
  PromoCodeListSchema,
  PromoCodeSchema,
  PromoIdParams,
  type PromoCodeBody,
  type PromoCodeChange,
} from '../contract/promotions';
import { staffOnly } from '../edge/staff-access';
import { RefusedRequest } from '../edge/refused-request';
import { changePromoCode, createPromoCode, listPromoCodes, promoCodeDetail } from '../services/promotions/staff';
import { errorAnswer, errorResponses } from './schemas';

const tags = ['admin'];
/** Promo codes change what orders cost: the orders role's (docs/adr/030); owners have every role. */
const config = { staffRole: 'orders' } as const;
const answers = { 401: errorAnswer, 403: errorAnswer, 409: errorAnswer, ...errorResponses };

/** Staff's promo codes (docs/adr/030): each change written to the audit trail (docs/adr/028). */
export default async function adminPromoCodeRoutes(app: FastifyInstance) {
  await staffOnly(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const now = () => app.config.now();

  app.get(
    '/promo-codes',
    {
      config,
      schema: {
        tags,
        summary: 'Promo codes, newest first, each with its uses',
        response: { 200: PromoCodeListSchema, ...answers },
      },
    },
    async () => ({ rows: await listPromoCodes(app.db) }),
  );

  app.get<{ Params: { id: number } }>(
    '/promo-codes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One promo code with its uses (the orders, the discount, released when the order was cancelled)',
        params: PromoIdParams,
        response: { 200: PromoCodeDetailSchema, ...answers },
      },
    },
    async (request) => {
      const detail = await promoCodeDetail(app.db, request.params.id);
      if (!detail) throw new RefusedRequest(404, 'promoCodeNotFound');
      return detail;
    },
  );

  app.post<{ Body: PromoCodeBody }>(
    '/promo-codes',
    {
      config,
      schema: {
        tags,
        summary: 'Make a promo code (the same code in another case: 409)',
        body: PromoCodeBodySchema,
        response: { 200: PromoCodeSchema, ...answers },
      },
    },
    (request) => createPromoCode(app.db, request.body, request.staff!, now()),
  );

  app.patch<{ Params: { id: number }; Body: PromoCodeChange }>(
    '/promo-codes/:id',
    {
      config,
      schema: {
        tags,
        summary: "Change a promo code's rules (its text stays); active: false turns it off",
        params: PromoIdParams,
        body: PromoCodeChangeSchema,
        response: { 200: PromoCodeSchema, ...answers },
      },
    },
    async (request) => {
      const changed = await changePromoCode(app.db, request.params.id, request.body, request.staff!, now());
      if (!changed) throw new RefusedRequest(404, 'promoCodeNotFound');
      return changed;
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/promo-codes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Turn a promo code off: it is kept, with its uses, and shoppers are told it does not exist',
        params: PromoIdParams,
        response: { 200: PromoCodeSchema, ...answers },
      },
    },
    async (request) => {
      const changed = await changePromoCode(app.db, request.params.id, { active: false }, request.staff!, now());
      if (!changed) throw new RefusedRequest(404, 'promoCodeNotFound');
      return changed;
    },
  );
}
