/**
 * The wire of /client/v4/orders (spec §2 checkout, §3 Order, §4 order flow, §5 delivery date, §7):
 * the checkout's choices (extras), the cart check, placing, confirming and reading orders, and the
 * quick order. Its names are the ones other clients rely on (docs/adr/017).
 */
import { Type, type Static } from '@sinclair/typebox';
import { DeliveryAddressFields } from './address';
import { DELIVERY_DATE_PATTERN, DELIVERY_HOURS, DELIVERY_TIME_PATTERN } from './delivery-rules';
import { CODE_LENGTH, EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, PERSON_NAME_MAX_LENGTH } from './identity-rules';
import { Format, Id, Money, NullableString, OptionalText, PersonName, Phone, Str, StringEnum } from './kit';
import { OrderPaymentSchema, StaffPaymentSchema } from './payments';
import { OrderPromoSchema, PromoCodeText } from './promo-rules';
import { GiftCodeText, GiftLineSchema, OrderGiftSchema } from './gift-rules';

/**
 * An order's life: placed and waiting for its SMS code, a card order then waiting for its payment
 * (docs/adr/025), then the shop's steps; or cancelled. `on_hold`: money paid for it went back or
 * changed at the bank after the shop read it paid; staff decide (docs/adr/025 rule 7).
 */
export const ORDER_STATUSES = [
  'awaiting_code',
  'awaiting_payment',
  'accepted',
  'on_hold',
  'delivering',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The header every creating or confirming POST carries (Stripe's semantics, docs/adr/017). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = '^[\\x21-\\x7e]{8,255}$';

/** Lines of one order, and pieces of one line: a shop's cart, not a wholesale order. */
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_COUNT = 99;
/** Orders per page of GET /orders. */
export const ORDERS_PAGE_SIZE = 20;
export const MAX_ORDERS_PAGE = 100;

const Code = () => Format('^[a-z0-9_-]+$', { minLength: 1, maxLength: 40 });

// ---- extras -------------------------------------------------------------------------------------

const OptionFields = { code: Type.String(), name: Type.String() };

export const OrderExtrasSchema = Type.Object(
  {
    deliveryMethods: Type.Array(
      Type.Object({
        ...OptionFields,
        needsAddress: Type.Boolean({ description: 'true: a courier brings it to the address' }),
      }),
    ),
    deliveryTypes: Type.Array(
      Type.Object({ ...OptionFields, method: Type.String({ description: 'the delivery method it belongs to' }) }),
    ),
    paymentMethods: Type.Array(
      Type.Object({
        ...OptionFields,
        online: Type.Optional(Type.Boolean({ description: "true: paid at a bank's card form after the code" })),
        demo: Type.Optional(
          Type.Boolean({ description: "true: the gateway is the demo's simulator: test cards, no money moves" }),
        ),
      }),
    ),
    paymentTypes: Type.Array(
      Type.Object({
        ...OptionFields,
        method: Type.String({ description: 'the payment method it belongs to' }),
        logo: Type.Optional(Type.String({ description: "the bank's logo, a path on the API" })),
      }),
    ),
    deliveryCosts: Type.Array(
      Type.Object({
        welayat: Type.String(),
        name: Type.String(),
        cost: Type.Number({ description: 'TMT' }),
        freeFrom: Type.Unsafe<number | null>({
          type: ['number', 'null'],
          description: 'orders of at least this many TMT (before delivery) go there free; null: never',
        }),
      }),
      { description: 'courier delivery cost per province; pickup costs nothing' },
    ),
    freeDeliveryFrom: Type.Unsafe<number | null>({
      type: ['number', 'null'],
      description: 'the lowest free-delivery threshold of the provinces (each has its own in deliveryCosts)',
    }),
    dates: Type.Array(Type.String({ format: 'date' }), {
      description: 'the days a delivery can be booked on, today first (Asia/Ashgabat)',
    }),
    times: Type.Array(Type.String(), { description: 'the hours offered for a day, 08:00 to 22:00' }),
    hours: Type.Object({ from: Type.String(), to: Type.String() }),
    timeZone: Type.String(),
    today: Type.String({ format: 'date', description: "today's date in the shop's time zone" }),
  },
  { $id: 'orderExtras' },
);
export type OrderExtrasWire = Static<typeof OrderExtrasSchema>;

// ---- the cart check -----------------------------------------------------------------------------

export const CartLineSchema = Type.Object(
  {
    id: Id({ description: 'product id' }),
    count: Type.Integer({ minimum: 1, maximum: MAX_LINE_COUNT }),
    cartPrice: Money({ description: 'the price the shopper saw when adding it (TMT)' }),
  },
  { additionalProperties: false },
);
export type CartLineWire = Static<typeof CartLineSchema>;

const CartLines = () => Type.Array(CartLineSchema, { minItems: 1, maxItems: MAX_ORDER_LINES });

export const CartCheckBodySchema = Type.Object({ lines: CartLines() }, { additionalProperties: false });
export type CartCheckBody = Static<typeof CartCheckBodySchema>;

/** Why a cart line cannot be ordered as it is; null when it can. */
export const LINE_PROBLEMS = ['price_changed', 'not_enough_stock', 'not_available', 'missing'] as const;
export type LineProblem = (typeof LINE_PROBLEMS)[number];

export const CheckedLineSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String({ description: "the product's name in the request's language ('' when missing)" }),
    count: Type.Integer(),
    cartPrice: Type.Number(),
    price: Type.Unsafe<number | null>({ type: ['number', 'null'], description: "today's price; null when missing" }),
    stock: Type.Integer({ description: 'pieces in stock now' }),
    giftCertificate: Type.Boolean({
      description: 'a gift certificate product (docs/adr/031): its order line may carry `gift: { to?, note? }`',
    }),
    problem: Type.Unsafe<LineProblem | null>({ type: ['string', 'null'], enum: [...LINE_PROBLEMS, null] }),
  },
  { $id: 'checkedLine' },
);
export type CheckedLineWire = Static<typeof CheckedLineSchema>;

export const CartCheckSchema = Type.Object({
  lines: Type.Array(Type.Unsafe<CheckedLineWire>(Type.Ref('checkedLine'))),
  changed: Type.Boolean({ description: 'true when some line has a problem' }),
  pieces: Type.Integer(),
  subtotal: Type.Number({ description: "today's prices times counts of the lines that can be ordered (TMT)" }),
});
export type CartCheckWire = Static<typeof CartCheckSchema>;

/** 409 of POST /orders (and /orders/verify, /orders/fast): the lines that changed, with today's values. */
export const CartChangedSchema = Type.Object({
  statusCode: Type.Literal(409),
  error: Type.String(),
  message: Type.String(),
  lines: Type.Array(Type.Unsafe<CheckedLineWire>(Type.Ref('checkedLine'))),
});
export type CartChangedWire = Static<typeof CartChangedSchema>;

// ---- placing an order ---------------------------------------------------------------------------

export const RecipientSchema = Type.Object(
  {
    name: PersonName(PERSON_NAME_MAX_LENGTH),
    surname: PersonName(PERSON_NAME_MAX_LENGTH),
    phone: Phone(),
    email: Type.Optional(Str({ minLength: EMAIL_MIN_LENGTH, maxLength: EMAIL_MAX_LENGTH })),
  },
  { additionalProperties: false },
);

/** Typed in at the checkout, under the one address rule (contract/address-rules.ts). */
const InlineAddress = Type.Object(DeliveryAddressFields, { additionalProperties: false });
const SavedAddress = Type.Object(
  { id: Id({ description: "one of the shopper's saved addresses" }) },
  { additionalProperties: false },
);

/** A line of an order being placed: a cart line, and a gift certificate's recipient and note. */
export const OrderLineSchema = Type.Object(
  {
    ...CartLineSchema.properties,
    gift: Type.Optional(GiftLineSchema),
  },
  { additionalProperties: false },
);

export const PlaceOrderBodySchema = Type.Object(
  {
    lines: Type.Array(OrderLineSchema, { minItems: 1, maxItems: MAX_ORDER_LINES }),
    recipient: RecipientSchema,
    address: Type.Union([SavedAddress, InlineAddress]),
    delivery: Type.Object(
      {
        method: Code(),
        type: Code(),
        date: Format(DELIVERY_DATE_PATTERN, { description: 'YYYY-MM-DD' }),
        time: Format(DELIVERY_TIME_PATTERN, { description: `HH:MM, ${DELIVERY_HOURS.from} to ${DELIVERY_HOURS.to}` }),
      },
      { additionalProperties: false },
    ),
    payment: Type.Object({ method: Code(), type: Code() }, { additionalProperties: false }),
    note: Type.Optional(OptionalText(1000, undefined, { lines: true })),
    promoCode: Type.Optional(PromoCodeText()),
    giftCertificate: Type.Optional(GiftCodeText()),
  },
  { additionalProperties: false },
);
export type PlaceOrderBody = Static<typeof PlaceOrderBodySchema>;

export const OrderPlacedSchema = Type.Object({
  id: Type.Integer({ description: 'the order number, named in the SMS' }),
  verification: Type.String({ description: 'the code step: the code went to the recipient by SMS' }),
});
export type OrderPlacedWire = Static<typeof OrderPlacedSchema>;

export const VerifyOrderBodySchema = Type.Object(
  {
    id: Id(),
    code: OptionalText(16, `${CODE_LENGTH} digits`),
  },
  { additionalProperties: false },
);
export type VerifyOrderBody = Static<typeof VerifyOrderBodySchema>;

export const ResendOrderCodeBodySchema = Type.Object({ id: Id() }, { additionalProperties: false });
export type ResendOrderCodeBody = Static<typeof ResendOrderCodeBodySchema>;

export const FastOrderBodySchema = Type.Object(
  {
    productId: Id(),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LINE_COUNT, default: 1 })),
    name: PersonName(PERSON_NAME_MAX_LENGTH),
    phone: Phone(),
  },
  { additionalProperties: false },
);
export type FastOrderBody = Static<typeof FastOrderBodySchema>;

export const FastOrderPlacedSchema = Type.Object({
  id: Type.Integer(),
  status: StringEnum(ORDER_STATUSES),
  pieces: Type.Integer(),
  total: Type.Number(),
  message: Type.String({ description: 'what happens next, in the request language' }),
});
export type FastOrderPlacedWire = Static<typeof FastOrderPlacedSchema>;

// ---- reading orders -----------------------------------------------------------------------------

const summaryFields = {
  id: Type.Integer(),
  status: StringEnum(ORDER_STATUSES),
  createdAt: Type.String({ format: 'date-time' }),
  pieces: Type.Integer(),
  total: Type.Number({ description: 'what the shopper pays, delivery included (TMT)' }),
  deliveryCost: Type.Number({ description: 'TMT' }),
  payment: OrderPaymentSchema,
  promo: Type.Optional(OrderPromoSchema),
  giftCertificate: Type.Optional(OrderGiftSchema),
};

export const OrderSummarySchema = Type.Object(summaryFields, { $id: 'orderSummary' });
export type OrderSummary = Static<typeof OrderSummarySchema>;

export const OrderListSchema = Type.Object({
  rows: Type.Array(Type.Unsafe<OrderSummary>(Type.Ref('orderSummary'))),
  count: Type.Integer({ description: "the shopper's orders in all" }),
});
export type OrderListWire = Static<typeof OrderListSchema>;

export const OrderListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ORDERS_PAGE, default: ORDERS_PAGE_SIZE })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
});

const detailFields = {
  ...summaryFields,
  lines: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'product id' }),
      name: Type.String({ description: "in the request's language" }),
      count: Type.Integer(),
      price: Type.Number({ description: 'the price of one piece when the order was placed (TMT)' }),
      gift: Type.Optional(
        Type.Object(
          { to: Type.Optional(Type.String()), note: Type.Optional(Type.String()) },
          { description: "a gift certificate line: its codes' recipient (none: the buyer) and note" },
        ),
      ),
    }),
  ),
  recipient: Type.Object({
    name: Type.String(),
    surname: Type.String(),
    phone: Type.String(),
    email: Type.Optional(Type.String()),
  }),
  address: Type.Object({
    welayat: Type.String(),
    etrap: Type.String(),
    city: Type.Optional(Type.String()),
    street: Type.String(),
    building: Type.Optional(Type.String()),
    home: Type.Optional(Type.String()),
  }),
  delivery: Type.Object({ method: Type.String(), type: Type.String(), date: Type.String(), time: Type.String() }),
  note: Type.Optional(Type.String()),
};

export const OrderDetailSchema = Type.Object(detailFields, { $id: 'orderDetail' });
export type OrderDetail = Static<typeof OrderDetailSchema>;

// ---- staff --------------------------------------------------------------------------------------

export const StaffOrderSchema = Type.Object(
  {
    ...summaryFields,
    kind: StringEnum(['checkout', 'fast'] as const, { description: 'fast: a quick order, the shop calls back' }),
    userId: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
    name: Type.String({ description: "the recipient's name and surname" }),
    phone: Type.String(),
    deliveryDate: NullableString('YYYY-MM-DD; null for quick orders'),
    payments: Type.Array(StaffPaymentSchema, {
      description: 'card orders: each attempt and its history, oldest first',
    }),
  },
  { $id: 'staffOrder' },
);
export type StaffOrderWire = Static<typeof StaffOrderSchema>;

/** One order as staff open it: the list's row, and what is to be delivered where. */
export const StaffOrderDetailSchema = Type.Object(
  {
    ...StaffOrderSchema.properties,
    lines: detailFields.lines,
    recipient: detailFields.recipient,
    address: Type.Union([Type.Object(detailFields.address.properties), Type.Null()], {
      description: "the delivery address, its places named in the caller's language; null for quick orders",
    }),
    deliveryTime: NullableString('HH:MM; null for quick orders'),
    note: NullableString("the shopper's note"),
  },
  { $id: 'staffOrderDetail' },
);
export type StaffOrderDetailWire = Static<typeof StaffOrderDetailSchema>;

export const StaffOrderListSchema = Type.Object({
  rows: Type.Array(Type.Unsafe<StaffOrderWire>(Type.Ref('staffOrder'))),
  count: Type.Integer(),
});
export type StaffOrderListWire = Static<typeof StaffOrderListSchema>;

export const StaffOrderListQuery = Type.Object({
  status: Type.Optional(StringEnum(ORDER_STATUSES)),
  from: Type.Optional(Type.String({ format: 'date', description: 'placed on or after this day (Asia/Ashgabat)' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'placed on or before this day (Asia/Ashgabat)' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
});
export type StaffOrderListQueryWire = Static<typeof StaffOrderListQuery>;

/**
 * The statuses staff may move an order to; 'accepted' only releases an order on hold (docs/adr/025
 * rule 7): accepting is otherwise the shopper's code's (or a quick order's) alone.
 */
export const STAFF_ORDER_TARGETS = ['accepted', 'delivering', 'delivered', 'cancelled'] as const;
export type StaffOrderTarget = (typeof STAFF_ORDER_TARGETS)[number];

/**
 * Where staff may move an order from each status: the API refuses any other move (409) and the
 * staff app offers these. An order on hold (its paid money changed at the bank) goes back to
 * accepted when staff have settled it with the shopper, or is cancelled; it never goes straight on
 * the road, so a hold that lands while staff were shipping stops the shipment.
 */
export const STAFF_ORDER_MOVES: Record<OrderStatus, readonly StaffOrderTarget[]> = {
  awaiting_code: ['cancelled'],
  awaiting_payment: ['cancelled'],
  accepted: ['delivering', 'cancelled'],
  on_hold: ['accepted', 'delivered', 'cancelled'],
  delivering: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export const OrderStatusChangeSchema = Type.Object(
  { status: StringEnum(STAFF_ORDER_TARGETS) },
  { additionalProperties: false },
);
export type OrderStatusChange = Static<typeof OrderStatusChangeSchema>;
