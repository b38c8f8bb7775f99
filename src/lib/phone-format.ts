/**
 * A stored phone (digits, docs/api.md) shown as the spec shows phones (§5: xx xx xx xx after
 * +993): Turkmen numbers as '+993 61 23 45 67', others as '+' and their digits. The contract's
 * `displayPhone`, so the forms and the API's pages show one format (docs/adr/027).
 */
import { displayPhone, normalisePhone } from '../../server/src/contract/identity-rules';

export const formatPhone = (digits: string): string => displayPhone(digits);

/** A typed phone as the shop shows it once the one phone rule reads it ('64579281' -> '+993 64 57 92 81'), else as typed. */
export function shownPhone(typed: string): string {
  const read = normalisePhone(typed);
  return read ? displayPhone(read) : typed;
}
