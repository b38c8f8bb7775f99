/** Per page: its language (react-intl, context) and the layout with the shopper's counters. */
import type { ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { PageErrorBoundary } from './error-boundary';
import { Layout } from './layout';
import type { Lng } from '../lib/catalog-types';
import { isLng, splitLocalePath } from '../lib/i18n';
import { LngContext } from '../lib/lng-context';
import { selectCartLineCount, selectCartTotal } from '../features/cart/cart-slice';
import { selectComparisonIds } from '../features/comparison/comparison-slice';
import { selectFavouriteIds } from '../features/favourites/favourites-slice';
import { useAppSelector } from '../lib/store/hooks';
import { intlFor } from './intl';

export interface ShopPageContext {
  lng?: Lng;
  /** the page's path without the language prefix */
  basePath?: string;
}

function LayoutWithCounters({ lng, path, children }: { lng: Lng; path: string; children: ReactNode }) {
  const counters = {
    cartLines: useAppSelector(selectCartLineCount),
    cartTotal: useAppSelector(selectCartTotal),
    favourites: useAppSelector(selectFavouriteIds).length,
    comparison: useAppSelector(selectComparisonIds).length,
  };
  return (
    <Layout lng={lng} path={path} counters={counters}>
      {children}
    </Layout>
  );
}

export function PageWrapper({
  pageContext,
  pathname,
  children,
}: {
  pageContext: ShopPageContext;
  pathname: string;
  children: ReactNode;
}) {
  // The 404 page has no language of its own: the requested path's prefix decides, on the server
  // (the /ru/404 copy) and in the browser alike.
  const fromPath = splitLocalePath(pathname);
  const lng = isLng(pageContext.lng) ? pageContext.lng : fromPath.lng;
  const path = pageContext.basePath ?? fromPath.path;
  return (
    <LngContext.Provider value={lng}>
      <RawIntlProvider value={intlFor(lng)}>
        <LayoutWithCounters lng={lng} path={path}>
          <PageErrorBoundary path={pathname}>{children}</PageErrorBoundary>
        </LayoutWithCounters>
      </RawIntlProvider>
    </LngContext.Provider>
  );
}
