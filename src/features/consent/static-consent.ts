/**
 * The cookie banner written into every page by the build (spec §2; docs/adr/020): its element's id,
 * and the inline script that follows it. The script runs while the page is parsed, before the first
 * paint: with no stored choice (the cookieConsent cookie, src/lib/consent.ts) it shows the banner;
 * with one, it removes it. Kept free of imports: the page frame's first load reads the id.
 */
export const STATIC_CONSENT_ID = 'consent-static';

/** Hashed into each page's Content-Security-Policy by the build, like every inline script. */
export const STATIC_CONSENT_SCRIPT = `(function(){var e=document.getElementById(${JSON.stringify(STATIC_CONSENT_ID)});if(!e)return;if(/(?:^|;\\s*)cookieConsent=(?:all|necessary)(?:;|$)/.test(document.cookie))e.remove();else e.hidden=false})();`;

export type StaticChoice = 'all' | 'necessary' | 'settings';
export const isStaticChoice = (value: unknown): value is StaticChoice =>
  value === 'all' || value === 'necessary' || value === 'settings';
