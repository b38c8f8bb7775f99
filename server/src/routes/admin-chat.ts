import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { CHAT_TEXT_MAX, type OperatorFrame } from '../contract/chat';
import {
  HistoryQuery,
  OperatorHistorySchema,
  OperatorSchema,
  OperatorSigninBody,
  OperatorTicketsSchema,
  TicketParams,
  parseOperatorFrame,
} from '../contract/chat-frames';
import type { Lng } from '../contract/constants';
import { RefusedRequest } from '../edge/refused-request';
import { addCountedMessage } from '../services/chat/counters';
import type { ChatHub, OperatorPeer } from '../services/chat/hub';
import { roleName } from '../edge/staff-access';
import {
  mayAct,
  createOperatorSession,
  operatorOfToken,
  operatorWire,
  revokeOperatorToken,
  signInOperator,
  type OperatorRow,
  OPERATOR_SESSION_MS,
} from '../services/staff/accounts';
import {
  closeTicket,
  findMessage,
  findTicket,
  markRead,
  messagesAfter,
  messagesWire,
  operatorSender,
  operatorTickets,
} from '../services/chat/tickets';
import { fromTrustedOrigin } from './auth-request';
import { characters, errorFrame, readFrames, sender } from './chat-socket';
import { errorAnswer } from './schemas';

export interface OperatorRoutesOptions {
  hub: ChatHub;
}

/** The console's session cookie: HttpOnly, SameSite=Strict, only sent to /operator paths. */
export const OPERATOR_COOKIE = 'OperatorToken';
/** Operators answer several tickets: their own, larger allowance per ticket and minute. */
const OPERATOR_MESSAGES_PER_MINUTE = 60;
const tags = ['operator'];
const refusals = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 429: errorAnswer };

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorRow | null;
  }
}

/**
 * The operators' side of the chat (docs/adr/021): sign-in with an account made by
 * `npm run operator:add`, the queue and each ticket's history, and the console's socket. Everything
 * but the sign-in needs the operator's session; state changes and the socket need the shop's origin.
 */
export default async function operatorRoutes(app: FastifyInstance, { hub }: OperatorRoutesOptions) {
  await app.register(cookie);
  const now = () => app.config.now();
  const db = app.db;
  app.decorateRequest('operator', null);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.addHook('onRequest', async (request) => {
    const path = request.routeOptions.url ?? '';
    const changesState = request.method !== 'GET' || path.endsWith('/socket');
    if (changesState && !fromTrustedOrigin(request, app.config.trustedOrigins)) {
      throw new RefusedRequest(403, 'foreignOrigin');
    }
    if (path.endsWith('/signin')) return;
    request.operator = await operatorOfToken(db, request.cookies[OPERATOR_COOKIE], now());
    if (!request.operator) throw new RefusedRequest(401, 'signInFirst');
    // Roles change while a console is open: each call asks again (docs/adr/028).
    if (!mayAct(request.operator.roles, 'chat'))
      throw new RefusedRequest(403, 'staffRoleMissing', { role: roleName('chat', request) });
  });

  const cookieOptions = (request: FastifyRequest) => ({
    path: '/operator',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
  });

  app.post<{ Body: { login: string; password: string } }>(
    '/signin',
    {
      schema: {
        tags,
        summary: "Sign an operator in (an account of `npm run operator:add`): sets the console's HttpOnly cookie",
        body: OperatorSigninBody,
        response: { 200: Type.Object({ operator: OperatorSchema }), ...refusals },
      },
    },
    async (request, reply: FastifyReply) => {
      const operator = await signInOperator(db, request.body.login, request.body.password, now());
      if (!mayAct(operator.roles, 'chat'))
        throw new RefusedRequest(403, 'staffRoleMissing', { role: roleName('chat', request) });
      const token = await createOperatorSession(db, operator.id, now());
      reply.setCookie(OPERATOR_COOKIE, token, { ...cookieOptions(request), maxAge: OPERATOR_SESSION_MS / 1000 });
      return { operator: operatorWire(operator) };
    },
  );

  app.post(
    '/signout',
    {
      schema: {
        tags,
        summary: "End the console's session",
        response: { 200: Type.Object({ done: Type.Boolean() }), ...refusals },
      },
    },
    async (request, reply) => {
      await revokeOperatorToken(db, request.cookies[OPERATOR_COOKIE] ?? '', now());
      reply.clearCookie(OPERATOR_COOKIE, cookieOptions(request));
      return { done: true };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags,
        summary: 'The signed-in operator',
        response: { 200: Type.Object({ operator: OperatorSchema }), ...refusals },
      },
    },
    async (request) => ({ operator: operatorWire(request.operator!) }),
  );

  app.get(
    '/tickets',
    {
      schema: {
        tags,
        summary: 'The queue: open tickets by last activity, then the 50 latest closed ones with their ratings',
        response: { 200: OperatorTicketsSchema, ...refusals },
      },
    },
    async () => ({ tickets: await operatorTickets(db) }),
  );

  app.get<{ Params: { id: number }; Querystring: { after?: number } }>(
    '/tickets/:id/messages',
    {
      schema: {
        tags,
        summary: 'A ticket and its messages after `after` (200 at most)',
        params: TicketParams,
        querystring: HistoryQuery,
        response: { 200: OperatorHistorySchema, ...refusals },
      },
    },
    async (request) => {
      const [ticket] = await operatorTickets(db, [request.params.id]);
      if (!ticket) throw new RefusedRequest(404, 'chatTicketNotFound');
      const rows = await messagesAfter(db, ticket.id, request.query.after ?? 0);
      return { ticket, messages: await messagesWire(db, rows) };
    },
  );

  app.get('/socket', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const send = sender(socket);
    const operator = request.operator!;
    const token = request.cookies[OPERATOR_COOKIE];
    const lng: Lng = request.lng;
    const peer: OperatorPeer = { operatorId: operator.id, send };
    const typingIn = new Set<number>();
    socket.on('error', () => undefined);
    const added = hub.addOperator(peer).catch((err: Error) => request.log.warn({ err }, 'operator presence'));
    socket.on('close', () => {
      void added
        .then(async () => {
          for (const ticketId of typingIn) {
            const ticket = await findTicket(db, ticketId);
            if (ticket)
              await hub.publish({
                kind: 'typing',
                shopper: ticket.shopper,
                ticketId,
                author: 'operator',
                typing: false,
              });
          }
          await hub.removeOperator(peer);
        })
        .catch((err: Error) => request.log.warn({ err }, 'operator left'));
    });

    /** A signed-out or disabled operator's open console may change nothing more. */
    const stillSignedIn = async () => Boolean(await operatorOfToken(db, token, now()));

    const openTicket = async (ticketId: number, clientId?: string) => {
      const ticket = await findTicket(db, ticketId);
      if (!ticket) return void send(errorFrame('ticketNotFound', lng, clientId));
      if (ticket.status !== 'open') return void send(errorFrame('ticketClosed', lng, clientId));
      return ticket;
    };

    const answer = async (frame: Extract<OperatorFrame, { type: 'send' }>) => {
      const text = frame.text.trim();
      if (!text) return send(errorFrame('badFrame', lng, frame.clientId));
      if (characters(text) > CHAT_TEXT_MAX) return send(errorFrame('tooLong', lng, frame.clientId));
      // The others are told before the ack, and again on a resend (a process that died in between
      // told no one); receivers keep a message id once (docs/adr/021 §7).
      const deliverAndAck = async (row: NonNullable<Awaited<ReturnType<typeof findMessage>>>, shopper: string) => {
        const [wire] = await messagesWire(db, [row]);
        await hub.publish({ kind: 'message', shopper, ticketId: row.ticketId, messageId: wire.id });
        send({ type: 'ack', clientId: frame.clientId, message: wire });
      };
      const known = await findMessage(db, operatorSender(operator.id), frame.clientId);
      if (known) {
        const ticket = await findTicket(db, known.ticketId);
        return ticket ? deliverAndAck(known, ticket.shopper) : undefined;
      }
      const ticket = await openTicket(frame.ticketId, frame.clientId);
      if (!ticket) return;
      const stored = await addCountedMessage(db, `messages:${ticket.id}:operator`, OPERATOR_MESSAGES_PER_MINUTE, {
        ticketId: ticket.id,
        author: 'operator',
        sender: operatorSender(operator.id),
        operatorId: operator.id,
        clientId: frame.clientId,
        text,
        now: now(),
      });
      if ('tooFast' in stored) return send(errorFrame('tooFast', lng, frame.clientId));
      await deliverAndAck(stored.message, ticket.shopper);
    };

    readFrames<OperatorFrame>({
      socket,
      parse: parseOperatorFrame,
      lng: () => lng,
      onError: (err) => request.log.error({ err }, 'operator frame failed'),
      handle: async (frame) => {
        // Online (the heartbeat written) before anything is answered: shoppers then see it.
        await added;
        if (frame.type === 'ping') return send({ type: 'pong' });
        if (frame.type === 'hello') {
          return send({ type: 'welcome', operator: operatorWire(operator), tickets: await operatorTickets(db) });
        }
        if (!(await stillSignedIn())) {
          send(errorFrame('helloFirst', lng));
          return void socket.close(4401, 'signed out');
        }
        switch (frame.type) {
          case 'send':
            return answer(frame);
          case 'typing': {
            const ticket = await openTicket(frame.ticketId);
            if (!ticket) return;
            if (frame.typing) typingIn.add(ticket.id);
            else typingIn.delete(ticket.id);
            return hub.publish({
              kind: 'typing',
              shopper: ticket.shopper,
              ticketId: ticket.id,
              author: 'operator',
              typing: frame.typing,
            });
          }
          case 'read': {
            const ticket = await findTicket(db, frame.ticketId);
            if (!ticket) return send(errorFrame('ticketNotFound', lng));
            const upTo = await markRead(db, ticket.id, 'operator', frame.upTo);
            if (upTo !== null)
              await hub.publish({
                kind: 'read',
                shopper: ticket.shopper,
                ticketId: ticket.id,
                author: 'operator',
                upTo,
              });
            return;
          }
          case 'close': {
            const ticket = await openTicket(frame.ticketId);
            if (!ticket) return;
            const closed = await closeTicket(db, ticket.id, operator.id, now());
            if (closed) await hub.publish({ kind: 'ticket', shopper: ticket.shopper, ticketId: ticket.id });
            return;
          }
        }
      },
    });
  });
}
