import type { FastifyInstance } from 'fastify';
import { RefTo } from '../contract/kit';
import {
  OrderStatusChangeSchema,
  StaffOrderListQuery,
  StaffOrderDetailSchema,
  StaffOrderListSchema,
  StaffOrderSchema,
  type OrderStatusChange,
  type StaffOrderListQueryWire,
} from '../contract/orders';
import { IdParams } from '../contract/requests';
import { staffOnly } from '../edge/staff-access';
import { RefusedRequest } from '../edge/refused-request';
import { message } from '../lib/messages';
import { orders } from '../db/schema';
import { changeOrderStatus, staffOrderDetail, staffOrders, staffRow } from '../services/orders/staff';
import type { PaymentService } from '../services/payments/service';
import { errorBody } from '../services/orders/refusals';
import { recheckBeforeShipping } from '../services/payments/recheck';
import { settleNow } from '../services/payments/settle';
import { eq } from 'drizzle-orm';
import { errorAnswer, errorResponses } from './schemas';

export interface AdminOrderRoutesOptions {
  /** a cancelled card order's money goes back through its bank's gateway (docs/adr/025) */
  payments: PaymentService;
}

/**
 * Staff's view of the orders (docs/adr/017): the list with filters, one order, and moving an order
 * on; each with its card payment's attempts and their history (docs/adr/025).
 */
export default async function adminOrderRoutes(app: FastifyInstance, options: AdminOrderRoutesOptions) {
  // A staff session with the orders role (or the machine credential), checked before the body is
  // read, as for every /admin/v1 call (routes/admin.ts, docs/adr/028).
  await staffOnly(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get<{ Querystring: StaffOrderListQueryWire & { limit: number; offset: number } }>(
    '/orders',
    {
      config: { staffRole: 'orders' },
      schema: {
        tags: ['admin'],
        summary: 'Orders, newest first, by status and by the day placed (Asia/Ashgabat)',
        querystring: StaffOrderListQuery,
        response: { 200: StaffOrderListSchema, 401: errorAnswer, ...errorResponses },
      },
    },
    (request) => staffOrders(app.db, request.query, request.lng),
  );

  app.get<{ Params: { id: number } }>(
    '/orders/:id',
    {
      config: { staffRole: 'orders' },
      schema: {
        tags: ['admin'],
        summary:
          'One order: its lines, recipient and address, its payment attempts and their history (registered, paid, declined, refunded…)',
        params: IdParams,
        response: { 200: RefTo(StaffOrderDetailSchema), 401: errorAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const [order] = await app.db.select().from(orders).where(eq(orders.id, request.params.id));
      if (!order) throw new RefusedRequest(404, 'orderNotFound');
      return staffOrderDetail(app.db, order, request.lng);
    },
  );

  app.patch<{ Params: { id: number }; Body: OrderStatusChange }>(
    '/orders/:id',
    {
      config: { staffRole: 'orders' },
      schema: {
        tags: ['admin'],
        summary:
          'Move an order on: accepted -> delivering -> delivered, or cancel it (its pieces go back to stock, a card payment is reversed or refunded once). Before delivering, a paid card payment is asked again at its bank: 409 when the money went back or changed there (the order is then on_hold), 503 when the bank cannot be asked',
        params: IdParams,
        body: OrderStatusChangeSchema,
        response: {
          200: RefTo(StaffOrderSchema),
          401: errorAnswer,
          409: errorAnswer,
          503: errorAnswer,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      // A paid order is shipped only while its bank still holds the money (docs/adr/025 rule 7).
      if (request.body.status === 'delivering') {
        const outcome = await recheckBeforeShipping(options.payments.recheckContext, request.params.id);
        if (outcome === null) {
          // The bank's silence is the shop's refusal, not a failure of the API: its words, not a 500.
          const body = errorBody(503, message('paymentRecheckDown', request.lng));
          return reply.code(503).send({ ...body, code: 'paymentRecheckDown' });
        }
        if (outcome === 'changed') throw new RefusedRequest(409, 'paymentChangedAtBank');
      }
      const changed = await changeOrderStatus(
        app.db,
        request.params.id,
        request.body,
        app.config.now(),
        request.staff!,
        request.lng,
      );
      if (!changed) throw new RefusedRequest(404, 'orderNotFound');
      // Certificates issued on delivery: their codes go to the recipients now, not at the next sweep.
      if (changed.issued) options.payments.onMessages([request.params.id]);
      if (!changed.settle.length) return changed.row;
      // The money goes back now if the gateway answers; else the payments' sweep tries again.
      await settleNow(app.db, options.payments.gateways, changed.settle, options.payments.context).catch(
        (err: unknown) =>
          request.log.warn({ err, order: request.params.id }, 'payment not yet given back; the sweep tries again'),
      );
      return staffRow(
        app.db,
        (await app.db.select().from(orders).where(eq(orders.id, request.params.id)))[0],
        request.lng,
      );
    },
  );
}
