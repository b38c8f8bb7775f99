/**
 * The personal data card's two identifiers, each read by the contract's one rule (docs/adr/023,
 * 027): a phone as the one phone rule reads it (a local number is +993's) and shown as
 * '+993 xx xx xx xx'; an e-mail address as typed, in lower case.
 */
import { displayPhone, isEmail, normalisePhone } from '../../../server/src/contract/identity-rules';
import { shownPhone } from '../../lib/phone-format';

export type IdentifierKind = 'phone' | 'email';

interface IdentifierRule {
  labelId: string;
  newLabelId: string;
  invalidId: string;
  /** the typed value as the API takes it, or null when the rule refuses it */
  read: (typed: string) => string | null;
  /** a stored or read value as the card shows it */
  show: (value: string) => string;
  /** the typed value once the field is left: a phone the rule reads in the shop's format */
  shown: (typed: string) => string;
  input: { type: string; inputMode: 'tel' | 'email'; autoComplete: string; placeholder?: string };
}

const readEmail = (typed: string) => {
  const address = typed.trim().toLowerCase();
  return isEmail(address) ? address : null;
};

export const IDENTIFIER_KINDS: Record<IdentifierKind, IdentifierRule> = {
  phone: {
    labelId: 'profile.me.phone',
    newLabelId: 'profile.personal.newPhone',
    invalidId: 'profile.form.phoneInvalid',
    read: normalisePhone,
    show: displayPhone,
    shown: shownPhone,
    input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '+993 xx xx xx xx' },
  },
  email: {
    labelId: 'profile.me.email',
    newLabelId: 'profile.personal.newEmail',
    invalidId: 'profile.form.emailInvalid',
    read: readEmail,
    show: (value) => value,
    shown: (typed) => typed,
    input: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  },
};
