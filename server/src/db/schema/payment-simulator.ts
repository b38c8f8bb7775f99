import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The payment gateway simulator's orders (PAYMENT_GATEWAY=simulator; services/payments/simulator*.ts).
 * One row per register.do: what a real RBS gateway keeps for a merchant's order. In the database
 * so several API processes simulate one gateway, and the state outlives a restart like a bank's.
 * `status` is RBS's orderStatus: 0 registered, 1 held, 2 paid, 3 reversed, 4 refunded,
 * 5 3-D Secure step begun, 6 declined.
 */
export const paymentSimOrders = pgTable(
  'payment_sim_orders',
  {
    /** the gateway's order id (mdOrder), a UUID */
    id: text('id').primaryKey(),
    /** the merchant login that registered it */
    merchant: text('merchant').notNull(),
    orderNumber: text('order_number').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: integer('currency').notNull(),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    returnUrl: text('return_url').notNull(),
    failUrl: text('fail_url').notNull(),
    language: text('language').notNull(),
    description: text('description').notNull().default(''),
    status: integer('status').notNull().default(0),
    /** RBS's actionCode and its text: 0 for a paid order, e.g. 116 for a declined card */
    actionCode: integer('action_code'),
    actionText: text('action_text'),
    /** the card as the gateway shows it, e.g. 411111**1111 */
    maskedPan: text('masked_pan'),
    /** wrong 3-D Secure codes given so far: the third declines the payment, as banks do */
    threeDsFailures: integer('three_ds_failures').notNull().default(0),
    /** the test card 4000 0000 0000 0119: status calls for the order hang until then */
    silentUntil: at('silent_until'),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('payment_sim_orders_number_idx').on(t.merchant, t.orderNumber),
    check('payment_sim_orders_amount_positive', sql`${t.amountMinor} > 0`),
    check('payment_sim_orders_refund_within', sql`${t.refundedMinor} between 0 and ${t.amountMinor}`),
    check('payment_sim_orders_status', sql`${t.status} between 0 and 6`),
  ],
);

/**
 * The simulator's merchant logins, one per bank, generated once per database (so per data
 * directory with PGlite) and never in the source: only this shop's own API reads them, so nobody
 * else can register orders or read, reverse and refund them, as at a real bank (docs/adr/026).
 */
export const paymentSimMerchants = pgTable('payment_sim_merchants', {
  merchant: text('merchant').primaryKey(),
  userName: text('user_name').notNull(),
  password: text('password').notNull(),
  createdAt: at('created_at').notNull(),
});
