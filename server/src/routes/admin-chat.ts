import type { FastifyInstance } from 'fastify';
import { CHAT_TEXT_MAX, type OperatorFrame } from '../contract/chat';
import {
  HistoryQuery,
  OperatorHistorySchema,
  OperatorTicketsSchema,
  TicketParams,
  parseOperatorFrame,
} from '../contract/chat-frames';
import type { Lng } from '../contract/constants';
import { RefusedRequest } from '../edge/refused-request';
import { STAFF_COOKIE, staffOnly } from '../edge/staff-access';
import { addCountedMessage } from '../services/chat/counters';
import type { ChatHub, OperatorPeer } from '../services/chat/hub';
import { mayAct, operatorOfToken } from '../services/staff/accounts';
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

export interface AdminChatRoutesOptions {
  hub: ChatHub;
}

/** Operators answer several tickets: their own, larger allowance per ticket and minute. */
const OPERATOR_MESSAGES_PER_MINUTE = 60;
const tags = ['chat console'];
const refusals = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 429: errorAnswer };
/** The console's calls need the chat role (an owner has it too, docs/adr/028). */
const config = { staffRole: 'chat' } as const;

/** Close codes of the console's socket once its session or role is gone: the console asks who is signed in. */
const SIGNED_OUT = 4401;
const ROLE_GONE = 4403;

/**
 * The operators' side of the chat (docs/adr/021, 028) on the staff session: the queue and each
 * ticket's history, and the console's socket. Every call needs a staff session with the chat role
 * (edge/staff-access.ts), and the socket's upgrade the shop's origin as well, since a browser sends
 * cookies with a cross-site WebSocket handshake; the socket asks again before every frame but a
 * ping, so a sign-out, a disabled account or a role taken away stops an open console at once.
 */
export default async function adminChatRoutes(app: FastifyInstance, { hub }: AdminChatRoutesOptions) {
  const now = () => app.config.now();
  const db = app.db;

  // Before the session is looked at: another site's page gets nothing but the refusal.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.endsWith('/socket') && !fromTrustedOrigin(request, app.config.trustedOrigins))
      throw new RefusedRequest(403, 'foreignOrigin');
  });
  await staffOnly(app);
  // The console answers as a person, by name: the machine credential reads the queue, it opens no console.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.endsWith('/socket') && request.staff?.id === null)
      throw new RefusedRequest(403, 'staffChatAccountOnly');
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/tickets',
    {
      config,
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
      config,
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

  app.get('/socket', { websocket: true, config, schema: { hide: true } }, (socket, request) => {
    const send = sender(socket);
    const staff = request.staff!;
    const lng: Lng = request.lng;
    socket.on('error', () => undefined);
    const operatorId = staff.id!;
    const operator = { id: operatorId, login: staff.login, name: staff.name };
    const token = request.cookies[STAFF_COOKIE];
    const peer: OperatorPeer = { operatorId, send };
    const typingIn = new Set<number>();
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

    /** Whether the console may go on: its session live, the account on, the chat role still its (docs/adr/028). */
    const stillAllowed = async (): Promise<true | number> => {
      const member = await operatorOfToken(db, token, now());
      if (!member) return SIGNED_OUT;
      return mayAct(member.roles, 'chat') ? true : ROLE_GONE;
    };

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
      const known = await findMessage(db, operatorSender(operatorId), frame.clientId);
      if (known) {
        const ticket = await findTicket(db, known.ticketId);
        return ticket ? deliverAndAck(known, ticket.shopper) : undefined;
      }
      const ticket = await openTicket(frame.ticketId, frame.clientId);
      if (!ticket) return;
      const stored = await addCountedMessage(db, `messages:${ticket.id}:operator`, OPERATOR_MESSAGES_PER_MINUTE, {
        ticketId: ticket.id,
        author: 'operator',
        sender: operatorSender(operatorId),
        operatorId,
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
        const allowed = await stillAllowed();
        if (allowed !== true) {
          send(errorFrame('helloFirst', lng));
          return void socket.close(allowed, allowed === SIGNED_OUT ? 'signed out' : 'no chat role');
        }
        switch (frame.type) {
          case 'hello':
            return send({ type: 'welcome', operator, tickets: await operatorTickets(db) });
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
            const closed = await closeTicket(db, ticket.id, operatorId, now());
            if (closed) await hub.publish({ kind: 'ticket', shopper: ticket.shopper, ticketId: ticket.id });
            return;
          }
        }
      },
    });
  });
}
