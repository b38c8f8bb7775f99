/**
 * The shopper's cookies as the spec names them (§3, §9): JSON values, 15-day lists, 365-day language.
 * Reading is forgiving: a corrupt, oversized or hand-edited list is repaired (bad entries dropped,
 * duplicates merged, limits applied) so the valid lines survive, and the caller learns that it was.
 */
import { isApiId } from './api/refused-ids';

export const COOKIE = { cart: 'carts', favourites: 'favorites', comparison: 'comparess', lng: 'lng' } as const;
export const LIST_COOKIE_DAYS = 15;
export const LNG_COOKIE_DAYS = 365;

/** How long each list may grow: a cookie holds about 4 KB, and the comparison API takes 20 ids. */
export const LIST_LIMITS = { cartLines: 60, cartCount: 99, favourites: 100, comparison: 20 } as const;

export interface CartLine {
  id: number;
  count: number;
  cartPrice: number;
}

export interface Repaired<T> {
  value: T;
  /** true when the stored text was not exactly a valid list: something was dropped or fixed */
  repaired: boolean;
}

/** The JSON array a cookie holds; anything else (bad JSON, an object, a number) is an empty list. */
function parseArray(raw: string | undefined): Repaired<unknown[]> {
  if (raw === undefined || raw === '') return { value: [], repaired: false };
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? { value, repaired: false } : { value: [], repaired: true };
  } catch {
    return { value: [], repaired: true };
  }
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

export function repairCartLines(raw: string | undefined): Repaired<CartLine[]> {
  const parsed = parseArray(raw);
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

export function repairIdList(raw: string | undefined, limit: number): Repaired<number[]> {
  const parsed = parseArray(raw);
  let repaired = parsed.repaired;
  const ids: number[] = [];
  for (const entry of parsed.value) {
    const id = toId(entry);
    if (id === null || id !== entry || ids.includes(id) || ids.length >= limit) repaired = true;
    if (id !== null && !ids.includes(id) && ids.length < limit) ids.push(id);
  }
  return { value: ids, repaired };
}

// Cookie text as js-cookie 3 reads and writes it (the shop used it until issue 17; its 1 KB gzip was
// in every first load): cookies written by an earlier build, or by hand with encodeURIComponent,
// read the same.
const decode = (text: string) => text.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);

export function readCookie(name: string, cookies = document.cookie): string | undefined {
  for (const pair of cookies ? cookies.split('; ') : []) {
    const [key, ...rest] = pair.split('=');
    try {
      if (decodeURIComponent(key) !== name) continue;
      const value = rest.join('=');
      return decode(value[0] === '"' ? value.slice(1, -1) : value);
    } catch {
      // a cookie that does not decode is skipped, as js-cookie does
    }
  }
  return undefined;
}

/** The `document.cookie` assignment that stores the text `value` for `days` days on the whole site. */
export function cookieText(name: string, value: string, days: number, now = Date.now()): string {
  const text = encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
  const key = encodeURIComponent(name)
    .replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent)
    .replace(/[()]/g, (bracket) => (bracket === '(' ? '%28' : '%29'));
  return `${key}=${text}; path=/; expires=${new Date(now + days * 864e5).toUTCString()}; sameSite=Lax`;
}

/** The `document.cookie` assignment that stores `value` as JSON for `days` days on the whole site. */
export const jsonCookieText = (name: string, value: unknown, days: number, now = Date.now()): string =>
  cookieText(name, JSON.stringify(value), days, now);

export function writeCookie(name: string, value: string, days: number) {
  document.cookie = cookieText(name, value, days);
}

/** Removes a cookie set on the whole site (an expiry in the past). */
export function removeCookie(name: string) {
  document.cookie = cookieText(name, '', -1);
}

export function writeJsonCookie(name: string, value: unknown, days = LIST_COOKIE_DAYS) {
  document.cookie = jsonCookieText(name, value, days);
}
