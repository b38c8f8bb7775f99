/**
 * True only while the browser hydrates the document's first page: gatsby-browser.tsx marks the
 * document's end of it (`data-hydrated`). Until then a component must render what the static HTML
 * shows; rendered after it (a client-side navigation, Back or Forward), it can render its real
 * state at once.
 */
export const hydratingFirstPage = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';
