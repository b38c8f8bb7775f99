import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { LIST_LIMITS } from '../../lib/shopper-lists';
import {
  comparisonLoaded,
  comparisonRemoved,
  comparisonSlice,
  comparisonToggled,
  selectComparisonFull,
  selectComparisonIds,
  selectComparisonLoaded,
  selectIsCompared,
} from './comparison-slice';

/** A store with the comparison alone: the slice works in any store that holds it. */
const makeStore = () => configureStore({ reducer: { comparison: comparisonSlice.reducer } });

describe('comparison slice', () => {
  it('starts empty and not loaded, so the first render matches the static HTML', () => {
    const store = makeStore();
    expect(selectComparisonIds(store.getState())).toEqual([]);
    expect(selectComparisonLoaded(store.getState())).toBe(false);
  });

  it('toggles ids without duplicates', () => {
    const store = makeStore();
    store.dispatch(comparisonToggled(2));
    store.dispatch(comparisonToggled(5));
    store.dispatch(comparisonToggled(2));
    expect(selectComparisonIds(store.getState())).toEqual([5]);
    expect(selectIsCompared(store.getState(), 5)).toBe(true);
    expect(selectIsCompared(store.getState(), 2)).toBe(false);
  });

  it(`holds at most the ${LIST_LIMITS.comparison} products the comparison call accepts`, () => {
    const store = makeStore();
    store.dispatch(comparisonLoaded(Array.from({ length: 25 }, (_, index) => index + 1)));
    expect(selectComparisonIds(store.getState())).toEqual(
      Array.from({ length: LIST_LIMITS.comparison }, (_, index) => index + 1),
    );
    expect(selectComparisonLoaded(store.getState())).toBe(true);
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
