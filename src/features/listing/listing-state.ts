/**
 * A listing's state (page, sort, price range, brands, parameter options, in stock) lives in the URL
 * so that links can be shared and Back works. Parsing never throws: a hand-edited or stale query
 * string is repaired (unknown sort dropped, ids deduplicated and sorted, a reversed price range
 * swapped) and `repaired` says so, so the page can rewrite the URL to its canonical form.
 */

import { MAX_FILTER_IDS, MAX_ID } from '../../../server/src/contract/constants';
export const LISTING_SORTS = ['popular', 'price_asc', 'price_desc', 'newest', 'rating', 'discount'] as const;
export const SEARCH_SORTS = ['relevance', ...LISTING_SORTS] as const;
export type Sort = (typeof SEARCH_SORTS)[number];

/** At most this many ids per list (the API takes 100). */
export { MAX_FILTER_IDS };
/** Far beyond any catalogue's last page: a larger number is a typo, not a page. */
export const MAX_PAGE = 10_000;
export const MAX_PRICE = 100_000_000;

export interface ListingState {
  page: number;
  /** null: the default order (popular on listings, relevance on search) */
  sort: Sort | null;
  priceMin: number | null;
  priceMax: number | null;
  brands: number[];
  /** parameter option ids */
  options: number[];
  inStock: boolean;
}

export const EMPTY_STATE: ListingState = {
  page: 1,
  sort: null,
  priceMin: null,
  priceMax: null,
  brands: [],
  options: [],
  inStock: false,
};

function ids(value: string | null): { ids: number[]; clean: boolean } {
  if (value === null) return { ids: [], clean: true };
  const parts = value.split(',');
  const found = new Set<number>();
  for (const part of parts) {
    if (/^[1-9]\d{0,9}$/.test(part) && Number(part) <= MAX_ID) found.add(Number(part));
  }
  const sorted = [...found].sort((a, b) => a - b).slice(0, MAX_FILTER_IDS);
  return { ids: sorted, clean: sorted.length > 0 && sorted.join(',') === value };
}

function price(value: string | null): { price: number | null; clean: boolean } {
  if (value === null) return { price: null, clean: true };
  if (!/^\d{1,9}$/.test(value)) return { price: null, clean: false };
  const number = Math.min(Number(value), MAX_PRICE);
  return { price: number, clean: String(number) === value };
}

/** The state in a query string ('?page=2&brands=3,5'), repaired; `repaired` when anything was off. */
export function parseListingState(
  search: string,
  sorts: readonly Sort[] = LISTING_SORTS,
): { state: ListingState; repaired: boolean } {
  const params = new URLSearchParams(search);
  let repaired = false;

  const pageText = params.get('page');
  let page = 1;
  if (pageText !== null) {
    if (/^[1-9]\d{0,5}$/.test(pageText) && Number(pageText) <= MAX_PAGE) page = Number(pageText);
    if (pageText !== String(page) || page === 1) repaired = true;
  }

  const sortText = params.get('sort');
  const sort = sortText !== null && (sorts as readonly string[]).includes(sortText) ? (sortText as Sort) : null;
  if (sortText !== null && sort === null) repaired = true;

  const min = price(params.get('priceMin'));
  const max = price(params.get('priceMax'));
  let priceMin = min.price;
  let priceMax = max.price;
  if (!min.clean || !max.clean) repaired = true;
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) {
    [priceMin, priceMax] = [priceMax, priceMin];
    repaired = true;
  }

  const brands = ids(params.get('brands'));
  const options = ids(params.get('options'));
  if (!brands.clean && params.has('brands')) repaired = true;
  if (!options.clean && params.has('options')) repaired = true;

  const stockText = params.get('inStock');
  const inStock = stockText === '1';
  if (stockText !== null && stockText !== '1') repaired = true;

  return { state: { page, sort, priceMin, priceMax, brands: brands.ids, options: options.ids, inStock }, repaired };
}

/**
 * The canonical query string of a state, '' for the default state. Other parameters the page
 * keeps (the search text `q`) go first.
 */
export function listingSearch(state: ListingState, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams(keep);
  if (state.sort) params.set('sort', state.sort);
  if (state.priceMin !== null) params.set('priceMin', String(state.priceMin));
  if (state.priceMax !== null) params.set('priceMax', String(state.priceMax));
  if (state.brands.length) params.set('brands', state.brands.join(','));
  if (state.options.length) params.set('options', state.options.join(','));
  if (state.inStock) params.set('inStock', '1');
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** How many filters are set (for the phone's "Filters (3)" button); sort and page are not filters. */
export const activeFilterCount = (state: ListingState) =>
  state.brands.length +
  state.options.length +
  (state.priceMin !== null || state.priceMax !== null ? 1 : 0) +
  (state.inStock ? 1 : 0);

export const isDefaultState = (state: ListingState) => listingSearch(state) === '';

/** A changed filter or sort starts again at page 1; only paging keeps the filter. */
export function changeFilter(state: ListingState, change: Partial<Omit<ListingState, 'page'>>): ListingState {
  return { ...state, ...change, page: 1 };
}

export function toggleId(list: number[], id: number): number[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id].sort((a, b) => a - b);
}

export const clearFilters = (state: ListingState): ListingState => ({ ...EMPTY_STATE, sort: state.sort });
