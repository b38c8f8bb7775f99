/**
 * The cookie banner's start (spec §2; docs/adr/020). A first visit already shows the banner's first
 * view, written into the page by the build (static-consent.ts; it paints with the page): its
 * "Accept all" and "Only necessary" store the choice here, and "Settings" swaps it for the full
 * banner (in this chunk), rendered into a root of its own fixed to the window's bottom (nothing on
 * the page moves: CLS 0). The footer's "Cookie settings" link (`#cookie-settings`) opens the full
 * banner with the stored choice. Loaded by the page frame (app/layout.tsx) when the browser is idle
 * after hydration, or at once when the banner's first view is clicked.
 */
import type { Lng } from '../../lib/catalog-types';
import { consentChoice } from '../../lib/consent';
import { showConsentBanner } from './consent-banner';
import { saveConsent } from './save-consent';
import { STATIC_CONSENT_ID, type StaticChoice } from './static-consent';

export const SETTINGS_HASH = '#cookie-settings';
let started = false;
let open = false;

const staticBanner = () => document.getElementById(STATIC_CONSENT_ID);

function openBanner(lng: Lng, details = false) {
  staticBanner()?.remove();
  if (open) return;
  open = true;
  showConsentBanner(
    lng,
    () => {
      open = false;
    },
    details,
  );
}

/** A button of the banner's first view was pressed. */
export function chooseFromStatic(choice: StaticChoice, lng: Lng): void {
  if (choice === 'settings') return openBanner(lng, true);
  saveConsent(choice);
  staticBanner()?.remove();
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
  if (window.location.hash === SETTINGS_HASH) openBanner(lng);
  // A page without the build's first view (or one whose script did not run) still asks.
  else if (!consentChoice() && !staticBanner()) openBanner(lng);
}
