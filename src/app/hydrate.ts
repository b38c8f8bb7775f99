/**
 * How the browser takes over a built page (gatsby-browser.tsx, `replaceHydrateFunction`).
 *
 * The page hydrates as a transition: React then works in slices of about 5 ms and lets the browser
 * in between, where at its default priority it hydrates the whole root in one long task
 * (docs/performance.md). A click or key press on the page before it is done makes React hydrate
 * the rest at once and then handle the event (tests/e2e/early-input.spec.ts).
 *
 * Otherwise as Gatsby does: a page whose HTML has no body (a client-only route's shell in
 * `gatsby develop`) is rendered, not hydrated. Gatsby's type for this hook is react-dom 17's
 * `render`; what the function answers is not used.
 */
import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

export function hydratePage(page: ReactElement, container: Element) {
  const focusWrapper = document.getElementById('gatsby-focus-wrapper');
  if (focusWrapper?.children.length) startTransition(() => void hydrateRoot(container, page));
  else createRoot(container).render(page);
}
