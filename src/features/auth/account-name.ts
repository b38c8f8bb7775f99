import type { UserWire } from '../../../server/src/contract/auth';

/**
 * The header's name for the shopper (spec §3): the name, the first letter of the surname and a dot
 * ('Aýgül M.'); null when either is missing, and the header says 'profile' instead.
 */
export function accountName(user: Pick<UserWire, 'name' | 'surname'>): string | null {
  const name = user.name.trim();
  const initial = Array.from(user.surname.trim())[0];
  return name && initial ? `${name} ${initial.toLocaleUpperCase()}.` : null;
}
