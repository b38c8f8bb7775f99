/**
 * Cookie consent (spec §2, docs/adr/020): necessary cookies (lng, carts, favorites, comparess,
 * Token, Device, and this choice itself) are always set; optional ones (fcmToken, the browser's
 * back-in-stock token) only after the shopper allowed them. The choice is a cookie of its own,
 * read before anything optional is written; the footer's "Cookie settings" reopens the banner.
 * Kept tiny: every page loads it (the banner itself is a chunk of its own).
 */
import Cookies from 'js-cookie';
import { PUSH_TOKEN_COOKIE } from '../../server/src/contract/stock-alert-names';

export const CONSENT_COOKIE = 'cookieConsent';
export const CONSENT_DAYS = 365;
/** 'all': optional cookies allowed; 'necessary': only those the shop cannot work without */
export type ConsentChoice = 'all' | 'necessary';
/** The optional cookies, removed when the shopper withdraws consent. */
export const OPTIONAL_COOKIES = [PUSH_TOKEN_COOKIE] as const;
/** Fired on window: the footer asks for the banner. */
export const OPEN_CONSENT_EVENT = 'shop:consent-open';

export function consentChoice(): ConsentChoice | null {
  const value = Cookies.get(CONSENT_COOKIE);
  return value === 'all' || value === 'necessary' ? value : null;
}

export const optionalCookiesAllowed = () => consentChoice() === 'all';

export function saveConsent(choice: ConsentChoice): void {
  Cookies.set(CONSENT_COOKIE, choice, { expires: CONSENT_DAYS, path: '/', sameSite: 'lax' });
  if (choice === 'necessary') for (const name of OPTIONAL_COOKIES) Cookies.remove(name, { path: '/' });
}

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}
