/**
 * How one process delivers a ticket's events to its sockets (docs/adr/021 §7): one after another
 * in the order they reach it (an event's delivery reads the database, and two read at once finish
 * in any order), and its messages in id order, each once, with the gaps filled. A notice of message
 * N makes the process read the ticket's messages after the last one it delivered, up to N: a
 * message whose notice never came (its sender's process died between storing and notifying, or
 * this process's LISTEN session dropped) goes out before the next one of its ticket. A message
 * older than the last delivered (stored by a transaction that committed late, or notified again by
 * a resend) goes out unless it already has.
 */
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import { CHAT_HISTORY_PAGE } from '../../contract/chat';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { messageById } from './tickets';

type MessageRow = typeof chatMessages.$inferSelect;

interface TicketState {
  turn: Promise<void>;
  /** the highest message id delivered here */
  highest: number;
  /** the ids delivered here lately, oldest first (a resend's notice of one of them is not sent twice) */
  delivered: Set<number>;
}

/** Tickets remembered (least recently used forgotten first): a forgotten ticket starts again at its next notice. */
const TICKETS_KEPT = 2000;
const IDS_KEPT = 256;

/** A ticket's messages after `after` up to `upTo`, oldest first; the newest page when there are more. */
async function messagesBetween(db: Db, ticketId: number, after: number, upTo: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.ticketId, ticketId), gt(chatMessages.id, after), lte(chatMessages.id, upTo)))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_HISTORY_PAGE);
  return rows.reverse();
}

export class TicketOrder {
  private readonly tickets = new Map<number, TicketState>();

  constructor(private readonly db: () => Db) {}

  private state(ticketId: number): TicketState {
    let state = this.tickets.get(ticketId);
    if (state) this.tickets.delete(ticketId);
    else state = { turn: Promise.resolve(), highest: 0, delivered: new Set() };
    this.tickets.set(ticketId, state);
    if (this.tickets.size > TICKETS_KEPT) {
      const [oldest] = this.tickets.keys();
      this.tickets.delete(oldest);
    }
    return state;
  }

  /** Runs `work` once the ticket's earlier events are delivered; answers its outcome (the turn goes on either way). */
  inTurn(ticketId: number, work: () => Promise<void>): Promise<void> {
    const state = this.state(ticketId);
    const done = state.turn.then(work);
    state.turn = done.catch(() => undefined);
    return done;
  }

  /** No socket here wants the ticket now: what was delivered no longer says what its sockets have. */
  forget(ticketId: number) {
    const state = this.tickets.get(ticketId);
    if (state) {
      state.highest = 0;
      state.delivered.clear();
    }
  }

  /**
   * The messages to deliver for the notice of message `messageId` (call within the ticket's turn),
   * oldest first, marked delivered: those not yet delivered after the highest delivered, up to it.
   */
  async due(ticketId: number, messageId: number): Promise<MessageRow[]> {
    const state = this.state(ticketId);
    if (state.delivered.has(messageId)) return [];
    let rows: MessageRow[];
    if (state.highest > 0 && messageId > state.highest) {
      rows = (await messagesBetween(this.db(), ticketId, state.highest, messageId)).filter(
        (row) => !state.delivered.has(row.id),
      );
    } else {
      const row = await messageById(this.db(), messageId);
      rows = row && row.ticketId === ticketId ? [row] : [];
    }
    for (const row of rows) {
      state.delivered.add(row.id);
      state.highest = Math.max(state.highest, row.id);
    }
    for (const id of state.delivered) {
      if (state.delivered.size <= IDS_KEPT) break;
      state.delivered.delete(id);
    }
    return rows;
  }
}
