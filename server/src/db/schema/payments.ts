import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A card payment attempt's state on the shop's side (docs/adr/025). `registering`: the row is
 * written before register.do is sent; `failed`: the gateway could not register it (nobody was given
 * its form). `awaiting`: registered, the shopper is sent to the form; `checking`: the gateway said
 * 3-D Secure, or it holds money of another amount than the order's (a mismatch, never paid).
 * `paid`, `declined`: the gateway's verdict applied once; `expired`: the hold ran out (or the
 * shopper chose to pay on delivery) before it was paid; `reversed`, `refunded`: money given back.
 */
export const PAYMENT_ROW_STATES = [
  'registering',
  'failed',
  'awaiting',
  'checking',
  'paid',
  'declined',
  'expired',
  'reversed',
  'refunded',
] as const;
export type PaymentRowState = (typeof PAYMENT_ROW_STATES)[number];

/** What the shop still owes the gateway for an attempt: cancel it (reverse) or give money back (refund). */
export type PaymentSettle = 'reverse' | 'refund';

/**
 * One row per attempt to pay an order by card at a bank's gateway: a decline lets the shopper try
 * again (a new attempt, number `attempt`, gateway order number `${orderId}-${attempt}`).
 * `claimed_until` and `attempts` are the sweep's lease (services/queue/claim-due.ts): several API
 * processes read and settle each attempt once.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** the payment type's code: 'halkbank', 'senagat', 'rysgal' */
    bank: text('bank').notNull(),
    attempt: integer('attempt').notNull(),
    /** the gateway's order id (mdOrder); null until register.do answered */
    gatewayOrderId: text('gateway_order_id'),
    formUrl: text('form_url'),
    /** the order's total in minor units (tenge) and its currency (934, TMT) when registered */
    amountMinor: integer('amount_minor').notNull(),
    currency: integer('currency').notNull(),
    state: text('state').$type<PaymentRowState>().notNull(),
    /** the gateway holds money of another amount or currency: recorded for staff, never paid */
    mismatch: text('mismatch'),
    /** a reversal or refund the gateway still has to do */
    settle: text('settle').$type<PaymentSettle>(),
    /** the order's stock is held for the payment until then */
    holdUntil: at('hold_until').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** the last time the gateway was asked about it */
    checkedAt: at('checked_at'),
    /** when the gateway's answer made it paid: the paid attempt's rechecks are timed from it */
    paidAt: at('paid_at'),
    /**
     * A paid attempt is asked again at the gateway then (services/payments/recheck.ts): a reversal,
     * refund or amount change made at the bank puts its order on hold; null: no more rechecks.
     */
    recheckAt: at('recheck_at'),
    /**
     * The paying card's last 4 digits, from the gateway's masked number when it answered paid
     * (cardAuthInfo.pan, '411111**1111'): shown to the shopper and staff; never more digits.
     */
    cardLast4: text('card_last4'),
    claimedUntil: at('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('payments_order_attempt_idx').on(t.orderId, t.attempt),
    uniqueIndex('payments_gateway_order_idx').on(t.bank, t.gatewayOrderId),
    index('payments_open_idx').on(t.state, t.holdUntil),
    index('payments_recheck_idx')
      .on(t.recheckAt)
      .where(sql`${t.state} = 'paid'`),
    check('payments_amount_positive', sql`${t.amountMinor} > 0`),
    check('payments_card_last4_digits', sql`${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * Every change of an attempt, with its time and the gateway's action code and text: staff's history
 * (registered, paid, declined, refunded, a mismatch, a failed call).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    /** 'registered', 'paid', 'declined', 'mismatch', 'expired', 'reversed', 'refunded', 'register_failed', … */
    kind: text('kind').notNull(),
    /** the gateway's state as it answered (registered, three_ds, paid, …), when it was asked */
    gatewayState: text('gateway_state'),
    actionCode: integer('action_code'),
    note: text('note'),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.id)],
);
