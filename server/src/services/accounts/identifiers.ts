import { isEmail, isPhone, phoneDigits } from '../../contract/identity-rules';

export interface Identifier {
  kind: 'phone' | 'email';
  /** phone: its digits without '+' (so '+993 61…' and '99361…' are one account); e-mail: lower case */
  value: string;
}

/** The one identifier of a body (phone or email), normalised; null when none, both, or malformed. */
export function identifierOf(body: { phone?: string; email?: string }): Identifier | null {
  const phone = body.phone === undefined ? undefined : phoneDigits(body.phone);
  const email = body.email?.trim().toLowerCase();
  if (phone && email) return null;
  if (phone) return isPhone(phone) ? { kind: 'phone', value: phone.replace(/^\+/, '') } : null;
  if (email) return isEmail(email) ? { kind: 'email', value: email } : null;
  return null;
}
