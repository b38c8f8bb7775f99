/** Per page: its language (react-intl, context) and the layout, whose header reads the shopper's counters. */
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
import type { ShopCounters } from '../components/layout/header-widgets';

export interface ShopPageContext {
  lng?: Lng;
  /** the page's path without the language prefix */
  basePath?: string;
}

/** The shopper's counters, read by the header and the phone's menu themselves (store subscriptions). */
function useCounters(): ShopCounters {
  return {
    cartLines: useAppSelector(selectCartLineCount),
    cartTotal: useAppSelector(selectCartTotal),
    favourites: useAppSelector(selectFavouriteIds).length,
    comparison: useAppSelector(selectComparisonIds).length,
  };
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
        <Layout lng={lng} path={path} useCounters={useCounters}>
          <PageErrorBoundary path={pathname}>{children}</PageErrorBoundary>
        </Layout>
      </RawIntlProvider>
    </LngContext.Provider>
  );
}
