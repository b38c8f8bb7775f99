import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RefTo } from '../../contract/kit';
import { OrderDetailSchema } from '../../contract/orders';
import { EmptyBodySchema, PaymentStartedSchema, PaymentStatusSchema } from '../../contract/payments';
import { IdParams } from '../../contract/requests';
import { orderChoices } from '../../services/orders/extras';
import type { PaymentService } from '../../services/payments/service';
import { payOnDelivery, paymentStatus, startPayment } from '../../services/payments/shopper';
import { errorAnswer } from '../schemas';

export interface PaymentRouteOptions {
  payments: PaymentService;
  /** the signed-in shopper (401 otherwise), as the order routes take it */
  session: (request: FastifyRequest) => Promise<{ user: { id: number } }>;
  /** the order e-mails of `orderIds`, after the commit */
  sendMails: (orderIds: number[]) => void;
}

const tags = ['orders'];
const refusals = {
  400: errorAnswer,
  401: errorAnswer,
  403: errorAnswer,
  404: errorAnswer,
  409: errorAnswer,
  429: errorAnswer,
};

/**
 * An order's card payment (docs/adr/025), registered inside the order routes (their session,
 * cross-site check, refusals, no-store and rate limits): start or resume it at the bank, read its
 * state (the gateway is asked; the return URL is never believed), or pay on delivery instead.
 */
export function paymentRoutes(app: FastifyInstance, options: PaymentRouteOptions) {
  const { payments, session } = options;

  app.post<{ Params: { id: number } }>(
    '/orders/:id/payment',
    {
      schema: {
        tags,
        summary:
          "Send the shopper to the bank's card form: the open attempt's again, or a new one (after a decline); 503 when the gateway is down or slow",
        params: IdParams,
        body: EmptyBodySchema,
        response: { 200: PaymentStartedSchema, 503: errorAnswer, ...refusals },
      },
    },
    async (request) => {
      const { user } = await session(request);
      return startPayment(payments, { userId: user.id, id: request.params.id, lng: request.lng });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/orders/:id/payment',
    {
      schema: {
        tags,
        summary: "The order's payment as the bank's gateway tells it (asked while not final, applied once)",
        params: IdParams,
        response: { 200: PaymentStatusSchema, ...refusals },
      },
    },
    async (request) => {
      const { user } = await session(request);
      return paymentStatus(payments, { userId: user.id, id: request.params.id, lng: request.lng });
    },
  );

  app.post<{ Params: { id: number } }>(
    '/orders/:id/payment/on-delivery',
    {
      schema: {
        tags,
        summary:
          "Pay on delivery instead: the order is accepted with the shop's pay-on-delivery method (409 when paid or expired)",
        params: IdParams,
        body: EmptyBodySchema,
        response: { 200: RefTo(OrderDetailSchema), ...refusals },
      },
    },
    async (request) => {
      const { user } = await session(request);
      const choices = await orderChoices(app.db, payments.banks());
      const switched = await payOnDelivery(payments, {
        userId: user.id,
        id: request.params.id,
        lng: request.lng,
        choices,
      });
      if (switched.mail) options.sendMails([request.params.id]);
      return switched.detail;
    },
  );
}
