/**
 * The wire of online card payment (docs/adr/025): the payment calls of an order
 * (/client/v4/orders/{id}/payment), the payment as order answers show it, and the attempts' history
 * staff read. The gateway itself is behind services/payments/gateway.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { NullableString, StringEnum } from './kit';

/** The payment method of card orders in orders/extras (online: true); each enabled bank is a type of it. */
export const CARD_METHOD = 'card';

/**
 * A card payment's state as the shopper reads it: `awaiting` the shopper has not paid yet;
 * `checking` the gateway could not be asked, or the shopper is on its 3-D Secure step; `paid`;
 * `declined` (another attempt may follow while the hold lasts); `expired` the hold ran out unpaid;
 * `reversed`, `refunded` the money went back.
 */
export const PAYMENT_STATES = ['awaiting', 'checking', 'paid', 'declined', 'expired', 'reversed', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The `payment` of an order answer (list rows and detail). */
export const OrderPaymentSchema = Type.Object({
  method: Type.String(),
  type: Type.String(),
  name: Type.Optional(Type.String({ description: "the payment method's name in the request's language" })),
  typeName: Type.Optional(Type.String({ description: "the payment type's (the bank's) name" })),
  state: Type.Optional(StringEnum(PAYMENT_STATES, { description: 'card orders only' })),
  holdUntil: Type.Optional(
    Type.String({ format: 'date-time', description: 'the stock is held until then (while awaiting or declined)' }),
  ),
  cardLast4: Type.Optional(
    Type.String({ description: "the paying card's last 4 digits, when the bank named the card (paid, or returned)" }),
  ),
});
export type OrderPaymentWire = Static<typeof OrderPaymentSchema>;

/** POST /orders/{id}/payment and /payment/on-delivery carry nothing: the order is in the path. */
export const EmptyBodySchema = Type.Object({}, { additionalProperties: false });

export const PaymentStartedSchema = Type.Object({
  formUrl: Type.String({ description: "the bank's card form: send the shopper there" }),
  state: Type.Literal('awaiting'),
});
export type PaymentStartedWire = Static<typeof PaymentStartedSchema>;

export const PaymentStatusSchema = Type.Object({
  state: StringEnum(PAYMENT_STATES),
  bank: Type.String({ description: "the payment type's code: 'halkbank', 'senagat', 'rysgal'" }),
  bankName: Type.String(),
  amount: Type.Number({ description: "the order's total (TMT)" }),
  currency: Type.Literal('TMT'),
  holdUntil: NullableString('ISO time the stock is held until; null once paid or closed'),
  canRetry: Type.Boolean({ description: 'POST /payment may send the shopper to the form again' }),
  canPayOnDelivery: Type.Boolean({ description: 'POST /payment/on-delivery may switch the order' }),
  delivery: Type.Optional(
    Type.Object(
      { date: Type.String({ description: 'YYYY-MM-DD' }), time: Type.String({ description: 'HH:MM' }) },
      { description: 'the delivery day and hour the shopper chose' },
    ),
  ),
});
export type PaymentStatusWire = Static<typeof PaymentStatusSchema>;

/** One change of a payment attempt, for staff. */
export const PaymentEventSchema = Type.Object({
  at: Type.String({ format: 'date-time' }),
  kind: Type.String({
    description:
      'registered, register_failed, paid, declined, three_ds, mismatch, expired, switched, refund_asked, reversed, refunded, settle_failed, paid_late',
  }),
  gatewayState: Type.Optional(Type.String()),
  actionCode: Type.Optional(Type.Integer()),
  note: Type.Optional(Type.String()),
});

export const StaffPaymentSchema = Type.Object({
  attempt: Type.Integer(),
  bank: Type.String(),
  gatewayOrderId: NullableString(),
  amount: Type.Number({ description: 'TMT' }),
  state: Type.String({ description: 'the attempt as the shop keeps it (registering, failed, awaiting, …)' }),
  mismatch: NullableString("what the gateway held that was not the order's amount"),
  settle: NullableString('a reversal or refund the gateway still owes'),
  cardLast4: NullableString("the paying card's last 4 digits, as the gateway named them when it answered paid"),
  events: Type.Array(PaymentEventSchema),
});
export type StaffPaymentWire = Static<typeof StaffPaymentSchema>;
