/**
 * The wire of gift certificates (docs/adr/031): the shopper's preview of a certificate on the cart,
 * the public balance check, the shopper's own certificates, and staff's list under
 * /admin/v1/gift-certificates. The code's rules are in gift-rules.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CartLineSchema, MAX_ORDER_LINES } from './orders';
import { GiftCodeText } from './gift-rules';
import { NullableString, StringEnum } from './kit';

/**
 * Why a certificate cannot pay, as the message ids the API translates (lib/messages-gift.ts), in
 * the order they are checked.
 */
export const GIFT_REFUSALS = ['giftUnknown', 'giftExpired', 'giftEmpty', 'giftNothingToPay'] as const;
export type GiftRefusal = (typeof GIFT_REFUSALS)[number];

export const GIFT_STATUSES = ['active', 'spent', 'expired'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

export const GIFT_PAGE_SIZE = 50;

// ---- the shopper's preview and the public balance ---------------------------------------------

export const GiftPreviewBodySchema = Type.Object(
  {
    lines: Type.Array(CartLineSchema, { minItems: 1, maxItems: MAX_ORDER_LINES }),
    code: GiftCodeText(),
  },
  { additionalProperties: false },
);
export type GiftPreviewBody = Static<typeof GiftPreviewBodySchema>;

export const GiftPreviewSchema = Type.Object({
  last4: Type.String(),
  balance: Type.Number({ description: 'TMT left on the certificate' }),
  expiresAt: Type.String({ format: 'date-time' }),
  pays: Type.Number({
    description:
      "TMT it would pay of these goods at today's prices (certificates excluded); the order adds delivery and a promo discount, and its confirmation fixes the amount",
  }),
});
export type GiftPreviewWire = Static<typeof GiftPreviewSchema>;

export const GiftBalanceBodySchema = Type.Object({ code: GiftCodeText() }, { additionalProperties: false });
export type GiftBalanceBody = Static<typeof GiftBalanceBodySchema>;
export const GiftBalanceQuery = GiftBalanceBodySchema;

export const GiftBalanceSchema = Type.Object({
  balance: Type.Number(),
  currency: Type.Literal('TMT'),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type GiftBalanceWire = Static<typeof GiftBalanceSchema>;

// ---- the shopper's own --------------------------------------------------------------------------

export const OwnGiftSchema = Type.Object({
  id: Type.Integer(),
  last4: Type.String(),
  value: Type.Number(),
  balance: Type.Number(),
  issuedAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
  recipient: Type.String({ description: 'where its code went: +993… or an e-mail' }),
  orderId: Type.Integer({ description: 'the order that bought it' }),
});
export type OwnGiftWire = Static<typeof OwnGiftSchema>;
export const OwnGiftListSchema = Type.Object({ rows: Type.Array(OwnGiftSchema, { description: 'newest first' }) });
export type OwnGiftListWire = Static<typeof OwnGiftListSchema>;

// ---- staff --------------------------------------------------------------------------------------

export const StaffGiftQuery = Type.Object({
  last4: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9]{4}$', description: "the code's last 4 characters, any case" }),
  ),
  status: Type.Optional(StringEnum(GIFT_STATUSES)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: GIFT_PAGE_SIZE })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
});
export type StaffGiftQueryWire = Static<typeof StaffGiftQuery>;

export const StaffGiftSchema = Type.Object({
  ...OwnGiftSchema.properties,
  status: StringEnum(GIFT_STATUSES),
  buyerId: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  note: NullableString(),
  uses: Type.Array(
    Type.Object({
      orderId: Type.Integer(),
      amount: Type.Number(),
      usedAt: Type.String({ format: 'date-time' }),
      releasedAt: Type.Unsafe<string | null>({
        type: ['string', 'null'],
        description: 'the order was cancelled: the amount went back to the balance',
      }),
    }),
    { description: 'newest first' },
  ),
});
export type StaffGiftWire = Static<typeof StaffGiftSchema>;
export const StaffGiftListSchema = Type.Object({ rows: Type.Array(StaffGiftSchema), count: Type.Integer() });
export type StaffGiftListWire = Static<typeof StaffGiftListSchema>;
