/**
 * The cookie banner's start (spec §2; docs/adr/020), loaded by every page when the browser is idle
 * after hydration (app/layout.tsx), so that none of it is in a page's first load: on a visit
 * without a stored choice, or when the footer's "Cookie settings" link (`#cookie-settings`) is
 * followed, the banner (in the same chunk: one chunk fewer in every page's runtime) is rendered
 * into a root of its own, fixed to the bottom of the window (nothing on the page moves: CLS 0).
 */
import type { Lng } from '../../lib/catalog-types';
import { consentChoice } from '../../lib/consent';
import { showConsentBanner } from './consent-banner';

export const SETTINGS_HASH = '#cookie-settings';
let started = false;
let open = false;

function openBanner(lng: Lng) {
  if (open) return;
  open = true;
  showConsentBanner(lng, () => {
    open = false;
  });
}

export function startConsent(lng: Lng): void {
  if (started) return;
  started = true;
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest(`a[href="${SETTINGS_HASH}"]`) : null;
    if (!link) return;
    event.preventDefault();
    openBanner(lng);
  });
  if (!consentChoice() || window.location.hash === SETTINGS_HASH) openBanner(lng);
}
