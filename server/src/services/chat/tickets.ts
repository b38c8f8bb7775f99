/**
 * Tickets and messages in the database (docs/adr/021). Every write that a client may repeat is
 * idempotent: a message is keyed by (sender, client id), a shopper has at most one open ticket.
 */
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  CHAT_HISTORY_PAGE,
  type ChatAuthor,
  type ChatMessageWire,
  type ChatTicketWire,
  type OperatorTicketWire,
} from '../../contract/chat';
import type { Lng } from '../../contract/constants';
import type { Db } from '../../db/client';
import { chatMessages, chatTickets, operators, users } from '../../db/schema';

export type TicketRow = typeof chatTickets.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

/** Who a shopper is to the chat: their account, else the hash of their device secret. */
export interface ShopperIdentity {
  key: string;
  userId: number | null;
}

export const shopperKeyOfUser = (userId: number) => `u:${userId}`;
export const operatorSender = (operatorId: number) => `o:${operatorId}`;

const operatorNames = async (db: Db, ids: (number | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .where(inArray(operators.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
};

const messageWire = (row: MessageRow, names: Map<number, string>): ChatMessageWire => ({
  id: row.id,
  ticketId: row.ticketId,
  author: row.author,
  operatorName: row.operatorId === null ? null : (names.get(row.operatorId) ?? null),
  clientId: row.clientId,
  text: row.text,
  at: row.createdAt.toISOString(),
});

export async function messagesWire(db: Db, rows: MessageRow[]): Promise<ChatMessageWire[]> {
  const names = await operatorNames(
    db,
    rows.map((row) => row.operatorId),
  );
  return rows.map((row) => messageWire(row, names));
}

export async function ticketWire(db: Db, row: TicketRow): Promise<ChatTicketWire> {
  const names = await operatorNames(db, [row.operatorId]);
  return ticketWireWith(row, names);
}

function ticketWireWith(row: TicketRow, names: Map<number, string>): ChatTicketWire {
  return {
    id: row.id,
    status: row.status,
    operator: row.operatorId === null ? null : { id: row.operatorId, name: names.get(row.operatorId) ?? '' },
    email: row.email,
    lng: row.lng,
    comment: row.comment,
    rating: row.rating,
    note: row.note,
    shopperReadId: row.shopperReadId,
    operatorReadId: row.operatorReadId,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

export async function findTicket(db: Db, id: number): Promise<TicketRow | null> {
  const [row] = await db.select().from(chatTickets).where(eq(chatTickets.id, id)).limit(1);
  return row ?? null;
}

/** The shopper's ticket of this id; null when it is someone else's (ownership, docs/adr/021). */
export async function ownTicket(db: Db, shopper: string, id: number): Promise<TicketRow | null> {
  const [row] = await db
    .select()
    .from(chatTickets)
    .where(and(eq(chatTickets.id, id), eq(chatTickets.shopper, shopper)))
    .limit(1);
  return row ?? null;
}

export async function openTicketOf(db: Db, shopper: string): Promise<TicketRow | null> {
  const [row] = await db
    .select()
    .from(chatTickets)
    .where(and(eq(chatTickets.shopper, shopper), eq(chatTickets.status, 'open')))
    .limit(1);
  return row ?? null;
}

/** The shopper's latest ticket, open or not (the widget shows a closed one until it is rated). */
export async function latestTicketOf(db: Db, shopper: string): Promise<TicketRow | null> {
  const [row] = await db
    .select()
    .from(chatTickets)
    .where(eq(chatTickets.shopper, shopper))
    .orderBy(desc(chatTickets.id))
    .limit(1);
  return row ?? null;
}

export async function ticketsOf(db: Db, shopper: string, limit = 20): Promise<TicketRow[]> {
  return db
    .select()
    .from(chatTickets)
    .where(eq(chatTickets.shopper, shopper))
    .orderBy(desc(chatTickets.id))
    .limit(limit);
}

/** The shopper's open ticket, opened now when there is none (two sockets at once get the same one). */
export async function openTicketFor(
  db: Db,
  who: ShopperIdentity,
  options: { lng: Lng; email?: string; now: Date },
): Promise<{ ticket: TicketRow; created: boolean }> {
  const [created] = await db
    .insert(chatTickets)
    .values({
      shopper: who.key,
      userId: who.userId,
      email: options.email ?? null,
      lng: options.lng,
      createdAt: options.now,
      updatedAt: options.now,
    })
    .onConflictDoNothing({ target: chatTickets.shopper, where: sql`status = 'open'` })
    .returning();
  if (created) return { ticket: created, created: true };
  let ticket = await openTicketOf(db, who.key);
  if (!ticket) throw new Error('open ticket vanished');
  if (options.email && ticket.email !== options.email) {
    [ticket] = await db
      .update(chatTickets)
      .set({ email: options.email })
      .where(eq(chatTickets.id, ticket.id))
      .returning();
  }
  return { ticket, created: false };
}

/**
 * Stores a message once: a repeat of (sender, client id) answers the stored one, `fresh: false`.
 * A repeat with another ticket or text is still the stored message: the client id names it.
 */
export async function addMessage(
  db: Db,
  message: {
    ticketId: number;
    author: ChatAuthor;
    sender: string;
    operatorId: number | null;
    clientId: string;
    text: string;
    now: Date;
  },
): Promise<{ message: MessageRow; fresh: boolean }> {
  const [inserted] = await db
    .insert(chatMessages)
    .values({
      ticketId: message.ticketId,
      author: message.author,
      sender: message.sender,
      operatorId: message.operatorId,
      clientId: message.clientId,
      text: message.text,
      createdAt: message.now,
    })
    .onConflictDoNothing({ target: [chatMessages.sender, chatMessages.clientId] })
    .returning();
  if (inserted) {
    // The first operator to answer becomes the ticket's operator; a side has read what it sends.
    await db
      .update(chatTickets)
      .set(
        message.author === 'operator'
          ? {
              updatedAt: message.now,
              operatorReadId: inserted.id,
              operatorId: sql`coalesce(${chatTickets.operatorId}, ${message.operatorId})`,
            }
          : { updatedAt: message.now, shopperReadId: inserted.id },
      )
      .where(eq(chatTickets.id, message.ticketId));
    return { message: inserted, fresh: true };
  }
  const [stored] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sender, message.sender), eq(chatMessages.clientId, message.clientId)))
    .limit(1);
  return { message: stored, fresh: false };
}

/** The message a sender stored under this client id, if any. */
export async function findMessage(db: Db, sender: string, clientId: string): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sender, sender), eq(chatMessages.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/** Messages of a ticket after id `after`, oldest first, one page. */
export async function messagesAfter(db: Db, ticketId: number, after: number, limit = CHAT_HISTORY_PAGE) {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.ticketId, ticketId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

export async function messageById(db: Db, id: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
  return row ?? null;
}

/** Read state only moves forward, and never past the ticket's last message. */
export async function markRead(db: Db, ticketId: number, author: ChatAuthor, upTo: number): Promise<number | null> {
  const column = author === 'shopper' ? chatTickets.shopperReadId : chatTickets.operatorReadId;
  const last = sql`(select coalesce(max(id), 0) from chat_messages where ticket_id = ${ticketId})`;
  const [row] = await db
    .update(chatTickets)
    .set(
      author === 'shopper'
        ? { shopperReadId: sql`least(${upTo}, ${last})` }
        : { operatorReadId: sql`least(${upTo}, ${last})` },
    )
    .where(and(eq(chatTickets.id, ticketId), sql`${column} < least(${upTo}, ${last})`))
    .returning({ upTo: column });
  return row?.upTo ?? null;
}

export async function closeTicket(db: Db, ticketId: number, operatorId: number, now: Date): Promise<TicketRow | null> {
  const [row] = await db
    .update(chatTickets)
    .set({
      status: 'closed',
      closedAt: now,
      updatedAt: now,
      operatorId: sql`coalesce(${chatTickets.operatorId}, ${operatorId})`,
    })
    .where(and(eq(chatTickets.id, ticketId), eq(chatTickets.status, 'open')))
    .returning();
  return row ?? null;
}

export async function setComment(db: Db, ticketId: number, comment: string, now: Date): Promise<TicketRow> {
  const [row] = await db
    .update(chatTickets)
    .set({ comment, updatedAt: now })
    .where(eq(chatTickets.id, ticketId))
    .returning();
  return row;
}

/** A rating once per ticket, after it is closed: the answer says which rule refused it. */
export async function rateTicket(
  db: Db,
  ticket: TicketRow,
  rating: number,
  note: string | undefined,
  now: Date,
): Promise<{ ok: true; ticket: TicketRow } | { ok: false; code: 'notClosedYet' | 'alreadyRated' }> {
  if (ticket.status !== 'closed') return { ok: false, code: 'notClosedYet' };
  const [row] = await db
    .update(chatTickets)
    .set({ rating, note: note?.trim() || null, updatedAt: now })
    .where(and(eq(chatTickets.id, ticket.id), sql`${chatTickets.rating} is null`))
    .returning();
  return row ? { ok: true, ticket: row } : { ok: false, code: 'alreadyRated' };
}

/** The operators' queue: open tickets by last activity, then the latest closed ones (ratings). */
export async function operatorTickets(db: Db, ids?: number[]): Promise<OperatorTicketWire[]> {
  const rows = ids
    ? await db.select().from(chatTickets).where(inArray(chatTickets.id, ids))
    : [
        ...(await db
          .select()
          .from(chatTickets)
          .where(eq(chatTickets.status, 'open'))
          .orderBy(desc(chatTickets.updatedAt))
          .limit(200)),
        ...(await db
          .select()
          .from(chatTickets)
          .where(eq(chatTickets.status, 'closed'))
          .orderBy(desc(chatTickets.updatedAt))
          .limit(50)),
      ];
  if (rows.length === 0) return [];
  const ticketIds = rows.map((row) => row.id);
  const lastIds = await db
    .select({ ticketId: chatMessages.ticketId, id: sql<number>`max(${chatMessages.id})::int` })
    .from(chatMessages)
    .where(inArray(chatMessages.ticketId, ticketIds))
    .groupBy(chatMessages.ticketId);
  const lastRows = lastIds.length
    ? await db
        .select()
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.id,
            lastIds.map((row) => row.id),
          ),
        )
    : [];
  const unread = await db
    .select({ ticketId: chatMessages.ticketId, count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chatTickets, eq(chatTickets.id, chatMessages.ticketId))
    .where(
      and(
        inArray(chatMessages.ticketId, ticketIds),
        eq(chatMessages.author, 'shopper'),
        gt(chatMessages.id, chatTickets.operatorReadId),
      ),
    )
    .groupBy(chatMessages.ticketId);
  const userIds = rows.map((row) => row.userId).filter((id): id is number => id !== null);
  const people = userIds.length
    ? await db
        .select({ id: users.id, name: users.name, surname: users.surname, phone: users.phone, email: users.email })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const names = await operatorNames(db, [
    ...rows.map((row) => row.operatorId),
    ...lastRows.map((row) => row.operatorId),
  ]);
  const lastOf = new Map(lastRows.map((row) => [row.ticketId, messageWire(row, names)]));
  const unreadOf = new Map(unread.map((row) => [row.ticketId, row.count]));
  const personOf = new Map(people.map((person) => [person.id, person]));
  return rows.map((row) => {
    const person = row.userId === null ? undefined : personOf.get(row.userId);
    const shown = person
      ? [`${person.name} ${person.surname}`.trim(), person.phone ? `+${person.phone}` : person.email]
          .filter(Boolean)
          .join(', ')
      : row.email
        ? row.email
        : '';
    return {
      ...ticketWireWith(row, names),
      // empty for a shopper who left neither account nor address: the console shows the ticket's number alone
      shopperName: shown,
      lastMessage: lastOf.get(row.id) ?? null,
      unread: unreadOf.get(row.id) ?? 0,
    };
  });
}

/** Where an answer given while the shopper is away goes: the e-mail left, else the account's. */
export async function answerAddressOf(db: Db, ticket: TicketRow): Promise<string | null> {
  if (ticket.email) return ticket.email;
  if (ticket.userId === null) return null;
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, ticket.userId)).limit(1);
  return row?.email ?? null;
}
