import cookie from '@fastify/cookie';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { RefTo } from '../../contract/kit';
import { IdParams } from '../../contract/requests';
import {
  CartChangedSchema,
  CartCheckBodySchema,
  CartCheckSchema,
  FastOrderBodySchema,
  FastOrderPlacedSchema,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  OrderDetailSchema,
  OrderExtrasSchema,
  OrderListQuery,
  OrderListSchema,
  OrderPlacedSchema,
  PlaceOrderBodySchema,
  ResendOrderCodeBodySchema,
  VerifyOrderBodySchema,
  type CartCheckBody,
  type FastOrderBody,
  type PlaceOrderBody,
  type ResendOrderCodeBody,
  type VerifyOrderBody,
} from '../../contract/orders';
import type { Database } from '../../db/client';
import { RefusedRequest } from '../../edge/refused-request';
import { message } from '../../lib/messages';
import { ACCOUNTS_CHANGED, SessionCache } from '../../services/accounts/session-cache';
import { messengersFrom } from '../../services/messaging/code-delivery';
import { checkCart } from '../../services/orders/cart-check';
import { confirmOrder } from '../../services/orders/confirm';
import { orderChoices, orderExtras } from '../../services/orders/extras';
import { placeFastOrder } from '../../services/orders/fast';
import { forgetOldKeys, runOnce, type Answer } from '../../services/orders/idempotency';
import { waitingTurn } from '../../db/turn-wait';
import { sendOrderMails } from '../../services/orders/mail';
import { deliverOrderCode, resendOrderCode } from '../../services/orders/order-code';
import { placeOrder, type Placed } from '../../services/orders/place';
import { detailOf, findOwnOrder, listOwnOrders } from '../../services/orders/read';
import { errorBody, refusalAnswer } from '../../services/orders/refusals';
import type { Db } from '../../db/client';
import type { PaymentService } from '../../services/payments/service';
import { paymentRoutes } from './payments';
import { clientAddressOf, fromTrustedOrigin, requireSession, sessionOf } from '../auth-request';
import { errorAnswer } from '../schemas';
import { PromoPreviewBodySchema, PromoPreviewSchema, type PromoPreviewBody } from '../../contract/promotions';
import { guardGuess } from '../../services/promotions/guesses';
import { previewCode } from '../../services/promotions/preview';
import { guardGiftGuess } from '../../services/gift-certificates/codes';
import { giftCertificateRoutes } from './gift-certificates';

export interface OrderRoutesOptions {
  /** the database's LISTEN: sign-outs in other processes end sessions here too (docs/adr/015) */
  listen: Database['listen'];
  /** online card payment: the enabled banks' gateways, the hold, the sweep (docs/adr/025) */
  payments: PaymentService;
}

const tags = ['orders'];
const refusals = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 429: errorAnswer };
const keyed = {
  headers: Type.Object({
    [IDEMPOTENCY_HEADER]: Type.Optional(
      Type.String({
        description:
          'required: one key per attempt (8-255 printable characters); the same key and body replay the first answer, another body is refused (422)',
      }),
    ),
  }),
};
const KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);
/** Unanswered order mails are looked for this often (a process that died after accepting). */
const MAIL_SWEEP_MS = 60_000;
const KEY_SWEEP_MS = 3600_000;

/**
 * Checkout and orders (spec §2, §4, §7; docs/adr/017): the checkout's choices, the cart check,
 * placing an order and confirming it by the SMS code, the shopper's orders, and the quick order.
 */
export default async function orderRoutes(app: FastifyInstance, options: OrderRoutesOptions) {
  const sessions = new SessionCache();
  const unlisten = await options.listen(ACCOUNTS_CHANGED, () => sessions.clear());
  app.addHook('onClose', () => unlisten());
  await app.register(cookie);
  const now = () => app.config.now();
  const messengers = messengersFrom(app.db, app.config, app.log);

  const sendMails = (orderIds?: number[]) =>
    sendOrderMails(app.db, messengers, now, orderIds).catch((err: unknown) =>
      app.log.warn({ err }, 'order e-mail not sent; the sweep tries again'),
    );
  const { payments } = options;
  payments.onAccepted = (orderIds) => void sendMails(orderIds);
  payments.onMessages = (orderIds) => void sendMails(orderIds);
  const mailSweep = setInterval(() => void sendMails(), MAIL_SWEEP_MS);
  mailSweep.unref();
  const keySweep = setInterval(
    () => forgetOldKeys(app.db, now()).catch((err: unknown) => app.log.warn({ err }, 'idempotency key cleanup failed')),
    KEY_SWEEP_MS,
  );
  keySweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(mailSweep);
    clearInterval(keySweep);
  });

  app.setErrorHandler(async (error: FastifyError | RefusedRequest, request, reply) => {
    const refused = refusalAnswer(error, request.lng);
    if (refused) return send(reply, refused);
    throw error;
  });

  // Orders are personal: no browser or CDN cache keeps them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // The session cookies ride on these calls: a state-changing one must come from the shop's pages.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && !fromTrustedOrigin(request, app.config.trustedOrigins)) {
      throw new RefusedRequest(403, 'foreignOrigin');
    }
  });

  const session = (request: FastifyRequest) => requireSession(app.db, sessions, request, now());
  /**
   * A handler of the calls that buy (place, confirm, quick order): in a launch many shoppers stand in
   * line for the same products, and their requests wait their turn for the database instead of
   * being answered 503 at the statement limit (db/turn-wait.ts, docs/adr/017 §5).
   */
  const inLine =
    <A extends unknown[], R>(handler: (...args: A) => Promise<R>) =>
    (...args: A) =>
      waitingTurn(() => handler(...args));

  function send(reply: FastifyReply, answer: Answer, replayed = false) {
    for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(answer.status).send(answer.body);
  }

  /**
   * The work under the request's Idempotency-Key, refusals answered (and rolled back) in the request's
   * language. Answers what to send; a missing key or a key reused with another body is answered here.
   */
  async function once(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    work: (tx: Db) => Promise<Answer>,
  ): Promise<{ answer: Answer; replayed: boolean } | null> {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string' || !KEY.test(key)) {
      send(reply, { status: 400, body: errorBody(400, message('idempotencyKeyRequired', request.lng)), keep: false });
      return null;
    }
    const result = await runOnce(app.db, { scope, key, body: request.body, now: now() }, async (tx) => {
      try {
        return await work(tx);
      } catch (error) {
        const refused = refusalAnswer(error, request.lng);
        if (refused) return refused;
        throw error;
      }
    });
    if ('reused' in result) {
      send(reply, { status: 422, body: errorBody(422, message('idempotencyKeyReused', request.lng)), keep: false });
      return null;
    }
    return result;
  }

  app.get(
    '/orders/extras',
    {
      schema: {
        tags,
        summary: "The checkout's choices: delivery and payment methods and types, costs, bookable days and hours",
        response: { 200: RefTo(OrderExtrasSchema), ...refusals },
      },
    },
    (request) => orderExtras(app.db, request.lng, now(), payments.banks(), app.config.paymentGateway === 'simulator'),
  );

  app.post<{ Body: CartCheckBody }>(
    '/orders/check',
    {
      schema: {
        tags,
        summary: "The cart-view check: each line's price, stock and problem today (no sign-in needed)",
        body: CartCheckBodySchema,
        response: { 200: CartCheckSchema, ...refusals },
      },
    },
    (request) => checkCart(app.db, request.body.lines, request.lng),
  );

  app.post<{ Body: PromoPreviewBody }>(
    '/orders/promo',
    {
      schema: {
        tags,
        summary:
          "A promo code on the cart: the discount line and the new total from today's prices, or why it does not apply (409, translated); guesses are limited per shopper and address (429)",
        body: PromoPreviewBodySchema,
        response: { 200: PromoPreviewSchema, 409: Type.Union([CartChangedSchema, errorAnswer]), ...refusals },
      },
    },
    async (request, reply) => {
      const { user } = await session(request);
      await guardGuess(app.db, { userId: user.id, address: clientAddressOf(request), code: request.body.code });
      const answer = await previewCode(app.db, { ...request.body, userId: user.id, lng: request.lng, now: now() });
      return send(reply, answer);
    },
  );

  app.get<{ Querystring: { limit: number; offset: number } }>(
    '/orders',
    {
      schema: {
        tags,
        summary: "The signed-in shopper's orders, newest first",
        querystring: OrderListQuery,
        response: { 200: OrderListSchema, ...refusals },
      },
    },
    async (request) => {
      const { user } = await session(request);
      return listOwnOrders(app.db, user.id, request.query, request.lng);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: "One of the shopper's orders with its lines (another shopper's id: 404)",
        params: IdParams,
        response: { 200: RefTo(OrderDetailSchema), ...refusals },
      },
    },
    async (request) => {
      const { user } = await session(request);
      const order = await findOwnOrder(app.db, user.id, request.params.id);
      if (!order) throw new RefusedRequest(404, 'orderNotFound');
      return detailOf(app.db, order, request.lng);
    },
  );

  app.post<{ Body: PlaceOrderBody }>(
    '/orders',
    {
      schema: {
        tags,
        summary:
          'Place an order: recomputed from the database (409 with the changed lines); a 4-digit code goes to the recipient by SMS',
        ...keyed,
        body: PlaceOrderBodySchema,
        // 409: a line changed (with the lines), or the promo code does not apply (its reason alone)
        response: {
          200: OrderPlacedSchema,
          409: Type.Union([CartChangedSchema, errorAnswer]),
          422: errorAnswer,
          ...refusals,
        },
      },
    },
    inLine(async (request, reply) => {
      const { user } = await session(request);
      const promoCode = request.body.promoCode;
      if (promoCode) await guardGuess(app.db, { userId: user.id, address: clientAddressOf(request), code: promoCode });
      const giftCode = request.body.giftCertificate;
      if (giftCode)
        await guardGiftGuess(app.db, { userId: user.id, address: clientAddressOf(request), code: giftCode });
      const choices = await orderChoices(app.db, payments.banks());
      // What the committed work leaves to do outside the database (a closure's assignment, so a holder).
      const after: { code?: Placed['code'] } = {};
      const result = await once(request, reply, `POST /orders user:${user.id}`, async (tx) => {
        const placed = await placeOrder(tx, {
          userId: user.id,
          body: request.body,
          lng: request.lng,
          now: now(),
          clientAddress: clientAddressOf(request),
          sendsPerAddress: app.config.codeSendsPerAddress,
          choices,
        });
        after.code = placed.code;
        return placed.answer;
      });
      if (!result) return reply;
      const code = after.code;
      // The SMS leaves before the answer, as the accounts' codes do: the code step finds it sent.
      if (!result.replayed && result.answer.status === 200 && code) {
        await deliverOrderCode(app.db, messengers, request.lng, code, now()).catch((err: unknown) =>
          request.log.warn({ err, order: code.orderId }, 'order code not delivered; the shopper can resend'),
        );
      }
      return send(reply, result.answer, result.replayed);
    }),
  );

  app.post<{ Body: VerifyOrderBody }>(
    '/orders/verify',
    {
      schema: {
        tags,
        summary: 'Confirm an order by its code: the pieces are taken from stock (409 when short) and it is accepted',
        ...keyed,
        body: VerifyOrderBodySchema,
        // 409: stock ran short (with the lines), or the order was cancelled (a message alone)
        response: {
          200: RefTo(OrderDetailSchema),
          409: Type.Union([CartChangedSchema, errorAnswer]),
          422: errorAnswer,
          ...refusals,
        },
      },
    },
    inLine(async (request, reply) => {
      const { user } = await session(request);
      const after = { mail: false };
      const result = await once(request, reply, `POST /orders/verify user:${user.id}`, async (tx) => {
        const confirmed = await confirmOrder(tx, {
          userId: user.id,
          ...request.body,
          lng: request.lng,
          now: now(),
          holdMs: payments.settings.holdMs,
        });
        after.mail = confirmed.mail;
        return confirmed.answer;
      });
      if (!result) return reply;
      send(reply, result.answer, result.replayed);
      // The e-mail needs no waiting shopper: it goes after the answer (and the sweep retries it).
      if (!result.replayed && after.mail) void sendMails([request.body.id]);
      return reply;
    }),
  );

  app.post<{ Body: ResendOrderCodeBody }>(
    '/orders/resend',
    {
      schema: {
        tags,
        summary: "Send an order's code again (60 s after the last, as sign-in codes)",
        body: ResendOrderCodeBodySchema,
        response: { 200: OrderPlacedSchema, 409: errorAnswer, ...refusals },
      },
    },
    async (request) => {
      const { user } = await session(request);
      return resendOrderCode(app.db, messengers, {
        userId: user.id,
        id: request.body.id,
        lng: request.lng,
        clientAddress: clientAddressOf(request),
        sendsPerAddress: app.config.codeSendsPerAddress,
        now: now(),
      });
    },
  );

  app.post<{ Body: FastOrderBody }>(
    '/orders/fast',
    {
      schema: {
        tags,
        summary:
          "Quick order of one product with a name and a phone, no account needed: the shop calls back; a signed-in shopper's is theirs (in /orders)",
        ...keyed,
        body: FastOrderBodySchema,
        response: { 200: FastOrderPlacedSchema, 409: CartChangedSchema, 422: errorAnswer, ...refusals },
      },
    },
    inLine(async (request, reply) => {
      const clientAddress = clientAddressOf(request);
      // A session is not needed, but when there is one the order is the shopper's, listed in /order.
      const userId = (await sessionOf(app.db, sessions, request, now()))?.user.id ?? null;
      // Anonymous: the key is the caller's alone by its randomness (a UUID), as Stripe's are.
      const scope = userId === null ? 'POST /orders/fast' : `POST /orders/fast user:${userId}`;
      const result = await once(request, reply, scope, (tx) =>
        placeFastOrder(tx, { body: request.body, userId, clientAddress, lng: request.lng, now: now() }),
      );
      return result ? send(reply, result.answer, result.replayed) : reply;
    }),
  );

  paymentRoutes(app, { payments, session, sendMails: (orderIds) => void sendMails(orderIds) });
  giftCertificateRoutes(app, { session, send });
}
