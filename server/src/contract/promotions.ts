/**
 * The wire of promo codes (docs/adr/030): the shopper's preview of a code on the cart, the optional
 * code of an order, and staff's codes under /admin/v1/promo-codes. Each rule a code must keep is
 * written here once: the route schemas carry the patterns and limits, `promoCodeProblem` the rules
 * between fields, and the staff app's forms may use both.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CartLineSchema, MAX_ORDER_LINES } from './orders';
import { Id, Money, NullableNumber, StringEnum } from './kit';
import { PromoCodeText } from './promo-rules';
import { MAX_ID } from './constants';

export const PROMO_KINDS = ['percent', 'amount'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];
/** At most this many categories or brands a code names. */
export const MAX_PROMO_TARGETS = 100;
export const MAX_PROMO_LIMIT = 1_000_000;

/**
 * Why a code does not apply to a cart, as the message ids the API translates (lib/messages-promo.ts).
 * The order is the order they are checked in.
 */
export const PROMO_REFUSALS = [
  'promoUnknown',
  'promoNotYet',
  'promoExpired',
  'promoUsedUp',
  'promoAlreadyUsed',
  'promoFirstOrderOnly',
  'promoMinimumNotReached',
  'promoNotForTheseGoods',
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

// ---- the shopper's preview ----------------------------------------------------------------------

export const PromoPreviewBodySchema = Type.Object(
  {
    lines: Type.Array(CartLineSchema, { minItems: 1, maxItems: MAX_ORDER_LINES }),
    code: PromoCodeText(),
  },
  { additionalProperties: false },
);
export type PromoPreviewBody = Static<typeof PromoPreviewBodySchema>;

export const PromoPreviewSchema = Type.Object({
  code: Type.String({ description: 'the code as staff wrote it' }),
  subtotal: Type.Number({ description: "the lines at today's prices (TMT)" }),
  discount: Type.Number({ description: "the code's discount (TMT)" }),
  total: Type.Number({ description: 'subtotal minus the discount, before delivery (TMT)' }),
  lines: Type.Array(Type.Object({ id: Type.Integer(), discount: Type.Number({ description: 'TMT off this line' }) }), {
    description: 'the lines the code takes something off',
  }),
});
export type PromoPreviewWire = Static<typeof PromoPreviewSchema>;

// ---- staff --------------------------------------------------------------------------------------

const Targets = (what: string) =>
  Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), {
    maxItems: MAX_PROMO_TARGETS,
    uniqueItems: true,
    description: `${what} ids it applies to (a category's subcategories too); empty: all`,
  });
const Limit = (description: string) => Type.Integer({ minimum: 1, maximum: MAX_PROMO_LIMIT, description });
const Time = (description: string) => Type.String({ format: 'date-time', description });

const promoFields = {
  kind: StringEnum(PROMO_KINDS),
  value: Money({ description: 'percent: 1-100 (whole); amount: TMT off the goods' }),
  minTotal: Type.Optional(Type.Union([Money({ description: 'the goods must cost at least this (TMT)' }), Type.Null()])),
  categoryIds: Type.Optional(Targets('category')),
  brandIds: Type.Optional(Targets('brand')),
  startsAt: Time('from this moment (send Ashgabat time with its offset, +05:00)'),
  endsAt: Time('until this moment, excluded'),
  totalLimit: Type.Optional(Type.Union([Limit('uses in all'), Type.Null()])),
  perShopperLimit: Type.Optional(Type.Union([Limit('uses per shopper'), Type.Null()])),
  firstOrderOnly: Type.Optional(Type.Boolean({ description: "only a shopper's first order" })),
  combinesWithWeekly: Type.Optional(
    Type.Boolean({ description: 'false: a line on the weekly discount gets the better of the two' }),
  ),
  active: Type.Optional(Type.Boolean()),
};

export const PromoCodeBodySchema = Type.Object(
  { code: PromoCodeText(), ...promoFields },
  { additionalProperties: false },
);
export type PromoCodeBody = Static<typeof PromoCodeBodySchema>;

export const PromoCodeChangeSchema = Type.Partial(Type.Object(promoFields), {
  additionalProperties: false,
  minProperties: 1,
});
export type PromoCodeChange = Static<typeof PromoCodeChangeSchema>;

export const PromoCodeSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  kind: StringEnum(PROMO_KINDS),
  value: Type.Number(),
  minTotal: NullableNumber(),
  categoryIds: Type.Array(Type.Integer()),
  brandIds: Type.Array(Type.Integer()),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  totalLimit: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  perShopperLimit: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  firstOrderOnly: Type.Boolean(),
  combinesWithWeekly: Type.Boolean(),
  active: Type.Boolean(),
  uses: Type.Integer({ description: 'orders confirmed with it and not cancelled' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type PromoCodeWire = Static<typeof PromoCodeSchema>;

export const PromoCodeListSchema = Type.Object({ rows: Type.Array(PromoCodeSchema) });
export type PromoCodeListWire = Static<typeof PromoCodeListSchema>;

export const PromoCodeDetailSchema = Type.Object({
  ...PromoCodeSchema.properties,
  useList: Type.Array(
    Type.Object({
      orderId: Type.Integer(),
      userId: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
      discount: Type.Number(),
      usedAt: Type.String({ format: 'date-time' }),
      releasedAt: Type.Unsafe<string | null>({
        type: ['string', 'null'],
        description: 'the order was cancelled: the use no longer counts',
      }),
    }),
    { description: 'newest first' },
  ),
});
export type PromoCodeDetailWire = Static<typeof PromoCodeDetailSchema>;

export const PromoIdParams = Type.Object({ id: Id() });

/** The rules between a code's fields, as the message id of the first one broken; null when kept. */
export function promoCodeProblem(code: {
  kind: PromoKind;
  value: number;
  startsAt: string | Date;
  endsAt: string | Date;
}): 'promoPercentInvalid' | 'promoDatesInvalid' | null {
  if (code.kind === 'percent' && (!Number.isInteger(code.value) || code.value < 1 || code.value > 100))
    return 'promoPercentInvalid';
  const starts = new Date(code.startsAt).getTime();
  const ends = new Date(code.endsAt).getTime();
  if (!Number.isFinite(starts) || !Number.isFinite(ends) || ends <= starts) return 'promoDatesInvalid';
  return null;
}
