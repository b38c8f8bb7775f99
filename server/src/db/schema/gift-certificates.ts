import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { money } from '../money';
import { users } from './accounts';
import { orders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Gift certificates (docs/adr/031): one per paid unit of a certificate line, issued once (unique on
 * the order, its line and the unit, so a retried or concurrent issue inserts nothing more). The code
 * is kept as its SHA-256 only, with its last 4 characters to show; `balance` falls at each use
 * (under the row lock) and rises again when the using order is cancelled (migration 0027's trigger).
 */
export const giftCertificates = pgTable(
  'gift_certificates',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    last4: text('last4').notNull(),
    value: money('value').notNull(),
    balance: money('balance').notNull(),
    /** the order that bought it, the line's position and the unit of the line's count (0-based) */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    position: integer('position').notNull(),
    unit: integer('unit').notNull(),
    productId: integer('product_id').notNull(),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    /** where its code went: +993… or an e-mail address */
    recipient: text('recipient').notNull(),
    note: text('note'),
    issuedAt: at('issued_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    unique('gift_certificates_unit_unique').on(t.orderId, t.position, t.unit),
    index('gift_certificates_buyer_idx').on(t.buyerId, t.id),
    index('gift_certificates_last4_idx').on(t.last4),
    check('gift_certificates_balance_within', sql`${t.balance} >= 0 and ${t.balance} <= ${t.value}`),
  ],
);

/**
 * One row per order a certificate pays for (inserted by the confirming transaction under the
 * certificate's row lock). Cancelling the order sets `released_at` and gives `amount` back to the
 * balance, once (migration 0027's trigger on orders).
 */
export const giftCertificateUses = pgTable(
  'gift_certificate_uses',
  {
    id: serial('id').primaryKey(),
    giftCertificateId: integer('gift_certificate_id')
      .notNull()
      .references(() => giftCertificates.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    usedAt: at('used_at').notNull(),
    releasedAt: at('released_at'),
  },
  (t) => [
    index('gift_certificate_uses_certificate_idx').on(t.giftCertificateId),
    check('gift_certificate_uses_amount_positive', sql`${t.amount} > 0`),
  ],
);
