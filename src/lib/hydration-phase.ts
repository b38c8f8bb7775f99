/**
 * Whether the browser is hydrating the document's first page: its static HTML, rendered in a
 * default state, is being adopted. gatsby-browser.tsx marks the end (`data-hydrated`). On the
 * server there is no first page to hydrate.
 */
export const isHydratingFirstPage = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';
