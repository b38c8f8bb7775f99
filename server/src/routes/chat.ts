import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_DEVICE, CHAT_DEVICE_HEADER, CHAT_TEXT_MAX, type ShopperFrame } from '../contract/chat';
import {
  ChatHistorySchema,
  ChatPresenceSchema,
  ChatTicketsSchema,
  HistoryQuery,
  TicketParams,
  parseShopperFrame,
} from '../contract/chat-frames';
import type { Lng } from '../contract/constants';
import { RefusedRequest } from '../edge/refused-request';
import { findSession, sha256 } from '../services/accounts/sessions';
import { addCountedMessage, countChatHit } from '../services/chat/counters';
import type { ChatHub, ShopperPeer } from '../services/chat/hub';
import { operatorsOnline, presenceFor } from '../services/chat/presence';
import {
  findMessage,
  latestTicketOf,
  markRead,
  messagesAfter,
  messagesWire,
  openTicketFor,
  openTicketOf,
  ownTicket,
  rateTicket,
  setComment,
  shopperKeyOfUser,
  ticketWire,
  ticketsOf,
  type ShopperIdentity,
  type TicketRow,
} from '../services/chat/tickets';
import { clientAddressOf, credentialsOf, fromTrustedOrigin } from './auth-request';
import { characters, errorFrame, readFrames, sender } from './chat-socket';
import { errorAnswer } from './schemas';

export interface ChatRoutesOptions {
  hub: ChatHub;
}

const tags = ['chat'];
const HOUR_MS = 60 * 60 * 1000;
const deviceKey = (device: string) => `d:${sha256(device)}`;

/**
 * The shopper's side of the operator chat (docs/adr/021, docs/api.md Chat): the socket, the history
 * and what is known of the operators. A shopper is their account (the session cookies or headers)
 * or, signed out, the device secret their browser keeps; each sees only their own tickets.
 */
export default async function chatRoutes(app: FastifyInstance, { hub }: ChatRoutesOptions) {
  await app.register(cookie);
  const now = () => app.config.now();
  const db = app.db;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** The signed-in shopper, else the device secret's holder, else nobody. */
  async function identityOf(request: FastifyRequest, device: string | undefined): Promise<ShopperIdentity | null> {
    const { token, device: sessionDevice } = credentialsOf(request);
    if (token && sessionDevice && token.length <= 128 && sessionDevice.length <= 128) {
      const session = await findSession(db, token, sessionDevice, now());
      if (session) return { key: shopperKeyOfUser(session.user.id), userId: session.user.id };
    }
    if (device && new RegExp(CHAT_DEVICE).test(device)) return { key: deviceKey(device), userId: null };
    return null;
  }

  const requireIdentity = async (request: FastifyRequest) => {
    const device = request.headers[CHAT_DEVICE_HEADER];
    const who = await identityOf(request, typeof device === 'string' ? device : undefined);
    if (!who) throw new RefusedRequest(401, 'signInFirst');
    return who;
  };

  app.get(
    '/tickets',
    {
      schema: {
        tags,
        summary: "The shopper's tickets, newest first (session cookies or the x-chat-device header)",
        response: { 200: ChatTicketsSchema, 401: errorAnswer },
      },
    },
    async (request) => {
      const who = await requireIdentity(request);
      const rows = await ticketsOf(db, who.key);
      return { tickets: await Promise.all(rows.map((row) => ticketWire(db, row))) };
    },
  );

  app.get<{ Params: { id: number }; Querystring: { after?: number } }>(
    '/tickets/:id/messages',
    {
      schema: {
        tags,
        summary: "A ticket of the shopper's and its messages after `after` (200 at most): the history",
        params: TicketParams,
        querystring: HistoryQuery,
        response: { 200: ChatHistorySchema, 400: errorAnswer, 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const who = await requireIdentity(request);
      const ticket = await ownTicket(db, who.key, request.params.id);
      if (!ticket) throw new RefusedRequest(404, 'chatTicketNotFound');
      const rows = await messagesAfter(db, ticket.id, request.query.after ?? 0);
      return { ticket: await ticketWire(db, ticket), messages: await messagesWire(db, rows) };
    },
  );

  app.get(
    '/presence',
    {
      schema: {
        tags,
        summary: 'Whether an operator is online, and the name shown',
        response: { 200: ChatPresenceSchema },
      },
    },
    async () => presenceFor(await operatorsOnline(db, now()), null),
  );

  // The upgrade is a cross-site request like any other: only the shop's pages may open the socket
  // with the shopper's cookies (the accounts' Origin rule, docs/adr/015).
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.endsWith('/socket') && !fromTrustedOrigin(request, app.config.trustedOrigins)) {
      throw new RefusedRequest(403, 'foreignOrigin');
    }
  });

  app.get('/socket', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const send = sender(socket);
    const peer: ShopperPeer = { key: null, ticketOperatorId: null, send };
    let who: ShopperIdentity | null = null;
    let lng: Lng = request.lng;
    let ticket: TicketRow | null = null;
    let typing = false;
    socket.on('error', () => undefined);
    socket.on('close', () => {
      hub.removeShopper(peer);
      if (typing && ticket && who) {
        hub
          .publish({ kind: 'typing', shopper: who.key, ticketId: ticket.id, author: 'shopper', typing: false })
          .catch(() => undefined);
      }
    });

    const hello = async (frame: Extract<ShopperFrame, { type: 'hello' }>) => {
      if (who) return send(errorFrame('badFrame', lng));
      lng = frame.lng ?? lng;
      who = await identityOf(request, frame.device);
      if (!who) return send(errorFrame('badFrame', lng));
      peer.key = who.key;
      // The open ticket, else the last one (its rating may still be asked for).
      ticket = (await openTicketOf(db, who.key)) ?? (await latestTicketOf(db, who.key));
      if (ticket && ticket.status === 'closed' && ticket.rating !== null) ticket = null;
      peer.ticketOperatorId = ticket?.operatorId ?? null;
      hub.addShopper(peer as ShopperPeer & { key: string });
      const messages = ticket ? await messagesWire(db, await messagesAfter(db, ticket.id, frame.after ?? 0)) : [];
      send({
        type: 'welcome',
        ticket: ticket && (await ticketWire(db, ticket)),
        messages,
        presence: presenceFor(await operatorsOnline(db, now()), peer.ticketOperatorId),
      });
    };

    const sendMessage = async (who: ShopperIdentity, frame: Extract<ShopperFrame, { type: 'send' }>) => {
      const text = frame.text.trim();
      if (!text) return send(errorFrame('badFrame', lng, frame.clientId));
      if (characters(text) > CHAT_TEXT_MAX) return send(errorFrame('tooLong', lng, frame.clientId));
      // The others are told before the sender's ack: a sender whose process dies in between has no
      // ack, so it sends the message again, and that resend tells them (receivers keep an id once).
      const deliverAndAck = async (row: NonNullable<Awaited<ReturnType<typeof findMessage>>>) => {
        const [wire] = await messagesWire(db, [row]);
        await hub.publish({
          kind: 'message',
          shopper: who.key,
          ticketId: row.ticketId,
          messageId: wire.id,
        });
        send({ type: 'ack', clientId: frame.clientId, message: wire });
      };
      // A resent message (a dropped connection lost its ack) is delivered and acknowledged again, not counted.
      const known = await findMessage(db, who.key, frame.clientId);
      if (known) return deliverAndAck(known);
      let current = await openTicketOf(db, who.key);
      if (!current) {
        const { hits } = await countChatHit(db, `tickets:${clientAddressOf(request)}`, HOUR_MS, now());
        // New tickets per client address an hour: one client cannot fill the operators' queue.
        if (hits > app.config.chatTicketsPerAddressHour) return send(errorFrame('tooFast', lng, frame.clientId));
      }
      let opened = false;
      if (!current || (frame.email && frame.email !== current.email)) {
        const result = await openTicketFor(db, who, { lng, email: frame.email, now: now() });
        current = result.ticket;
        opened = result.created || Boolean(frame.email);
      }
      ticket = current;
      const stored = await addCountedMessage(db, `messages:${current.id}:shopper`, app.config.chatMessagesPerMinute, {
        ticketId: current.id,
        author: 'shopper',
        sender: who.key,
        operatorId: null,
        clientId: frame.clientId,
        text,
        now: now(),
      });
      if ('tooFast' in stored) return send(errorFrame('tooFast', lng, frame.clientId));
      // The new ticket (or its e-mail) reaches the shopper's tabs before the message's ack.
      if (opened) await hub.publish({ kind: 'ticket', shopper: who.key, ticketId: current.id });
      await deliverAndAck(stored.message);
    };

    /** The conversation the shopper's window shows: the open ticket, else the last one (another tab may have started one). */
    const currentTicket = async (who: ShopperIdentity) =>
      (await openTicketOf(db, who.key)) ?? (await latestTicketOf(db, who.key));

    readFrames<ShopperFrame>({
      socket,
      parse: parseShopperFrame,
      lng: () => lng,
      onError: (err) => request.log.error({ err }, 'chat frame failed'),
      handle: async (frame) => {
        if (frame.type === 'hello') return hello(frame);
        if (frame.type === 'ping') return send({ type: 'pong' });
        if (!who) return send(errorFrame('helloFirst', lng));
        switch (frame.type) {
          case 'send':
            return sendMessage(who, frame);
          case 'typing': {
            const open = await openTicketOf(db, who.key);
            if (!open) return;
            typing = frame.typing;
            return hub.publish({
              kind: 'typing',
              shopper: who.key,
              ticketId: open.id,
              author: 'shopper',
              typing: frame.typing,
            });
          }
          case 'read': {
            const current = await currentTicket(who);
            if (!current) return;
            const upTo = await markRead(db, current.id, 'shopper', frame.upTo);
            if (upTo !== null)
              await hub.publish({ kind: 'read', shopper: who.key, ticketId: current.id, author: 'shopper', upTo });
            return;
          }
          case 'comment': {
            const current = await currentTicket(who);
            if (!current) return send(errorFrame('ticketNotFound', lng));
            ticket = await setComment(db, current.id, frame.text.trim(), now());
            return hub.publish({ kind: 'ticket', shopper: who.key, ticketId: current.id });
          }
          case 'rate': {
            const rated = await ownTicket(db, who.key, frame.ticketId);
            if (!rated) return send(errorFrame('ticketNotFound', lng));
            const result = await rateTicket(db, rated, frame.rating, frame.note, now());
            if (!result.ok) return send(errorFrame(result.code, lng));
            return hub.publish({ kind: 'ticket', shopper: who.key, ticketId: rated.id });
          }
        }
      },
    });
  });
}
