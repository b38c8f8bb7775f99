/**
 * The shop's cookies, through js-cookie: every one on the whole site and not sent with other sites'
 * requests (`siteCookies`), and the shopper's lists as the spec names them (§3, §9): `carts`,
 * `favorites` and `comparess`, JSON for 15 days. Values are in js-cookie's own encoding, so a
 * cookie set with encodeURIComponent (the browser tests, earlier builds) reads the same.
 *
 * The language (`lng`, a year) is written by the head script of every page before any bundle runs
 * (language-redirect.ts), and the consent and push-token cookies by their features with
 * `siteCookies`.
 */
import Cookies from 'js-cookie';

export const COOKIE = { cart: 'carts', favourites: 'favorites', comparison: 'comparess' } as const;
export type ListCookie = (typeof COOKIE)[keyof typeof COOKIE];
export const LIST_COOKIE_DAYS = 15;
/** The promo code applied to the cart (docs/adr/030), beside `carts` and as long-lived. */
export const PROMO_COOKIE = 'cartPromo';

/** The attributes of every cookie the shop writes; each call gives its lifetime (`expires`, days). */
export const siteCookies = Cookies.withAttributes({ path: '/', sameSite: 'lax' });

/** What a list cookie held when it was not JSON (or not even URI-encoded text), for the repair's warning. */
export interface UnreadableCookie {
  unreadable: string;
}

/**
 * A list cookie's JSON, parsed; an empty value is no list. Text that does not parse is handed on as
 * an UnreadableCookie rather than thrown: js-cookie skips a cookie whose converter throws, and the
 * shopper would lose the list without being told (docs/adr/004: repaired, never silently dropped).
 */
function readJson(text: string, name: string): unknown {
  let decoded: string;
  try {
    decoded = Cookies.converter.read(text, name);
  } catch {
    return { unreadable: text } satisfies UnreadableCookie;
  }
  if (decoded === '') return undefined;
  try {
    return JSON.parse(decoded) as unknown;
  } catch {
    return { unreadable: decoded } satisfies UnreadableCookie;
  }
}

const listCookies = siteCookies.withAttributes({ expires: LIST_COOKIE_DAYS }).withConverter<unknown>({
  read: readJson,
  write: (value, name) => Cookies.converter.write(JSON.stringify(value), name),
});

/** The list a cookie holds, parsed (repair it with shopper-lists.ts); undefined when there is none. */
export const readListCookie = (name: ListCookie): unknown => listCookies.get(name);

export function writeListCookie(name: ListCookie, value: unknown): void {
  listCookies.set(name, value);
}

/**
 * The applied promo code; what is not a short text (an edited cookie) is no code. The API judges the
 * text itself when the checkout asks for its preview, and a refused code is dropped there.
 */
export function readPromoCookie(): string | null {
  const value = listCookies.get(PROMO_COOKIE);
  return typeof value === 'string' && value.trim() && value.length <= 64 ? value.trim() : null;
}

export function writePromoCookie(code: string | null): void {
  if (code) listCookies.set(PROMO_COOKIE, code);
  else listCookies.remove(PROMO_COOKIE);
}
