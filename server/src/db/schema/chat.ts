import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ChatAuthor, TicketStatus } from '../../contract/chat';
import type { Lng } from '../../contract/constants';
import { STAFF_ROLES, type StaffRole } from '../../contract/staff';
import { users } from './accounts';

/** The roles the database takes: the contract's list, so a new role needs a migration drizzle-kit writes. */
const KNOWN_ROLES = sql.raw(`array[${STAFF_ROLES.map((role) => `'${role}'`).join(', ')}]::text[]`);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The staff's personal accounts (docs/adr/028): chat operators (spec §6), catalogue editors, order
 * staff and owners. The table keeps the name it had when chat operators were the only staff with
 * accounts. Apart from shoppers': a staff account is never a shopper's session.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    /** what they sign in with: lower case, 3-40 of a-z 0-9 . _ - */
    login: text('login').notNull().unique(),
    /** the name shoppers see */
    name: text('name').notNull(),
    /** argon2id PHC string (docs/adr/015, 021) */
    passwordHash: text('password_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** a disabled operator cannot sign in; their sessions end */
    disabledAt: at('disabled_at'),
    /** last heartbeat of a process holding one of their consoles: online while recent (docs/adr/021) */
    seenAt: at('seen_at'),
    /** what the account may do (contract/staff.ts STAFF_ROLES); accounts made before roles are chat operators */
    roles: text('roles')
      .array()
      .$type<StaffRole[]>()
      .notNull()
      .default(sql`'{chat}'::text[]`),
  },
  (t) => [check('operators_roles_known', sql`cardinality(${t.roles}) > 0 and ${t.roles} <@ ${KNOWN_ROLES}`)],
);

/** Operators' signed-in consoles; only the SHA-256 of the token is kept. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('operator_sessions_token_idx').on(t.tokenHash)],
);

/**
 * A shopper's conversation (spec §3 chat ticket). `shopper` is who owns it: `u:<user id>` for a
 * signed-in shopper, `d:<sha256 of the device secret>` for an anonymous one; only that key sees it
 * (docs/adr/021). At most one open ticket per shopper (partial unique index).
 */
export const chatTickets = pgTable(
  'chat_tickets',
  {
    id: serial('id').primaryKey(),
    shopper: text('shopper').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** an e-mail the anonymous shopper left for answers given while they are away */
    email: text('email'),
    /** the shopper's language: the e-mailed answers are worded in it */
    lng: text('lng').$type<Lng>().notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    /** the shopper's comment on the ticket (spec §2 comments) */
    comment: text('comment'),
    rating: integer('rating'),
    note: text('note'),
    /** the last message each side has read: read state survives reconnects and processes */
    shopperReadId: integer('shopper_read_id').notNull().default(0),
    operatorReadId: integer('operator_read_id').notNull().default(0),
    /** the last operator message e-mailed to the shopper (none is e-mailed twice) */
    emailedId: integer('emailed_id').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('chat_tickets_one_open_idx')
      .on(t.shopper)
      .where(sql`${t.status} = 'open'`),
    index('chat_tickets_shopper_idx').on(t.shopper, t.id),
    index('chat_tickets_status_idx').on(t.status, t.updatedAt),
    check('chat_tickets_rating', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/**
 * Messages. `client_id` is chosen by the sending client; (sender, client_id) is unique, so a message
 * resent after a dropped connection is stored once and acknowledged again (docs/adr/021).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => chatTickets.id, { onDelete: 'cascade' }),
    author: text('author').$type<ChatAuthor>().notNull(),
    /** `o:<operator id>` or the ticket's shopper key: whose client id space this is */
    sender: text('sender').notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    clientId: text('client_id').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('chat_messages_client_idx').on(t.sender, t.clientId),
    index('chat_messages_ticket_idx').on(t.ticketId, t.id),
  ],
);

/**
 * Chat limits' counters (messages per minute per ticket, tickets per address an hour): one row per
 * key and window, in the database so every API process counts together.
 */
export const chatCounters = pgTable('chat_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: at('window_ends').notNull(),
});

/**
 * Answers e-mailed to a shopper who was away (docs/adr/021 §8): a row is queued in the same
 * transaction that moves the ticket's `emailed_id`, and sent by whichever process claims it
 * (services/queue/claim-due.ts), so a mail server that refuses or a process that dies loses nothing:
 * the row is tried again when its claim ends, up to a number of attempts.
 */
export const chatAnswerMails = pgTable(
  'chat_answer_mails',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => chatTickets.id, { onDelete: 'cascade' }),
    /** the operator messages after `after_id` up to `up_to_id` are in this mail */
    afterId: integer('after_id').notNull(),
    upToId: integer('up_to_id').notNull(),
    to: text('to').notNull(),
    createdAt: at('created_at').notNull(),
    /** a sender holds the row until then; another process may take it after */
    claimedUntil: at('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    /** sent, or found read by the shopper before it was */
    sentAt: at('sent_at'),
  },
  (t) => [index('chat_answer_mails_pending_idx').on(t.sentAt, t.id)],
);
