/**
 * Who is connected to this process, and how an event reaches every socket that should see it, on
 * this process and the others (docs/adr/021). An event is delivered here at once; on PostgreSQL it
 * is also sent with NOTIFY on `chat_events`, and every other process delivers it to its own
 * sockets. On PGlite the API is one process: memory is enough. Each process delivers a ticket's
 * events in turn and its messages in id order, gaps filled (ticket-order.ts).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ChatAuthor, ServerFrame } from '../../contract/chat';
import type { Database, Db } from '../../db/client';
import { HEARTBEAT_MS, heartbeat, operatorsOnline, presenceFor, wentAway } from './presence';
import { TicketOrder } from './ticket-order';
import { findTicket, messagesWire, operatorTickets, ticketWire } from './tickets';

export const CHAT_CHANNEL = 'chat_events';

export interface Peer {
  send(frame: ServerFrame): void;
}
export interface ShopperPeer extends Peer {
  /** the shopper key (tickets.ts); null until hello */
  key: string | null;
  /** the operator of the shopper's current ticket, for the presence shown */
  ticketOperatorId: number | null;
}
export interface OperatorPeer extends Peer {
  operatorId: number;
}

export type ChatEvent =
  // A message travels as its id: every receiver reads its ticket's messages back in order (ticket-order.ts).
  | { kind: 'message'; shopper: string; ticketId: number; messageId: number }
  | { kind: 'ticket'; shopper: string; ticketId: number }
  | { kind: 'typing'; shopper: string; ticketId: number; author: ChatAuthor; typing: boolean }
  | { kind: 'read'; shopper: string; ticketId: number; author: ChatAuthor; upTo: number }
  | { kind: 'presence' };

interface Logger {
  warn(object: object, message: string): void;
}

export class ChatHub {
  /** this process among the API's processes: its own notices come back to it and are skipped */
  private readonly origin = randomBytes(8).toString('hex');
  private readonly shoppers = new Map<string, Set<ShopperPeer>>();
  private readonly operators = new Map<number, Set<OperatorPeer>>();
  private unlisten: (() => Promise<void>) | undefined;
  private beat: NodeJS.Timeout | undefined;
  private readonly order = new TicketOrder(() => this.db);

  constructor(
    private readonly database: Pick<Database, 'kind' | 'listen'> & { db: Db },
    private readonly now: () => Date,
    private readonly log: Logger,
  ) {}

  private get db() {
    return this.database.db;
  }

  async start(): Promise<void> {
    if (this.database.kind === 'postgres') {
      this.unlisten = await this.database.listen(CHAT_CHANNEL, (payload) => this.received(payload));
    }
    this.beat = setInterval(() => {
      heartbeat(this.db, [...this.operators.keys()], this.now()).catch((err: Error) =>
        this.log.warn({ err }, 'chat heartbeat failed'),
      );
    }, HEARTBEAT_MS);
    this.beat.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.beat);
    await this.unlisten?.();
  }

  /** Sockets connected to this process (the bench's and tests' figure). */
  get connections() {
    let count = 0;
    for (const peers of this.shoppers.values()) count += peers.size;
    for (const peers of this.operators.values()) count += peers.size;
    return count;
  }

  addShopper(peer: ShopperPeer & { key: string }) {
    let peers = this.shoppers.get(peer.key);
    if (!peers) this.shoppers.set(peer.key, (peers = new Set()));
    peers.add(peer);
  }

  removeShopper(peer: ShopperPeer) {
    if (!peer.key) return;
    const peers = this.shoppers.get(peer.key);
    peers?.delete(peer);
    if (peers?.size === 0) this.shoppers.delete(peer.key);
  }

  async addOperator(peer: OperatorPeer) {
    let peers = this.operators.get(peer.operatorId);
    const first = !peers;
    if (!peers) this.operators.set(peer.operatorId, (peers = new Set()));
    peers.add(peer);
    if (first) {
      await heartbeat(this.db, [peer.operatorId], this.now());
      await this.publish({ kind: 'presence' });
    }
  }

  async removeOperator(peer: OperatorPeer) {
    const peers = this.operators.get(peer.operatorId);
    if (!peers?.delete(peer) || peers.size > 0) return;
    this.operators.delete(peer.operatorId);
    await wentAway(this.db, peer.operatorId);
    await this.publish({ kind: 'presence' });
  }

  /** Delivers here, then tells the other processes (PostgreSQL). */
  async publish(event: ChatEvent): Promise<void> {
    await this.deliver(event);
    if (this.database.kind !== 'postgres') return;
    const payload = JSON.stringify({ origin: this.origin, event });
    await this.db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${payload})`);
  }

  private received(payload: string) {
    let notice: { origin: string; event: ChatEvent };
    try {
      notice = JSON.parse(payload) as { origin: string; event: ChatEvent };
    } catch {
      return;
    }
    if (notice.origin === this.origin) return;
    this.deliver(notice.event).catch((err: Error) => this.log.warn({ err }, 'chat event not delivered'));
  }

  private eachOperator(send: (peer: OperatorPeer) => void) {
    for (const peers of this.operators.values()) for (const peer of peers) send(peer);
  }

  /** A ticket's events reach this process's sockets one after another, in the order they came. */
  private deliver(event: ChatEvent): Promise<void> {
    if (event.kind === 'presence') return this.deliverPresence();
    return this.order.inTurn(event.ticketId, () => this.deliverInTurn(event));
  }

  private async deliverInTurn(event: Exclude<ChatEvent, { kind: 'presence' }>): Promise<void> {
    const shoppers = this.shoppers.get(event.shopper);
    const anyOperator = this.operators.size > 0;
    if (!shoppers && !anyOperator) return this.order.forget(event.ticketId);
    switch (event.kind) {
      case 'message': {
        // In id order, each once, with any message whose notice never came (ticket-order.ts).
        const rows = await this.order.due(event.ticketId, event.messageId);
        if (rows.length === 0) return;
        const messages = await messagesWire(this.db, rows);
        for (const message of messages) shoppers?.forEach((peer) => peer.send({ type: 'message', message }));
        if (anyOperator) {
          const [ticket] = await operatorTickets(this.db, [event.ticketId]);
          this.eachOperator((peer) => {
            for (const message of messages) peer.send({ type: 'message', message });
            if (ticket) peer.send({ type: 'ticket', ticket });
          });
        }
        // The shopper's presence follows the ticket's operator, who may have just answered first.
        if (messages.some((message) => message.author === 'operator') && shoppers) {
          const row = await findTicket(this.db, event.ticketId);
          shoppers.forEach((peer) => (peer.ticketOperatorId = row?.operatorId ?? null));
          await this.deliverPresence(shoppers);
        }
        return;
      }
      case 'ticket': {
        const row = await findTicket(this.db, event.ticketId);
        if (!row) return;
        if (shoppers) {
          const ticket = await ticketWire(this.db, row);
          shoppers.forEach((peer) => {
            peer.ticketOperatorId = row.operatorId;
            peer.send({ type: 'ticket', ticket });
          });
        }
        if (anyOperator) {
          const [ticket] = await operatorTickets(this.db, [event.ticketId]);
          if (ticket) this.eachOperator((peer) => peer.send({ type: 'ticket', ticket }));
        }
        return;
      }
      case 'typing':
      case 'read': {
        const frame: ServerFrame =
          event.kind === 'typing'
            ? { type: 'typing', ticketId: event.ticketId, author: event.author, typing: event.typing }
            : { type: 'read', ticketId: event.ticketId, author: event.author, upTo: event.upTo };
        // Each side sees the other's typing; read state goes to both (another tab of the same side).
        if (event.kind === 'read' || event.author === 'operator') shoppers?.forEach((peer) => peer.send(frame));
        if (event.kind === 'read' || event.author === 'shopper') this.eachOperator((peer) => peer.send(frame));
        return;
      }
    }
  }

  private async deliverPresence(only?: Set<ShopperPeer>) {
    if (this.shoppers.size === 0) return;
    const state = await operatorsOnline(this.db, this.now());
    const send = (peer: ShopperPeer) =>
      peer.send({ type: 'presence', presence: presenceFor(state, peer.ticketOperatorId) });
    if (only) only.forEach(send);
    else for (const peers of this.shoppers.values()) peers.forEach(send);
  }
}
