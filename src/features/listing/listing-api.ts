/**
 * Listing and search results from the live API: the listing POST (spec §7 "POST to a listing
 * path", body with brands and parameters) with sort, price range and facets, loaded with SWR
 * (deferred past hydration, lib/api/deferred-swr.tsx).
 * The search page's appending results are in search-results.ts.
 */
import { apiCall } from '../../lib/api/api-client';
import { useDeferredSWR } from '../../lib/api/deferred-swr';
import type { ProductListingWire } from '../../../server/src/contract/products';
import { toListingPage } from '../../lib/catalog-map';
import { LISTING_PAGE_SIZE, type ListingPage, type Lng } from '../../lib/catalog-types';
import { isDefaultState, type ListingState } from './listing-state';

export type ListingScope =
  { kind: 'category'; id: number } | { kind: 'brand'; id: number } | { kind: 'search'; query: string };

export interface ListingRequest {
  path: string;
  body: Record<string, unknown>;
}

/** The call for one page of a listing under a state; facets only where the panel needs them. */
export function listingRequest(
  scope: ListingScope,
  state: ListingState,
  page: number,
  { facets = true, pageSize = LISTING_PAGE_SIZE } = {},
): ListingRequest {
  const body: Record<string, unknown> = {};
  if (scope.kind === 'category') body.categories = [scope.id];
  if (scope.kind === 'brand') body.brands = [scope.id];
  else if (state.brands.length) body.brands = state.brands;
  if (scope.kind === 'search') body.query = scope.query;
  if (state.options.length) body.parameters = state.options;
  if (state.priceMin !== null) body.priceMin = state.priceMin;
  if (state.priceMax !== null) body.priceMax = state.priceMax;
  if (state.sort) body.sort = state.sort;
  if (state.inStock) body.inStock = true;
  const offset = (page - 1) * pageSize;
  return { path: `/client/v4/products/filter?limit=${pageSize}&offset=${offset}${facets ? '&facets=true' : ''}`, body };
}

export async function fetchListing({ path, body }: ListingRequest, lng: Lng): Promise<ListingPage> {
  return toListingPage(await apiCall<ProductListingWire>(path, { lng, method: 'POST', body }));
}

/**
 * A category's or brand's listing: the static first page while the state is the default one,
 * else the live page for the state. While a new state loads, the previous answer stays on screen.
 */
export function useListing(scope: ListingScope, state: ListingState, lng: Lng, staticPage: ListingPage) {
  const live = !isDefaultState(state);
  const request = listingRequest(scope, state, state.page);
  const [{ data, error, isLoading, retry }, query] = useDeferredSWR(
    live ? ['listing', lng, request.path, JSON.stringify(request.body)] : null,
    () => fetchListing(request, lng),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  return {
    page: live ? data : staticPage,
    /** the page shown is an earlier state's, or nothing yet */
    loading: live && (isLoading || data === undefined),
    error: live ? error : undefined,
    retry,
    /** render it: the query itself */
    query,
  };
}
