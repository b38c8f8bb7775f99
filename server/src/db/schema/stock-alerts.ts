import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Back-in-stock subscriptions (spec §3 "notification subscription: push, email, fio"; docs/adr/020).
 * One row per product and shopper channel: an e-mail address or a browser's Web Push subscription. `notified_at` is set in the transaction that queued its notifications: a subscription is
 * notified once; subscribing again re-arms it.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** the signed-in shopper who subscribed; null for anonymous shoppers */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** lower case */
    email: text('email'),
    /** the browser's PushSubscription: endpoint and its two keys (RFC 8291) */
    pushEndpoint: text('push_endpoint'),
    /** SHA-256 (hex) of the endpoint: what a browser's manage token names */
    pushKey: text('push_key'),
    pushP256dh: text('push_p256dh'),
    pushAuth: text('push_auth'),
    fio: text('fio').notNull().default(''),
    /** the language of its messages */
    lng: text('lng').notNull().default('tm'),
    createdAt: at('created_at').notNull(),
    notifiedAt: at('notified_at'),
  },
  (t) => [
    // one channel per row: a shopper who wants both gets two subscriptions, each notified once
    check('stock_alerts_one_channel', sql`(${t.email} is null) <> (${t.pushEndpoint} is null)`),
    uniqueIndex('stock_alerts_email_idx')
      .on(t.productId, t.email)
      .where(sql`email is not null`),
    uniqueIndex('stock_alerts_push_idx')
      .on(t.productId, t.pushKey)
      .where(sql`push_key is not null`),
    index('stock_alerts_waiting_idx')
      .on(t.productId)
      .where(sql`notified_at is null`),
    index('stock_alerts_user_idx').on(t.userId),
    index('stock_alerts_email_owner_idx').on(t.email),
    index('stock_alerts_push_owner_idx').on(t.pushKey),
  ],
);

/**
 * The transactional outbox of back-in-stock notifications: one row per subscription and channel,
 * written by the trigger on `products` (migration) in the transaction that raised the stock from
 * 0, delivered afterwards by services/stock-alerts/worker.ts. `delivery_id` travels with the
 * message (the push payload's id and notification tag, the e-mail's Message-ID and outbox file
 * name), so a message sent again after a crash is recognised as the same one.
 */
export const stockAlertDeliveries = pgTable(
  'stock_alert_deliveries',
  {
    id: serial('id').primaryKey(),
    deliveryId: text('delivery_id').notNull().unique(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => stockAlerts.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'push' | 'email'>().notNull(),
    productId: integer('product_id').notNull(),
    lng: text('lng').notNull(),
    /** null: due at once; after a failed attempt, the backoff's next time */
    nextAttemptAt: at('next_attempt_at'),
    /** a worker holds the row until then; another process may take it after */
    claimedUntil: at('claimed_until'),
    runner: text('runner'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: at('sent_at'),
    /** given up: too many attempts, or the push service says the subscription is gone */
    failedAt: at('failed_at'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('stock_alert_deliveries_alert_idx').on(t.alertId),
    index('stock_alert_deliveries_pending_idx')
      .on(t.id)
      .where(sql`sent_at is null and failed_at is null`),
  ],
);

/**
 * The links of back-in-stock e-mails (docs/adr/020): each alert e-mail carries a random token that
 * opens its subscription's settings and unsubscribes it, stored here only as its SHA-256, so a link
 * names no address and a leaked table opens nothing. A link ends at `expires_at` and with its
 * subscription (unsubscribed: the link is refused from then on).
 */
export const stockAlertLinks = pgTable(
  'stock_alert_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => stockAlerts.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('stock_alert_links_alert_idx').on(t.alertId)],
);
