/**
 * The shopper's lists as the spec keeps them in cookies (§3, §9; docs/adr/004): cart lines of
 * { id, count, cartPrice }, and the favourites' and comparison's ids, each up to a limit. Reading is
 * forgiving: a corrupt, oversized or hand-edited list is repaired (bad entries dropped, duplicates
 * merged, limits applied) so the valid lines survive, and the caller learns that it was.
 */
import { isApiId } from './api/refused-ids';

/** How long each list may grow: a cookie holds about 4 KB, and the comparison API takes 20 ids. */
export const LIST_LIMITS = { cartLines: 60, cartCount: 99, favourites: 100, comparison: 20 } as const;

export interface CartLine {
  id: number;
  count: number;
  cartPrice: number;
}

export interface Repaired<T> {
  value: T;
  /** true when what was stored was not exactly a valid list: something was dropped or fixed */
  repaired: boolean;
}

/**
 * The list a cookie held (its JSON, parsed): no cookie is a healthy empty list, anything that is not
 * an array (text that was not JSON, an object, a number) an empty list that needed repair.
 */
function asArray(stored: unknown): Repaired<unknown[]> {
  if (stored === undefined) return { value: [], repaired: false };
  return Array.isArray(stored) ? { value: stored, repaired: false } : { value: [], repaired: true };
}

/**
 * A product id the API accepts (1..MAX_ID, the contract's constant), also when hand-edited into a
 * string ("12"). A larger id would make the API refuse the whole list (docs/adr/004).
 */
function toId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return isApiId(id) ? id : null;
}

const toNumber = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

export function repairCartLines(stored: unknown): Repaired<CartLine[]> {
  const parsed = asArray(stored);
  let repaired = parsed.repaired;
  const lines: CartLine[] = [];
  for (const entry of parsed.value) {
    const record = entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>) : null;
    const id = toId(record?.id);
    const rawCount = record && 'count' in record ? toNumber(record.count) : 1; // spec: count defaults to 1
    const price = toNumber(record?.cartPrice);
    if (id === null || rawCount === null || rawCount < 1) {
      repaired = true;
      continue;
    }
    const count = Math.min(Math.floor(rawCount), LIST_LIMITS.cartCount);
    // An unreadable price keeps the line at 0: the cart page asks the live price and updates it.
    const cartPrice = price !== null && price >= 0 ? price : 0;
    const clean =
      record !== null &&
      Object.keys(record).length === 3 &&
      record.id === id &&
      record.count === count &&
      record.cartPrice === cartPrice;
    if (!clean) repaired = true;
    const same = lines.find((line) => line.id === id);
    if (same) {
      same.count = Math.min(same.count + count, LIST_LIMITS.cartCount);
      repaired = true;
    } else if (lines.length < LIST_LIMITS.cartLines) {
      lines.push({ id, count, cartPrice });
    } else {
      repaired = true;
    }
  }
  return { value: lines, repaired };
}

export function repairIdList(stored: unknown, limit: number): Repaired<number[]> {
  const parsed = asArray(stored);
  let repaired = parsed.repaired;
  const ids: number[] = [];
  for (const entry of parsed.value) {
    const id = toId(entry);
    if (id === null || id !== entry || ids.includes(id) || ids.length >= limit) repaired = true;
    if (id !== null && !ids.includes(id) && ids.length < limit) ids.push(id);
  }
  return { value: ids, repaired };
}
