import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Loc } from '../../catalogue/shape';
import type { OrderStatus } from '../../contract/orders';
import { money } from '../money';
import { users } from './accounts';
import { products } from './catalogue';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Orders (spec §3): a checkout by a signed-in shopper, confirmed by an SMS code, or a quick order
 * (kind 'fast': a name and a phone, the shop calls back). Prices, names and the address are copied
 * in when the order is placed: later catalogue or address changes do not rewrite an order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'checkout' | 'fast'>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull(),
    /** whether the lines' pieces were taken from stock (and so go back on cancelling) */
    stockTaken: boolean('stock_taken').notNull().default(false),
    recipientName: text('recipient_name').notNull(),
    recipientSurname: text('recipient_surname').notNull().default(''),
    /** digits only, as the code went to it */
    recipientPhone: text('recipient_phone').notNull(),
    recipientEmail: text('recipient_email'),
    welayat: text('welayat'),
    etrap: text('etrap'),
    city: text('city'),
    street: text('street'),
    building: text('building'),
    home: text('home'),
    deliveryMethod: text('delivery_method'),
    deliveryType: text('delivery_type'),
    /** YYYY-MM-DD and HH:MM in Asia/Ashgabat, as booked */
    deliveryDate: text('delivery_date'),
    deliveryTime: text('delivery_time'),
    paymentMethod: text('payment_method'),
    paymentType: text('payment_type'),
    /** a card order's stock is held for its payment until then (docs/adr/025) */
    paymentHoldUntil: at('payment_hold_until'),
    note: text('note'),
    pieces: integer('pieces').notNull(),
    deliveryCost: money('delivery_cost').notNull(),
    total: money('total').notNull(),
    /** the promo code as the shopper typed it, and what it took off the goods (docs/adr/030) */
    promoCode: text('promo_code'),
    promoCodeId: integer('promo_code_id'),
    discount: money('discount').notNull().default(0),
    /**
     * The gift certificate that pays part or all of the order (docs/adr/031): chosen at placing, its
     * amount fixed at confirmation under the certificate's row lock. What is left of `total` is paid
     * by the order's payment method.
     */
    giftCertificateId: integer('gift_certificate_id'),
    giftLast4: text('gift_last4'),
    giftAmount: money('gift_amount').notNull().default(0),
    /**
     * The verification token of the order's code (services/accounts/codes.ts keys the code's HMAC by
     * it): the order's verify call carries only the order id and the code (docs/adr/017).
     */
    verification: text('verification'),
    /** the language of the order's messages (SMS, e-mail) */
    lng: text('lng').notNull().default('tm'),
    createdAt: at('created_at').notNull(),
    acceptedAt: at('accepted_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_payment_hold_idx')
      .on(t.paymentHoldUntil)
      .where(sql`${t.status} = 'awaiting_payment'`),
    check('orders_pieces_positive', sql`${t.pieces} > 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
    name: jsonb('name').$type<Loc>().notNull(),
    count: integer('count').notNull(),
    price: money('price').notNull(),
    /** a gift certificate's line: to whom its codes go (+993… or an e-mail; null: the buyer) and a note */
    giftTo: text('gift_to'),
    giftNote: text('gift_note'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] }), check('order_lines_count_positive', sql`${t.count} > 0`)],
);

/**
 * The checkout's choices (GET /client/v4/orders/extras): delivery methods and types, payment
 * methods and types, translated. A type belongs to a method (`method`); a disabled option is
 * neither listed nor accepted (an online payment stays disabled until one is configured).
 */
export const orderOptions = pgTable(
  'order_options',
  {
    kind: text('kind').$type<'delivery_method' | 'delivery_type' | 'payment_method' | 'payment_type'>().notNull(),
    code: text('code').notNull(),
    method: text('method'),
    name: jsonb('name').$type<Loc>().notNull(),
    /** delivery methods: a courier brings the order to an address */
    needsAddress: boolean('needs_address').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.code] })],
);

/** Courier delivery cost per province, and the order value above which delivery is free. */
export const deliveryCosts = pgTable('delivery_costs', {
  welayat: text('welayat').primaryKey(),
  name: jsonb('name').$type<Loc>().notNull(),
  cost: money('cost').notNull(),
  /** orders (before delivery) of at least this much are delivered free; null: never */
  freeFrom: money('free_from'),
  position: integer('position').notNull().default(0),
});

/**
 * Answers of creating and confirming POSTs by Idempotency-Key (Stripe's semantics, docs/adr/017).
 * A key's row is written in the same transaction as the work it answers, so the two exist together
 * or not at all: a crash between them cannot leave an order without its answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** the call and who made it: 'POST /client/v4/orders user:7'; keys of different callers never meet */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body in canonical form: the same key with another body is refused */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * What a message about an order says (services/orders/mail.ts): the shopper's accepted order, the
 * shopper's order cancelled because its payment did not come in its hold, or staff's word that
 * money paid for an order went back or changed at the bank (the order is on hold), or a paid gift
 * certificate's code to its recipient.
 */
export type OrderMailKind = 'accepted' | 'cancelled_unpaid' | 'payment_problem' | 'gift_certificate';

/**
 * Messages about orders: a queue in the database, written in the transaction that changes the
 * order and sent after it; a process that died before sending leaves the row for the next sweep.
 * `channel` 'sms' sends `to` (a phone, +993…) an SMS; 'email' an e-mail.
 */
export const orderMails = pgTable(
  'order_mails',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    kind: text('kind').$type<OrderMailKind>().notNull().default('accepted'),
    channel: text('channel').$type<'email' | 'sms'>().notNull().default('email'),
    createdAt: at('created_at').notNull(),
    /** a sender holds the row until then; another process may take it after */
    claimedUntil: at('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: at('sent_at'),
    /**
     * A gift certificate's message (docs/adr/031): the certificate, and its code, the one place the
     * whole code is kept, until the message is sent (then it is cleared).
     */
    giftCertificateId: integer('gift_certificate_id'),
    secret: text('secret'),
  },
  (t) => [index('order_mails_pending_idx').on(t.sentAt, t.id)],
);
