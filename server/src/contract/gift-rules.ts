/**
 * The gift certificate's own rules (docs/adr/031), shared by the order wire (a certificate line's
 * recipient and note, an order's certificate and its line) and the certificates' wire
 * (contract/gift-certificates.ts). Each is written here once.
 */
import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, isEmail, normalisePhone } from './identity-rules';
import { Format, OptionalText, Str } from './kit';

/** 32 letters and digits nobody confuses when reading a code aloud or off paper: no I, O, 0 or 1. */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CODE_LENGTH = 16;
/** A note to the recipient, sent with the code. */
export const GIFT_NOTE_MAX_LENGTH = 200;
/** A certificate is valid this many months from its issue. */
export const GIFT_VALID_MONTHS = 12;

/**
 * The code as typed: letters, digits, spaces and hyphens (the code is shown XXXX-XXXX-XXXX-XXXX);
 * any case. `giftCodeKey` reads it.
 */
export const GiftCodeText = () =>
  Format('^[A-Za-z0-9 -]{16,40}$', { description: '16 letters and digits, any case, spaces or hyphens between' });

/** The code in its one form (upper case, no spaces or hyphens), or null when it cannot be a code. */
export function giftCodeKey(typed: string): string | null {
  const key = typed.replace(/[\s-]/g, '').toUpperCase();
  if (key.length !== GIFT_CODE_LENGTH) return null;
  return [...key].every((char) => GIFT_CODE_ALPHABET.includes(char)) ? key : null;
}

/** The code as the messages show it: four groups of four. */
export const groupedGiftCode = (key: string) => key.match(/.{1,4}/g)?.join('-') ?? key;

/** Whose the code is: a phone (the contract's phone rule) or an e-mail, in its stored form; null when neither. */
export function giftRecipient(typed: string): string | null {
  const text = typed.trim();
  if (text.includes('@')) return isEmail(text) ? text.toLowerCase() : null;
  return normalisePhone(text);
}

/** The certificate's end: GIFT_VALID_MONTHS after its issue. */
export function giftExpiry(issuedAt: Date): Date {
  const end = new Date(issuedAt.getTime());
  end.setUTCMonth(end.getUTCMonth() + GIFT_VALID_MONTHS);
  return end;
}

/** What an order line of a certificate product may carry. */
export const GiftLineSchema = Type.Object(
  {
    to: Type.Optional(
      Str({
        minLength: 3,
        maxLength: EMAIL_MAX_LENGTH,
        description: "the recipient's phone or e-mail; left out: the code goes to the buyer",
      }),
    ),
    note: Type.Optional(OptionalText(GIFT_NOTE_MAX_LENGTH, 'sent with the code')),
  },
  { additionalProperties: false },
);
export type GiftLineWire = Static<typeof GiftLineSchema>;

/** An order's certificate line, on the shopper's and staff's order answers when a certificate pays. */
export const OrderGiftSchema = Type.Object({
  last4: Type.String({ description: "the certificate code's last 4 characters" }),
  amount: Type.Number({
    description: 'TMT the certificate pays: at placing what it would, fixed at confirmation by its balance then',
  }),
  due: Type.Number({ description: 'what is left to pay by the payment method (TMT)' }),
});
export type OrderGiftWire = Static<typeof OrderGiftSchema>;
