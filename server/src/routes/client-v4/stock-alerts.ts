import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdParams } from '../../contract/requests';
import {
  STOCK_ALERTS_TOKEN_HEADER,
  StockAlertListSchema,
  SubscribeBodySchema,
  SubscribedSchema,
  TokenQuery,
  UnsubscribeQuery,
  VapidKeySchema,
  type SubscribeBody,
} from '../../contract/stock-alerts';
import type { Database } from '../../db/client';
import { RefusedRequest } from '../../edge/refused-request';
import { message } from '../../lib/messages';
import { ACCOUNTS_CHANGED, SessionCache } from '../../services/accounts/session-cache';
import { subscriptionOfLink } from '../../services/stock-alerts/alert-links';
import { ownerOfToken } from '../../services/stock-alerts/manage-token';
import { listAlerts, removeAlert, subscribe, type Viewer } from '../../services/stock-alerts/subscriptions';
import type { StockAlerts } from '../../services/stock-alerts/stock-alerts';
import { clientAddressOf, fromTrustedOrigin, sessionOf } from '../auth-request';
import { errorAnswer } from '../schemas';

export interface StockAlertRoutesOptions {
  listen: Database['listen'];
  alerts: StockAlerts;
}

const tags = ['stock alerts'];
const refusals = {
  400: errorAnswer,
  401: errorAnswer,
  403: errorAnswer,
  404: errorAnswer,
  409: errorAnswer,
  429: errorAnswer,
};

/**
 * Back-in-stock alerts (spec §2 product notification settings, §3 subscription; docs/adr/020):
 * the VAPID public key, subscribing by e-mail and/or this browser's push, and listing and removing
 * one's subscriptions: a signed-in shopper's own, or an anonymous owner's by the manage token (the
 * e-mail link's, or the browser's fcmToken cookie, sent in x-stock-alerts-token).
 */
export default async function stockAlertRoutes(app: FastifyInstance, { listen, alerts }: StockAlertRoutesOptions) {
  const sessions = new SessionCache();
  const unlisten = await listen(ACCOUNTS_CHANGED, () => sessions.clear());
  app.addHook('onClose', () => unlisten());
  await app.register(cookie);
  const now = () => app.config.now();

  // Subscriptions are personal: no browser or CDN cache keeps them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // The session cookies ride on these calls: a state-changing one must come from the shop's pages,
  // except the one-click unsubscribe a mail client POSTs (RFC 8058), which carries its own token.
  app.addHook('onRequest', async (request) => {
    const oneClick = request.routeOptions.url?.endsWith('/stock-alerts/unsubscribe');
    if (request.method !== 'GET' && !oneClick && !fromTrustedOrigin(request, app.config.trustedOrigins)) {
      throw new RefusedRequest(403, 'foreignOrigin');
    }
  });
  // RFC 8058's body is the form `List-Unsubscribe=One-Click`: read and ignored (the URL says it all).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );

  /** The caller: a signed-in shopper, else the owner a valid manage token names; null for neither. */
  async function viewerOf(request: FastifyRequest): Promise<Viewer | null> {
    const session = await sessionOf(app.db, sessions, request, now());
    if (session) return { kind: 'user', userId: session.user.id };
    const header = request.headers[STOCK_ALERTS_TOKEN_HEADER];
    const token = typeof header === 'string' && header ? header : (request.query as { token?: string }).token;
    if (!token) return null;
    const browser = ownerOfToken(alerts.tokenKey, token);
    if (browser) return browser;
    // an e-mail's link opens the subscriptions of its address while it lives
    const link = await subscriptionOfLink(app.db, token, now());
    if (!link) throw new RefusedRequest(403, 'stockAlertLinkInvalid');
    return { kind: 'email', email: link.email };
  }
  const requireViewer = async (request: FastifyRequest) => {
    const viewer = await viewerOf(request);
    if (!viewer) throw new RefusedRequest(401, 'stockAlertSignInOrLink');
    return viewer;
  };

  app.get(
    '/stock-alerts/key',
    {
      schema: {
        tags,
        summary: "The shop's Web Push (VAPID) public key: the browser's applicationServerKey (spec §9 {key})",
        response: { 200: VapidKeySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { publicKey: alerts.keys.publicKey };
    },
  );

  app.post<{ Body: SubscribeBody }>(
    '/stock-alerts',
    {
      schema: {
        tags,
        summary:
          'Subscribe to a product that is out of stock, by e-mail and/or push (a signed-in shopper: linked to the account)',
        body: SubscribeBodySchema,
        response: { 200: SubscribedSchema, ...refusals },
      },
    },
    async (request) => {
      const session = await sessionOf(app.db, sessions, request, now());
      return app.db.transaction((tx) =>
        subscribe(tx, {
          body: request.body,
          userId: session?.user.id ?? null,
          clientAddress: clientAddressOf(request),
          lng: request.lng,
          now: now(),
          pushServices: app.config.pushServiceHosts,
          tokenKey: alerts.tokenKey,
        }),
      );
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    '/stock-alerts',
    {
      schema: {
        tags,
        summary: "The caller's subscriptions: a signed-in shopper's, or those of a manage token's owner",
        querystring: TokenQuery,
        response: { 200: StockAlertListSchema, ...refusals },
      },
    },
    async (request) => {
      const rows = await listAlerts(app.db, await requireViewer(request), request.lng);
      return { rows, count: rows.length };
    },
  );

  app.delete<{ Params: { id: number }; Querystring: { token?: string } }>(
    '/stock-alerts/:id',
    {
      schema: {
        tags,
        summary: "Remove one of the caller's subscriptions (another owner's id answers 404)",
        params: IdParams,
        querystring: TokenQuery,
        response: { 200: StockAlertListSchema, ...refusals },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      if (!(await removeAlert(app.db, viewer, request.params.id))) throw new RefusedRequest(404, 'stockAlertNotFound');
      const rows = await listAlerts(app.db, viewer, request.lng);
      return { rows, count: rows.length };
    },
  );

  app.post<{ Querystring: { token: string; id?: number } }>(
    '/stock-alerts/unsubscribe',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058): the List-Unsubscribe address of every alert e-mail',
        querystring: UnsubscribeQuery,
        response: { 200: { type: 'object', properties: { message: { type: 'string' } } }, ...refusals },
      },
    },
    async (request) => {
      // The link names its subscription; once removed, the link (and so a replay) is refused.
      const link = await subscriptionOfLink(app.db, request.query.token, now());
      if (!link) throw new RefusedRequest(403, 'stockAlertLinkInvalid');
      await removeAlert(app.db, { kind: 'email', email: link.email }, link.alertId);
      return { message: message('stockAlertUnsubscribed', request.lng) };
    },
  );
}
