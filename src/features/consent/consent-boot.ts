/**
 * The cookie banner's start (spec §2; docs/adr/020), loaded by every page when the browser is idle
 * after hydration (app/layout.tsx), so that none of it is in a page's first load: on a visit
 * without a stored choice, or when the footer's "Cookie settings" link (`#cookie-settings`) is
 * followed, the banner's chunk is fetched and rendered into a root of its own, fixed to the bottom
 * of the window (nothing on the page moves: CLS 0).
 */
import type { Lng } from '../../lib/catalog-types';
import { reportChunkFailure } from '../../lib/chunk-reload';
import { consentChoice } from '../../lib/consent';

export const SETTINGS_HASH = '#cookie-settings';
let started = false;
let open = false;

async function openBanner(lng: Lng) {
  if (open) return;
  open = true;
  try {
    const { showConsentBanner } = await import('./consent-banner');
    showConsentBanner(lng, () => {
      open = false;
    });
  } catch (error) {
    open = false;
    reportChunkFailure(error);
  }
}

export function startConsent(lng: Lng): void {
  if (started) return;
  started = true;
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest(`a[href="${SETTINGS_HASH}"]`) : null;
    if (!link) return;
    event.preventDefault();
    void openBanner(lng);
  });
  if (!consentChoice() || window.location.hash === SETTINGS_HASH) void openBanner(lng);
}
