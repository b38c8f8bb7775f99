/**
 * The cookie banner's start (spec §2; docs/adr/020). A first visit already shows the banner's first
 * view, written into the page by the build (static-consent.ts; it paints with the page): its
 * "Accept all" and "Only necessary" store the choice here, and "Settings" swaps it for the full
 * banner (in this chunk), rendered into a root of its own fixed to the window's bottom (nothing on
 * the page moves: CLS 0). The footer's "Cookie settings" link (`#cookie-settings`) opens the full
 * banner with the stored choice. Loaded by the page frame (app/layout.tsx) only when the banner is
 * wanted: a click on its first view or on that link, the settings' address, or a page with no
 * stored choice and no first view. A visit that does none of these never loads it.
 */
import type { Lng } from '../../lib/catalog-types';
import { showConsentBanner } from './consent-banner';
import { STATIC_CONSENT_ID, storeStaticChoice, type StaticChoice } from './static-consent';

let open = false;

const staticBanner = () => document.getElementById(STATIC_CONSENT_ID);

/** Shows the full banner (with its settings open when `details`); a second call while it is open does nothing. */
export function openBanner(lng: Lng, details = false): void {
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
  storeStaticChoice(choice);
}
