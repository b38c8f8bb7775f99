import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { LIST_LIMITS } from '../../lib/shopper-lists';
import {
  favouritesLoaded,
  favouritesRemoved,
  favouritesSlice,
  favouriteToggled,
  selectFavouriteIds,
  selectFavouritesFull,
  selectFavouritesLoaded,
  selectIsFavourite,
} from './favourites-slice';

/** A store with the favourites alone: the slice works in any store that holds it. */
const makeStore = () => configureStore({ reducer: { favourites: favouritesSlice.reducer } });

describe('favourites slice', () => {
  it('starts empty and not loaded, so the first render matches the static HTML', () => {
    const store = makeStore();
    expect(selectFavouriteIds(store.getState())).toEqual([]);
    expect(selectFavouritesLoaded(store.getState())).toBe(false);
  });

  it('loads ids from the cookie without duplicates', () => {
    const store = makeStore();
    store.dispatch(favouritesLoaded([3, 3, 1]));
    expect(selectFavouriteIds(store.getState())).toEqual([3, 1]);
    expect(selectFavouritesLoaded(store.getState())).toBe(true);
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

  it(`holds up to ${LIST_LIMITS.favourites} products and takes no more`, () => {
    const store = makeStore();
    store.dispatch(favouritesLoaded(Array.from({ length: LIST_LIMITS.favourites + 5 }, (_, index) => index + 1)));
    expect(selectFavouriteIds(store.getState())).toHaveLength(LIST_LIMITS.favourites);
    expect(selectFavouritesFull(store.getState())).toBe(true);
    store.dispatch(favouriteToggled(999));
    expect(selectIsFavourite(store.getState(), 999)).toBe(false);
    store.dispatch(favouriteToggled(1));
    store.dispatch(favouriteToggled(999));
    expect(selectFavouriteIds(store.getState()).at(-1)).toBe(999);
  });

  it('keeps the same state when a change changes nothing (no cookie write, no re-render)', () => {
    const store = makeStore();
    store.dispatch(favouritesLoaded([1, 2]));
    const before = store.getState().favourites;
    store.dispatch(favouritesRemoved([7]));
    expect(store.getState().favourites).toBe(before);
  });
});
