import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import {
  initialQuickOrder,
  quickOrderClosed,
  quickOrderFailed,
  quickOrderOpened,
  quickOrderSlice,
  quickOrderStarted,
  quickOrderSucceeded,
} from './quick-order-slice';

const product = { id: 12, name: 'Phone X', price: 4999 };
const makeStore = () => configureStore({ reducer: { quickOrder: quickOrderSlice.reducer } });

describe('quick order slice (spec §3, §4)', () => {
  it('open stores the product and opens', () => {
    const store = makeStore();
    store.dispatch(quickOrderOpened(product));
    expect(store.getState().quickOrder).toEqual({ ...initialQuickOrder, orderProduct: product, isOpen: true });
  });

  it('start sets loading, success sets success with the order number', () => {
    const store = makeStore();
    store.dispatch(quickOrderOpened(product));
    store.dispatch(quickOrderStarted());
    expect(store.getState().quickOrder).toMatchObject({ isLoading: true, isError: false, isSuccess: false });
    store.dispatch(quickOrderSucceeded(41));
    expect(store.getState().quickOrder).toMatchObject({ isLoading: false, isSuccess: true, orderId: 41 });
  });

  it('failure sets error with the message; a new start clears it', () => {
    const store = makeStore();
    store.dispatch(quickOrderOpened(product));
    store.dispatch(quickOrderStarted());
    store.dispatch(quickOrderFailed('Too many requests. Please wait!'));
    expect(store.getState().quickOrder).toMatchObject({
      isLoading: false,
      isError: true,
      message: 'Too many requests. Please wait!',
    });
    store.dispatch(quickOrderStarted());
    expect(store.getState().quickOrder).toMatchObject({ isLoading: true, isError: false, message: null });
  });

  it('a second start while loading changes nothing (a double click sends once)', () => {
    const store = makeStore();
    store.dispatch(quickOrderOpened(product));
    store.dispatch(quickOrderStarted());
    const loading = store.getState().quickOrder;
    store.dispatch(quickOrderStarted());
    expect(store.getState().quickOrder).toBe(loading);
  });

  it('close resets everything, and a late answer after close is ignored', () => {
    const store = makeStore();
    store.dispatch(quickOrderOpened(product));
    store.dispatch(quickOrderStarted());
    store.dispatch(quickOrderClosed());
    expect(store.getState().quickOrder).toEqual(initialQuickOrder);
    store.dispatch(quickOrderSucceeded(3));
    store.dispatch(quickOrderFailed(null));
    expect(store.getState().quickOrder).toEqual(initialQuickOrder);
  });
});
