import type { GatsbyBrowser } from 'gatsby';
import { hydratePage } from './src/app/hydrate';
import { PageWrapper, type ShopPageContext } from './src/app/page-wrapper';
import { wrapRoot } from './src/app/root-wrapper';
import { loadMessages } from './src/app/messages';
import { installChunkReload, reportChunkFailure } from './src/lib/chunk-reload';
import { whenIdle } from './src/lib/idle';
import { splitLocalePath } from './src/lib/i18n';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => wrapRoot(element);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <PageWrapper pageContext={props.pageContext as ShopPageContext} pathname={props.location.pathname}>
    {element}
  </PageWrapper>
);

// Gatsby waits for this before it renders: the page's language texts arrive first (src/app/messages.ts).
export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  installChunkReload(window);
  await loadMessages(splitLocalePath(window.location.pathname).lng);
};

// Prefetching: Gatsby 5's loader already skips it on data-saver and 2g connections and preloads
// at most 4 routes at once (node_modules/gatsby/cache-dir/loader.js: doesConnectionSupportPrefetch,
// _processNextPrefetchBatch), which is what the spec asks; see docs/storefront.md.

// The service worker, the update rules and the offline banner (docs/adr/019): a chunk of their
// own, fetched when the browser is idle after the page's load, so the first load pays only this.
const startOffline = () =>
  whenIdle(() => {
    import(/* webpackChunkName: "offline" */ './src/features/offline/start-offline').then(
      (module) => module.startOffline(window),
      reportChunkFailure,
    );
  });

// Marks the document once React has hydrated the page's shell: before that, buttons rendered by the
// static HTML have no handlers yet. Section blocks (src/components/ui/section.tsx) hydrate right
// after, at low priority; a click or key press in one hydrates it first and is then handled, but a
// scroll is not replayed. Browser tests wait for the mark before they act (tests/e2e/support.ts).
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
  if (process.env.NODE_ENV !== 'production') return; // gatsby develop has no /sw.js
  if (document.readyState === 'complete') startOffline();
  else window.addEventListener('load', startOffline, { once: true });
};

/**
 * How this document was loaded: 'navigate' (a link from another site or a full load, a typed URL),
 * 'reload' or 'back_forward'. Unknown in browsers without Navigation Timing 2.
 */
const documentLoad = (): string | undefined =>
  (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;

// A listing's filter or sort changes its URL (src/features/listing/listing-view.tsx) but should not
// throw the shopper back to the top; Back and Forward still restore their saved positions.
// A fresh load starts at the top: Gatsby keys the first page of a document 'initial' (the browser's
// history entry has no key of its own), so it would restore the position saved by an earlier fresh
// load of the same path in this tab (/categories/1?sort=price_asc once opened at the footer).
// A reload and Back/Forward into the document keep restoring, as browsers do.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps, prevRouterProps }) => {
  if (!prevRouterProps) return routerProps.location.hash !== '' || documentLoad() !== 'navigate';
  const state = routerProps.location.state as { keepScroll?: boolean } | null;
  const samePage = prevRouterProps.location.pathname === routerProps.location.pathname;
  const pushed = (routerProps.location as { action?: string }).action !== 'POP';
  return !(samePage && pushed && state?.keepScroll === true);
};

// The page hydrates in slices (src/app/hydrate.ts).
export const replaceHydrateFunction = () => hydratePage;
