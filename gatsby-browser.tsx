import type { GatsbyBrowser } from 'gatsby';
import { PageWrapper, type ShopPageContext } from './src/app/page-wrapper';
import { RootWrapper } from './src/app/root-wrapper';
import { loadMessages } from './src/app/messages';
import { installChunkReload } from './src/lib/chunk-reload';
import { splitLocalePath } from './src/lib/i18n';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

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

// Marks the document once React has hydrated the page's shell: before that, buttons rendered by the
// static HTML have no handlers yet. Section blocks (src/components/ui/section.tsx) hydrate right
// after, at low priority; a click or key press in one hydrates it first and is then handled, but a
// scroll is not replayed. Browser tests wait for the mark before they act (tests/e2e/support.ts).
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
};

// A listing's filter or sort changes its URL (src/features/listing/listing-view.tsx) but should not
// throw the shopper back to the top; Back and Forward still restore their saved positions.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps, prevRouterProps }) => {
  const state = routerProps.location.state as { keepScroll?: boolean } | null;
  const samePage = prevRouterProps?.location.pathname === routerProps.location.pathname;
  const pushed = (routerProps.location as { action?: string }).action !== 'POP';
  return !(samePage && pushed && state?.keepScroll === true);
};
