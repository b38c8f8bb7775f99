import { describe, expect, it } from '@jest/globals';
import { makeStore } from './store';
import { LIST_LIMITS } from '../lib/cookies';
import { comparisonLoaded, comparisonRemoved, comparisonToggled, selectComparisonFull, selectComparisonIds, selectIsCompared } from '../features/comparison/comparison-slice';
import { favouritesLoaded, favouritesRemoved, favouriteToggled, selectFavouriteIds, selectIsFavourite } from '../features/favourites/favourites-slice';

describe('favourites slice', () => {
  it('loads ids from the cookie without duplicates', () => {
    const store = makeStore();
    store.dispatch(favouritesLoaded([3, 3, 1]));
    expect(selectFavouriteIds(store.getState())).toEqual([3, 1]);
    expect(store.getState().favourites.loaded).toBe(true);
  });

  it('toggles an id in and out, never twice', () => {
    const store = makeStore();
    store.dispatch(favouriteToggled(4));
    store.dispatch(favouriteToggled(6));
    expect(selectFavouriteIds(store.getState())).toEqual([4, 6]);
    expect(selectIsFavourite(store.getState(), 4)).toBe(true);
    store.dispatch(favouriteToggled(4));
    expect(selectFavouriteIds(store.getState())).toEqual([6]);
    expect(selectIsFavourite(store.getState(), 4)).toBe(false);
  });

  it('removes several ids at once (products no longer sold)', () => {
    const store = makeStore();
    store.dispatch(favouritesLoaded([1, 2, 3]));
    store.dispatch(favouritesRemoved([1, 3, 8]));
    expect(selectFavouriteIds(store.getState())).toEqual([2]);
  });

  it('is independent of the comparison list', () => {
    const store = makeStore();
    store.dispatch(favouriteToggled(1));
    expect(selectComparisonIds(store.getState())).toEqual([]);
  });
});

describe('comparison slice', () => {
  it('toggles ids without duplicates', () => {
    const store = makeStore();
    store.dispatch(comparisonToggled(2));
    store.dispatch(comparisonToggled(5));
    store.dispatch(comparisonToggled(2));
    expect(selectComparisonIds(store.getState())).toEqual([5]);
    expect(selectIsCompared(store.getState(), 5)).toBe(true);
  });

  it('holds at most the limit the comparison call accepts', () => {
    const store = makeStore();
    store.dispatch(comparisonLoaded(Array.from({ length: 25 }, (_, index) => index + 1)));
    expect(selectComparisonIds(store.getState())).toHaveLength(LIST_LIMITS.comparison);
    store.dispatch(comparisonToggled(99));
    expect(selectIsCompared(store.getState(), 99)).toBe(false);
    expect(selectComparisonFull(store.getState())).toBe(true);
    store.dispatch(comparisonToggled(1));
    store.dispatch(comparisonToggled(99));
    expect(selectIsCompared(store.getState(), 99)).toBe(true);
  });

  it('removes ids that left the catalogue', () => {
    const store = makeStore();
    store.dispatch(comparisonLoaded([1, 2]));
    store.dispatch(comparisonRemoved([2]));
    expect(selectComparisonIds(store.getState())).toEqual([1]);
  });
});
