/**
 * A stored phone (digits, docs/api.md) shown as the spec shows phones (§5: xx xx xx xx after
 * +993): Turkmen numbers as '+993 61 23 45 67', others as '+' and their digits.
 */
export function formatPhone(digits: string): string {
  const clean = digits.replace(/\D/g, '');
  const local = clean.startsWith('993') && clean.length === 11 ? clean.slice(3) : null;
  if (local) return `+993 ${local.match(/\d{2}/g)?.join(' ')}`;
  return `+${clean}`;
}
