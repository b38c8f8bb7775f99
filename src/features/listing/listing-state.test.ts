import { describe, expect, it } from '@jest/globals';
import {
  EMPTY_STATE,
  SEARCH_SORTS,
  activeFilterCount,
  changeFilter,
  clearFilters,
  isDefaultState,
  listingSearch,
  parseListingState,
  toggleId,
} from './listing-state';

describe('parseListingState', () => {
  it('reads every part of the state', () => {
    const { state, repaired } = parseListingState(
      '?sort=price_asc&priceMin=100&priceMax=5000&brands=3,7&options=12&inStock=1&page=3',
    );
    expect(repaired).toBe(false);
    expect(state).toEqual({
      page: 3,
      sort: 'price_asc',
      priceMin: 100,
      priceMax: 5000,
      brands: [3, 7],
      options: [12],
      inStock: true,
    });
  });

  it('answers the default state for an empty query string', () => {
    expect(parseListingState('')).toEqual({ state: EMPTY_STATE, repaired: false });
  });

  it('repairs hand-edited values and says so', () => {
    const { state, repaired } = parseListingState(
      '?sort=cheapest&priceMin=9000&priceMax=100&brands=7,x,3,3,-1&options=&page=0&inStock=yes',
    );
    expect(repaired).toBe(true);
    expect(state).toEqual({ ...EMPTY_STATE, priceMin: 100, priceMax: 9000, brands: [3, 7] });
  });

  it('treats page=1 and unsorted ids as non-canonical', () => {
    expect(parseListingState('?page=1').repaired).toBe(true);
    expect(parseListingState('?brands=5,2').repaired).toBe(true);
    expect(parseListingState('?brands=2,5').repaired).toBe(false);
  });

  it('drops a page or price that is not a plain number', () => {
    expect(parseListingState('?page=2.5').state.page).toBe(1);
    expect(parseListingState('?page=99999999').state.page).toBe(1);
    expect(parseListingState('?priceMin=1e3').state.priceMin).toBeNull();
  });

  it('keeps relevance only where it is allowed (search)', () => {
    expect(parseListingState('?sort=relevance').state.sort).toBeNull();
    expect(parseListingState('?sort=relevance', SEARCH_SORTS).state.sort).toBe('relevance');
  });

  it('caps the number of ids', () => {
    const many = Array.from({ length: 150 }, (_, index) => index + 1).join(',');
    expect(parseListingState(`?options=${many}`).state.options).toHaveLength(100);
  });
});

describe('listingSearch', () => {
  it('writes nothing for the default state', () => {
    expect(listingSearch(EMPTY_STATE)).toBe('');
    expect(isDefaultState(EMPTY_STATE)).toBe(true);
  });

  it('round-trips through parseListingState', () => {
    const state = {
      page: 2,
      sort: 'newest' as const,
      priceMin: 0,
      priceMax: 2500,
      brands: [1, 4],
      options: [9, 10],
      inStock: true,
    };
    const search = listingSearch(state);
    expect(search).toBe('?sort=newest&priceMin=0&priceMax=2500&brands=1,4&options=9,10&inStock=1&page=2');
    expect(parseListingState(search)).toEqual({ state, repaired: false });
  });

  it('keeps the search text first', () => {
    expect(listingSearch({ ...EMPTY_STATE, page: 2 }, { q: 'galaxy a55' })).toBe('?q=galaxy+a55&page=2');
  });
});

describe('changes', () => {
  it('goes back to page 1 when a filter or the sort changes', () => {
    const onPage3 = { ...EMPTY_STATE, page: 3 };
    expect(changeFilter(onPage3, { sort: 'rating' })).toEqual({ ...EMPTY_STATE, sort: 'rating' });
    expect(changeFilter(onPage3, { brands: [2] }).page).toBe(1);
  });

  it('toggles an id in and out, kept sorted', () => {
    expect(toggleId([5], 2)).toEqual([2, 5]);
    expect(toggleId([2, 5], 5)).toEqual([2]);
  });

  it('counts set filters and clears them but keeps the sort', () => {
    const state = {
      ...EMPTY_STATE,
      sort: 'discount' as const,
      priceMax: 100,
      brands: [1, 2],
      options: [3],
      inStock: true,
      page: 4,
    };
    expect(activeFilterCount(state)).toBe(5);
    expect(clearFilters(state)).toEqual({ ...EMPTY_STATE, sort: 'discount' });
  });
});
