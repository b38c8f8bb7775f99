/**
 * Cookie consent (spec §2, docs/adr/020): necessary cookies (lng, carts and its cartPromo,
 * favorites, comparess, Token, Device, and this choice itself) are always set; optional ones
 * (fcmToken, the browser's back-in-stock token) only after the shopper allowed them. The choice is a cookie of its own,
 * read before anything optional is written; the footer's "Cookie settings" reopens the banner.
 * Read by the banner's start and the back-in-stock dialog, both loaded after the first load.
 */
import { CONSENT_COOKIE, isConsentChoice, type ConsentChoice } from './consent-cookie';
import { siteCookies } from './shop-cookies';

export { CONSENT_COOKIE, type ConsentChoice } from './consent-cookie';

export function consentChoice(): ConsentChoice | null {
  const value = siteCookies.get(CONSENT_COOKIE);
  return isConsentChoice(value) ? value : null;
}

export const optionalCookiesAllowed = () => consentChoice() === 'all';
