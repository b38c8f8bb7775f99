import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  GiftBalanceBodySchema,
  GiftBalanceQuery,
  GiftBalanceSchema,
  GiftPreviewBodySchema,
  GiftPreviewSchema,
  OwnGiftListSchema,
  type GiftBalanceBody,
  type GiftPreviewBody,
} from '../../contract/gift-certificates';
import { CartChangedSchema } from '../../contract/orders';
import { guardGiftGuess } from '../../services/gift-certificates/codes';
import { balanceOf, ownGifts, previewGift } from '../../services/gift-certificates/read';
import type { Answer } from '../../services/orders/idempotency';
import { clientAddressOf } from '../auth-request';
import { errorAnswer } from '../schemas';

export interface GiftRouteOptions {
  /** the signed-in shopper (401 otherwise), as the order routes take it */
  session: (request: FastifyRequest) => Promise<{ user: { id: number } }>;
  send: (reply: FastifyReply, answer: Answer) => FastifyReply;
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
 * Gift certificates (docs/adr/031), registered inside the order routes (their session, cross-site
 * check, refusals and no-store): a certificate on the cart, the public balance check and the
 * shopper's own certificates. Wrong codes are counted per address (and per shopper when signed in).
 */
export function giftCertificateRoutes(app: FastifyInstance, options: GiftRouteOptions) {
  const { session } = options;
  const now = () => app.config.now();

  app.post<{ Body: GiftPreviewBody }>(
    '/orders/gift-certificate',
    {
      schema: {
        tags,
        summary:
          "A gift certificate on the cart: its balance and what it would pay of these goods at today's prices, or why it cannot (409, translated); wrong codes are limited per shopper and address (429)",
        body: GiftPreviewBodySchema,
        response: { 200: GiftPreviewSchema, ...refusals, 409: Type.Union([CartChangedSchema, errorAnswer]) },
      },
    },
    async (request, reply) => {
      const { user } = await session(request);
      const row = await guardGiftGuess(app.db, {
        userId: user.id,
        address: clientAddressOf(request),
        code: request.body.code,
      });
      return options.send(
        reply,
        await previewGift(app.db, { row, lines: request.body.lines, lng: request.lng, now: now() }),
      );
    },
  );

  const balance = async (request: FastifyRequest, code: string) =>
    balanceOf(await guardGiftGuess(app.db, { userId: null, address: clientAddressOf(request), code }));

  app.get<{ Querystring: GiftBalanceBody }>(
    '/gift-certificates/balance',
    {
      schema: {
        tags,
        summary:
          "A certificate's balance, currency and end by its code, no sign-in needed (nothing else of it); wrong codes are limited per address (429)",
        querystring: GiftBalanceQuery,
        response: { 200: GiftBalanceSchema, ...refusals },
      },
    },
    (request) => balance(request, request.query.code),
  );

  app.post<{ Body: GiftBalanceBody }>(
    '/gift-certificates/balance',
    {
      schema: {
        tags,
        summary: 'The balance check with the code in the body (kept out of URLs and their logs)',
        body: GiftBalanceBodySchema,
        response: { 200: GiftBalanceSchema, ...refusals },
      },
    },
    (request) => balance(request, request.body.code),
  );

  app.get(
    '/gift-certificates',
    {
      schema: {
        tags,
        summary: "The certificates the signed-in shopper bought, newest first (the code's last 4 only)",
        response: { 200: OwnGiftListSchema, ...refusals },
      },
    },
    async (request) => {
      const { user } = await session(request);
      return ownGifts(app.db, user.id);
    },
  );
}
