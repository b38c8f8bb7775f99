import { PHONE_PATTERN } from '../../contract/auth';

export interface Identifier {
  kind: 'phone' | 'email';
  /** phone: its digits without '+' (so '+993 61…' and '99361…' are one account); e-mail: lower case */
  value: string;
}

const PHONE = new RegExp(PHONE_PATTERN);
/** spec §5: a simple pattern, something@something.something */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The one identifier of a body (phone or email), normalised; null when none, both, or malformed. */
export function identifierOf(body: { phone?: string; email?: string }): Identifier | null {
  const phone = body.phone?.replace(/[\s\-()]/g, '');
  const email = body.email?.trim().toLowerCase();
  if (phone && email) return null;
  if (phone) return PHONE.test(phone) ? { kind: 'phone', value: phone.replace(/^\+/, '') } : null;
  if (email) return EMAIL.test(email) ? { kind: 'email', value: email } : null;
  return null;
}
