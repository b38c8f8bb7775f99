import { describe, expect, it } from '@jest/globals';
import { makeStore } from './store';
import { initialAuthState } from '../features/auth/auth-slice';
import { cartToggled } from '../features/cart/cart-slice';
import { comparisonLoaded, comparisonRemoved, comparisonToggled } from '../features/comparison/comparison-slice';
import { favouritesLoaded, favouritesRemoved, favouriteToggled } from '../features/favourites/favourites-slice';
import { initialQuickOrder } from '../features/quick-order/quick-order-slice';

// Each slice has tests of its own beside it; these are about the store that assembles them.
describe('the app store', () => {
  it('keeps favourites and comparison apart: each list answers its own actions only', () => {
    const store = makeStore();
    store.dispatch(favouritesLoaded([1, 2]));
    expect(store.getState().comparison).toEqual({ ids: [], loaded: false });
    store.dispatch(comparisonLoaded([2, 3]));
    store.dispatch(favouriteToggled(4));
    store.dispatch(comparisonToggled(2));
    store.dispatch(favouritesRemoved([1]));
    store.dispatch(comparisonRemoved([3, 4]));
    expect(store.getState().favourites).toEqual({ ids: [2, 4], loaded: true });
    expect(store.getState().comparison).toEqual({ ids: [], loaded: true });
  });

  it('gives the two lists their own limits', () => {
    const store = makeStore();
    const ids = Array.from({ length: 30 }, (_, index) => index + 1);
    store.dispatch(favouritesLoaded(ids));
    store.dispatch(comparisonLoaded(ids));
    expect(store.getState().favourites.ids).toHaveLength(30);
    expect(store.getState().comparison.ids).toHaveLength(20);
  });

  it('makes a fresh store each time, starting from the state it is given', () => {
    const first = makeStore({ cart: { lines: [{ id: 7, count: 2, cartPrice: 10 }], loaded: true } });
    first.dispatch(cartToggled({ id: 8, price: 5 }));
    const second = makeStore();
    expect(first.getState().cart.lines.map((line) => line.id)).toEqual([7, 8]);
    expect(second.getState()).toEqual({
      cart: { lines: [], loaded: false },
      favourites: { ids: [], loaded: false },
      comparison: { ids: [], loaded: false },
      toasts: { current: null, shown: 0 },
      auth: initialAuthState,
      quickOrder: initialQuickOrder,
    });
  });
});
