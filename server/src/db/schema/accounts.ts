import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Shoppers. A user is created by a verified code, so phone and e-mail (normalised: digits only;
 * lower case) are proven; either may be missing, not both. No password until one is set.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').unique(),
    email: text('email').unique(),
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    /** argon2id PHC string (docs/adr/015); null for accounts that only ever used codes */
    passwordHash: text('password_hash'),
    /** key of the photo in `images`, served by the image service */
    photo: text('photo'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('users_identifier', sql`${t.phone} is not null or ${t.email} is not null`)],
);

/** Signed-in devices. Only the SHA-256 of the token is kept: a database leak signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    device: text('device').notNull(),
    /** 'password' (15 days) or 'code' (60 days): the spec's two lifetimes */
    kind: text('kind').$type<'password' | 'code'>().notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time codes. `verification_hash` is the SHA-256 of the verification token the client holds;
 * `code_hash` an HMAC of the code keyed by that token, so stored rows reveal no live code.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    verificationHash: text('verification_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    /** the normalised phone or e-mail the code was sent to */
    identifier: text('identifier').notNull(),
    /** 'order': an order's confirmation (docs/adr/017); 'change': a new phone or e-mail (docs/adr/027); never a sign-in */
    purpose: text('purpose').$type<'register' | 'signin' | 'order' | 'change'>().notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('verification_codes_verification_idx').on(t.verificationHash),
    index('verification_codes_identifier_idx').on(t.identifier, t.createdAt),
  ],
);

/**
 * A phone or e-mail a signed-in shopper asked to make theirs, waiting for the code sent to it
 * (docs/adr/027): the account keeps its old one until the code is confirmed.
 */
export const identifierChanges = pgTable(
  'identifier_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'phone' | 'email'>().notNull(),
    /** normalised as the users' column holds it */
    value: text('value').notNull(),
    /** the SHA-256 of the code's verification token, as in verification_codes */
    verificationHash: text('verification_hash').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('identifier_changes_verification_idx').on(t.verificationHash),
    index('identifier_changes_user_idx').on(t.userId),
  ],
);

/**
 * What the limits count (docs/adr/015): code sends per identifier and per client address, wrong
 * codes and wrong passwords per identifier, photo changes per user, quick orders per phone and per
 * client address (docs/adr/017). In the database, so every API process shares them.
 */
export const authEvents = pgTable(
  'auth_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind')
      .$type<
        | 'send'
        | 'send_ip'
        | 'wrong_code'
        | 'wrong_password'
        | 'photo'
        | 'fast_order'
        | 'fast_order_ip'
        | 'stock_alert_ip'
      >()
      .notNull(),
    subject: text('subject').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('auth_events_subject_idx').on(t.kind, t.subject, t.at)],
);

/** Identifiers blocked after too many wrong codes, until `until`. */
export const identifierBlocks = pgTable('identifier_blocks', {
  identifier: text('identifier').primaryKey(),
  until: at('until').notNull(),
});

/** Messages sent by the development providers (SMS_PROVIDER=outbox, e-mail without SMTP_URL). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('outbox_at_idx').on(t.at)],
);

/** A shopper's delivery addresses (spec §3): province, district, Ashgabat neighbourhood, street. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    welayat: text('welayat').notNull(),
    etrap: text('etrap').notNull(),
    city: text('city'),
    street: text('street').notNull(),
    building: text('building'),
    home: text('home'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);
