/**
 * Search results that append page by page (spec §4 "paged search appends rows"), on the listing
 * POST of listing-api.ts. Only the search page uses them, so swr/infinite stays out of the
 * category and brand pages' scripts.
 */
import useSWRInfinite from 'swr/infinite';
import { SWR_DEFAULTS } from '../../lib/api/swr-defaults';
import { LISTING_PAGE_SIZE, type ListingPage, type Lng } from '../../lib/catalog-types';
import { fetchListing, listingRequest, type ListingScope } from '../listing';
import type { ListingState } from '../listing';

export function useSearchResults(query: string, state: ListingState, lng: Lng) {
  const scope: ListingScope = { kind: 'search', query };
  const swr = useSWRInfinite(
    (index: number, previous: ListingPage | null) => {
      if (!query || (previous && previous.products.length < LISTING_PAGE_SIZE)) return null;
      const request = listingRequest(scope, state, index + 1, { facets: index === 0 });
      return ['search', lng, request.path, JSON.stringify(request.body)];
    },
    (key: string[]) => fetchListing({ path: key[2], body: JSON.parse(key[3]) as Record<string, unknown> }, lng),
    { ...SWR_DEFAULTS, revalidateFirstPage: false },
  );
  const pages = swr.data ?? [];
  const first = pages[0];
  const products = pages.flatMap((page) => page.products);
  const count = first?.count ?? 0;
  return {
    products,
    count,
    facets: first?.facets,
    loading: swr.isLoading,
    loadingMore: swr.isValidating && pages.length < swr.size,
    error: swr.error as unknown,
    hasMore: products.length < count,
    more: () => {
      void swr.setSize(swr.size + 1);
    },
    retry: () => {
      void swr.mutate();
    },
  };
}

/** What the results area shows: one of these at a time, never two (a spinner beside "nothing found" would contradict itself). */
export type SearchView = 'loading' | 'results' | 'empty' | 'error';

/**
 * The one state of the results: products once there are any (a failed next page shows beside
 * them); else a failure (it stays while SWR retries, so the screen does not flicker between the
 * error and a skeleton); else loading until the first page is in; else nothing found.
 */
export function searchViewOf({
  products,
  count,
  loading,
  error,
}: Pick<ReturnType<typeof useSearchResults>, 'products' | 'count' | 'loading' | 'error'>): SearchView {
  if (products.length) return 'results';
  if (error !== undefined) return 'error';
  if (loading) return 'loading';
  return count === 0 ? 'empty' : 'loading';
}
