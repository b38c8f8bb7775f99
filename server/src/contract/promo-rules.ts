/**
 * The promo code's own rules (docs/adr/030), shared by the order wire (an order's optional code and
 * its discount line) and the promo codes' wire (contract/promotions.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Format } from './kit';

/** 3 to 32 letters, digits, '-' or '_', starting with a letter or digit; matched case-insensitively. */
export const PROMO_CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]{2,31}$';

/** The key a code is found by: what the shopper types, in any case, is the same code. */
export const promoKey = (code: string) => code.trim().toLowerCase();

export const PromoCodeText = () =>
  Format(PROMO_CODE_PATTERN, { description: '3-32 letters, digits, - or _ (any case: the same code)' });

/** An order's discount line, on the shopper's and staff's order answers when a code was used. */
export const OrderPromoSchema = Type.Object({
  code: Type.String({ description: 'the code as the shopper typed it' }),
  discount: Type.Number({ description: 'TMT taken off the goods' }),
});
export type OrderPromoWire = Static<typeof OrderPromoSchema>;
