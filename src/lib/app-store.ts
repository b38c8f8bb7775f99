/**
 * Where the footer's app badge leads: the shop app's page in the store. A build sets it with
 * GATSBY_APP_STORE_URL (docs/storefront.md); without it, the Google Play page of the package named,
 * as Android packages are, after the shop's domain (elektronika.com.tm -> tm.com.elektronika):
 * most phones in Turkmenistan run Android. Google Play opens in the page's language.
 */
import type { Lng } from './catalog-types';
import { HREFLANG } from './i18n';

export const APP_STORE_URL =
  process.env.GATSBY_APP_STORE_URL || 'https://play.google.com/store/apps/details?id=tm.com.elektronika';

export function appStoreUrl(lng: Lng, base = APP_STORE_URL): string {
  const url = new URL(base);
  if (url.hostname === 'play.google.com') url.searchParams.set('hl', HREFLANG[lng]);
  return url.toString();
}
