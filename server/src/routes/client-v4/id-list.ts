import { MAX_ID } from '../../contract/constants';

/**
 * '3,5,8' -> [3, 5, 8]; the route schema has already checked the pattern. An id past MAX_ID names
 * nothing (and PostgreSQL would refuse to compare it with an integer column): 0, which no row has,
 * stands in for it, so `categories=9999999999` finds nothing rather than failing or finding all.
 */
export function parseIdList(raw: string | undefined): number[] {
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .split(',')
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0)
        .map((id) => (id > MAX_ID ? 0 : id)),
    ),
  ];
}
