/** The shopper's cookies as the spec names them (§3, §9): JSON values, 15-day lists, 365-day language. */
import Cookies from 'js-cookie';

export const COOKIE = { cart: 'carts', favourites: 'favorites', comparison: 'comparess', lng: 'lng' } as const;
export const LIST_COOKIE_DAYS = 15;
export const LNG_COOKIE_DAYS = 365;

export function readJsonCookie<T>(name: string, isValid: (value: unknown) => value is T, fallback: T): T {
  const raw = Cookies.get(name);
  if (!raw) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeJsonCookie(name: string, value: unknown, days = LIST_COOKIE_DAYS) {
  Cookies.set(name, JSON.stringify(value), { expires: days, path: '/', sameSite: 'Lax' });
}

export const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id));
