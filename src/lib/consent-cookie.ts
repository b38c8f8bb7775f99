/**
 * The consent choice's cookie: its name and values. Free of imports, so that the inline script
 * written into every page (src/features/consent/static-consent.ts) reads the same name as the app.
 */
export const CONSENT_COOKIE = 'cookieConsent';
/** 'all': optional cookies allowed; 'necessary': only those the shop cannot work without */
export const CONSENT_CHOICES = ['all', 'necessary'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
export const isConsentChoice = (value: unknown): value is ConsentChoice =>
  CONSENT_CHOICES.includes(value as ConsentChoice);
