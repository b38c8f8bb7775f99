/**
 * The cookie banner written into every page by the build (spec §2; docs/adr/020): its element's id,
 * and the inline script that follows it. The script runs while the page is parsed, before the first
 * paint: with no stored choice (the cookieConsent cookie, src/lib/consent.ts) it shows the banner;
 * with one, it removes it. Imports only the cookie's name and values: the page frame's first load
 * reads the id.
 */
import { CONSENT_CHOICES, CONSENT_COOKIE, type ConsentChoice } from '../../lib/consent-cookie';
import { saveConsent } from './save-consent';

export const STATIC_CONSENT_ID = 'consent-static';
/** The footer's "Cookie settings" link, and the address that opens the banner. */
export const SETTINGS_HASH = '#cookie-settings';

/** A stored choice in document.cookie, as the script tests it. */
const STORED_CHOICE = `(?:^|;\\s*)${CONSENT_COOKIE}=(?:${CONSENT_CHOICES.join('|')})(?:;|$)`;

/** Hashed into each page's Content-Security-Policy by the build, like every inline script. */
export const STATIC_CONSENT_SCRIPT = `(function(){var e=document.getElementById(${JSON.stringify(STATIC_CONSENT_ID)});if(!e)return;if(/${STORED_CHOICE}/.test(document.cookie))e.remove();else e.hidden=false})();`;

export type StaticChoice = 'all' | 'necessary' | 'settings';

/**
 * "Accept all" or "Only necessary" pressed on the first view: stored and the view removed at once,
 * by the page frame, with no chunk to wait for (only "Settings" needs the banner's chunk).
 */
export function storeStaticChoice(choice: ConsentChoice): void {
  saveConsent(choice);
  document.getElementById(STATIC_CONSENT_ID)?.remove();
}
