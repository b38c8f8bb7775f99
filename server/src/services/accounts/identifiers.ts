import { isEmail, normalisePhone } from '../../contract/identity-rules';

export interface Identifier {
  kind: 'phone' | 'email';
  /**
   * phone: the one phone rule's number without its '+' (so '61 23 45 67', '+993 61…' and
   * '99361…' are one account, +99361234567); e-mail: lower case
   */
  value: string;
}

/** The one identifier of a body (phone or email), normalised; null when none, both, or malformed. */
export function identifierOf(body: { phone?: string; email?: string }): Identifier | null {
  const phone = body.phone?.trim();
  const email = body.email?.trim().toLowerCase();
  if (phone && email) return null;
  if (phone) {
    const normalised = normalisePhone(phone);
    return normalised ? { kind: 'phone', value: normalised.slice(1) } : null;
  }
  if (email) return isEmail(email) ? { kind: 'email', value: email } : null;
  return null;
}

/** Whether a body names a phone the one phone rule refuses (its own message, not 'Invalid parameters'). */
export const refusedPhone = (body: { phone?: string; email?: string }) =>
  Boolean(body.phone?.trim()) && !body.email?.trim() && normalisePhone(body.phone ?? '') === null;
