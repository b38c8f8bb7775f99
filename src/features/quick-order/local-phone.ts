/**
 * The quick order's phone field (spec §5: '+993 xx xx xx xx', display xx xx xx xx): the field
 * shows +993 before it, so a Turkmen shopper types the eight digits and sees them grouped in pairs;
 * a number written with + or 00 is read whole (the prefix then goes). What the text means is the
 * one phone rule's to say (contract/identity-rules.ts, docs/adr/027): the field only formats.
 */
import { HOME_COUNTRY_CODE, LOCAL_PHONE_DIGITS, normalisePhone } from '../../../server/src/contract/identity-rules';

/** '61234567' -> '61 23 45 67' (and partial input grouped as far as it goes). */
export const groupPairs = (digits: string) => digits.match(/\d{1,2}/g)?.join(' ') ?? '';

/** Whether the text is a whole number with its country code, so the field's +993 is not meant. */
export const writtenInFull = (text: string) => /^\s*(?:\+|00)/.test(text);

/** The text as typed: a local number's digits grouped in pairs; anything longer or in full as it is. */
export function typedPhone(text: string): string {
  if (writtenInFull(text) || /[^\d\s]/.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  return digits.length <= LOCAL_PHONE_DIGITS ? groupPairs(digits) : text;
}

/** A stored phone (digits) as the field shows it: a Turkmen number's pairs after the +993, another in full. */
export function fieldText(stored: string): string {
  const digits = stored.replace(/\D/g, '');
  const local = digits.startsWith(HOME_COUNTRY_CODE) ? digits.slice(HOME_COUNTRY_CODE.length) : '';
  return local.length === LOCAL_PHONE_DIGITS ? groupPairs(local) : `+${digits}`;
}

/** The number the field's text stands for ('+99361234567'), or null when the rule refuses it. */
export const phoneOfField = (text: string) => normalisePhone(text);
