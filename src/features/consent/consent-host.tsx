/**
 * Where the cookie banner lives on every page (app/layout.tsx): after hydration, on the first
 * visit (no choice stored) or when the footer's "Cookie settings" asks, its chunk (the banner and
 * its texts) is loaded. Nothing of it is in the static HTML, and the banner is fixed to the
 * bottom of the window, so its arrival moves nothing on the page (CLS 0).
 */
import { Suspense, useEffect, useState } from 'react';
import { consentChoice, OPEN_CONSENT_EVENT } from '../../lib/consent';
import { whenIdle } from '../../lib/idle';
import { lazyPart } from '../../lib/lazy-part';

// an unnamed chunk: a named one would be listed in every page's inline chunk map (first load)
const ConsentBanner = lazyPart(() => import('./consent-banner').then((module) => module.ConsentBanner));

export function ConsentHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_CONSENT_EVENT, show);
    // on a first visit once the page has loaded what it shows: the banner waits, the page does not
    const cancel = consentChoice() ? undefined : whenIdle(show, 1500);
    return () => {
      cancel?.();
      window.removeEventListener(OPEN_CONSENT_EVENT, show);
    };
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner onDone={() => setOpen(false)} />
    </Suspense>
  );
}
