import { PUSH_TOKEN_COOKIE } from '../../../server/src/contract/stock-alert-names';
import { CONSENT_COOKIE, type ConsentChoice } from '../../lib/consent';
import { siteCookies } from '../../lib/shop-cookies';

export const CONSENT_DAYS = 365;
/** The optional cookies, removed when the shopper withdraws consent (docs/adr/020). */
export const OPTIONAL_COOKIES = [PUSH_TOKEN_COOKIE] as const;

/** Stores the banner's choice; "only necessary" also removes the optional cookies already set. */
export function saveConsent(choice: ConsentChoice): void {
  siteCookies.set(CONSENT_COOKIE, choice, { expires: CONSENT_DAYS });
  if (choice === 'necessary') for (const name of OPTIONAL_COOKIES) siteCookies.remove(name);
}
