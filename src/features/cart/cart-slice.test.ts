import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { LIST_LIMITS } from '../../lib/shopper-lists';
import type { ProductCard } from '../../lib/catalog-types';
import {
  availableTotal,
  cartAdded,
  cartCleared,
  cartCountChanged,
  cartLinesRemoved,
  cartLoaded,
  cartPricesRefreshed,
  cartSlice,
  cartToggled,
  changedPrices,
  selectCartIsFull,
  selectCartLineCount,
  selectCartLines,
  selectCartTotal,
  selectIsInCart,
  productsInCart,
} from './cart-slice';

/** A store with the cart alone: the slice works in any store that holds it. */
const makeStore = () => configureStore({ reducer: { cart: cartSlice.reducer } });

const product = (id: number, price: number, inStock = true): ProductCard => ({
  id,
  name: `Product ${id}`,
  model: `M${id}`,
  price,
  oldPrice: null,
  discount: 0,
  inStock,
  isNew: false,
  rating: 0,
  ratingCount: 0,
  image: null,
  brand: { id: 1, name: 'Brand' },
  categoryId: 1,
});

describe('cart slice', () => {
  it('starts empty and not loaded, so the first render matches the static HTML', () => {
    const store = makeStore();
    expect(store.getState().cart).toEqual({ lines: [], loaded: false });
  });

  it('loads the lines read from the cookie', () => {
    const store = makeStore();
    store.dispatch(cartLoaded([{ id: 1, count: 2, cartPrice: 10 }]));
    expect(store.getState().cart.loaded).toBe(true);
    expect(selectCartLines(store.getState())).toEqual([{ id: 1, count: 2, cartPrice: 10 }]);
  });

  it('toggling adds a product with count 1 at its price, and toggling again removes it', () => {
    const store = makeStore();
    store.dispatch(cartToggled({ id: 5, price: 199 }));
    expect(selectCartLines(store.getState())).toEqual([{ id: 5, count: 1, cartPrice: 199 }]);
    expect(selectIsInCart(store.getState(), 5)).toBe(true);
    store.dispatch(cartToggled({ id: 5, price: 199 }));
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(selectIsInCart(store.getState(), 5)).toBe(false);
  });

  it('adding (move from favourites) never removes and never duplicates', () => {
    const store = makeStore();
    store.dispatch(cartAdded({ id: 5, price: 10 }));
    store.dispatch(cartAdded({ id: 5, price: 12 }));
    expect(selectCartLines(store.getState())).toEqual([{ id: 5, count: 1, cartPrice: 10 }]);
  });

  it('changes a count, caps it at the limit, and removes the line at 0 or less', () => {
    const store = makeStore();
    store.dispatch(cartToggled({ id: 1, price: 10 }));
    store.dispatch(cartToggled({ id: 2, price: 20 }));
    store.dispatch(cartCountChanged({ id: 1, count: 3 }));
    expect(selectCartLines(store.getState())[0].count).toBe(3);
    store.dispatch(cartCountChanged({ id: 1, count: 1000 }));
    expect(selectCartLines(store.getState())[0].count).toBe(LIST_LIMITS.cartCount);
    store.dispatch(cartCountChanged({ id: 1, count: 0 }));
    expect(selectCartLines(store.getState()).map((line) => line.id)).toEqual([2]);
    store.dispatch(cartCountChanged({ id: 2, count: -4 }));
    expect(selectCartLines(store.getState())).toEqual([]);
  });

  it('a count that is not a number removes the line rather than storing NaN', () => {
    const store = makeStore();
    store.dispatch(cartToggled({ id: 1, price: 10 }));
    store.dispatch(cartCountChanged({ id: 1, count: Number.NaN }));
    expect(selectCartLines(store.getState())).toEqual([]);
  });

  it('clear empties the lines, and with them every loaded product', () => {
    const store = makeStore();
    store.dispatch(cartToggled({ id: 1, price: 10 }));
    store.dispatch(cartCleared());
    expect(store.getState().cart.lines).toEqual([]);
    expect(productsInCart(selectCartLines(store.getState()), [product(1, 10)])).toEqual([]);
  });

  it('takes out the lines of the given products, and keeps the state when none is there', () => {
    const store = makeStore();
    store.dispatch(
      cartLoaded([
        { id: 1, count: 1, cartPrice: 10 },
        { id: 2, count: 3, cartPrice: 20 },
        { id: 3, count: 1, cartPrice: 30 },
      ]),
    );
    store.dispatch(cartLinesRemoved([3, 1]));
    expect(selectCartLines(store.getState())).toEqual([{ id: 2, count: 3, cartPrice: 20 }]);
    const before = store.getState().cart;
    store.dispatch(cartLinesRemoved([9]));
    expect(store.getState().cart).toBe(before);
  });

  it('keeps only loaded products that are in the cart, and drops one when its line goes', () => {
    const store = makeStore();
    const loaded = [product(1, 10), product(2, 20), product(3, 30)];
    store.dispatch(cartToggled({ id: 1, price: 10 }));
    store.dispatch(cartToggled({ id: 2, price: 20 }));
    expect(productsInCart(selectCartLines(store.getState()), loaded).map((p) => p.id)).toEqual([1, 2]);
    store.dispatch(cartToggled({ id: 2, price: 20 }));
    expect(productsInCart(selectCartLines(store.getState()), loaded).map((p) => p.id)).toEqual([1]);
    store.dispatch(cartCountChanged({ id: 1, count: 0 }));
    expect(productsInCart(selectCartLines(store.getState()), loaded)).toEqual([]);
  });

  it('counts lines and totals count times cartPrice for the header widget', () => {
    const store = makeStore();
    store.dispatch(
      cartLoaded([
        { id: 1, count: 2, cartPrice: 1500 },
        { id: 2, count: 1, cartPrice: 99.5 },
      ]),
    );
    expect(selectCartLineCount(store.getState())).toBe(2);
    expect(selectCartTotal(store.getState())).toBe(3099.5);
  });

  it('refreshes the price a line was added at', () => {
    const store = makeStore();
    store.dispatch(
      cartLoaded([
        { id: 1, count: 2, cartPrice: 100 },
        { id: 2, count: 1, cartPrice: 50 },
      ]),
    );
    store.dispatch(
      cartPricesRefreshed([
        { id: 1, price: 120 },
        { id: 9, price: 1 },
      ]),
    );
    expect(selectCartLines(store.getState())).toEqual([
      { id: 1, count: 2, cartPrice: 120 },
      { id: 2, count: 1, cartPrice: 50 },
    ]);
  });

  it('keeps the same state when a change changes nothing (no cookie write, no re-render)', () => {
    const store = makeStore();
    store.dispatch(
      cartLoaded([
        { id: 1, count: LIST_LIMITS.cartCount, cartPrice: 100 },
        { id: 2, count: 1, cartPrice: 50 },
      ]),
    );
    const before = store.getState().cart;
    store.dispatch(cartCountChanged({ id: 1, count: LIST_LIMITS.cartCount + 1 })); // '+' at the limit
    store.dispatch(cartCountChanged({ id: 2, count: 1 }));
    store.dispatch(cartCountChanged({ id: 9, count: 3 })); // not in the cart
    store.dispatch(
      cartPricesRefreshed([
        { id: 1, price: 100 },
        { id: 9, price: 5 },
      ]),
    );
    store.dispatch(cartAdded({ id: 2, price: 60 }));
    expect(store.getState().cart).toBe(before);
  });

  it('takes no more lines than the limit', () => {
    const store = makeStore();
    for (let id = 1; id <= LIST_LIMITS.cartLines + 3; id += 1) store.dispatch(cartToggled({ id, price: 1 }));
    expect(selectCartLineCount(store.getState())).toBe(LIST_LIMITS.cartLines);
    expect(selectCartIsFull(store.getState())).toBe(true);
  });
});

describe('cart page arithmetic', () => {
  const lines = [
    { id: 1, count: 2, cartPrice: 100 },
    { id: 2, count: 1, cartPrice: 50 },
    { id: 3, count: 4, cartPrice: 10 },
  ];

  it('finds lines whose live price changed (available products only)', () => {
    expect(changedPrices(lines, [product(1, 100), product(2, 55), product(3, 12, false)])).toEqual([
      { id: 2, price: 55 },
    ]);
  });

  it('totals available lines at their live price and leaves out unavailable or vanished ones', () => {
    expect(availableTotal(lines, [product(1, 100), product(3, 10, false)])).toBe(200);
  });
});
