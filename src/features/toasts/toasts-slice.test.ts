import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { selectToast, toastDismissed, toastShown, toastsSlice } from './toasts-slice';

const makeStore = () => configureStore({ reducer: { toasts: toastsSlice.reducer } });

describe('toasts slice', () => {
  it('shows one toast at a time: a new one replaces the current', () => {
    const store = makeStore();
    store.dispatch(toastShown({ variant: 'success', messageId: 'toast.cart.added', values: { name: 'A' } }));
    store.dispatch(toastShown({ variant: 'error', messageId: 'lists.loadFailed' }));
    expect(selectToast(store.getState())).toEqual({ key: 2, variant: 'error', messageId: 'lists.loadFailed' });
  });

  it('dismisses the toast with the given key only', () => {
    const store = makeStore();
    store.dispatch(toastShown({ variant: 'info', messageId: 'toast.cart.cleared' }));
    store.dispatch(toastShown({ variant: 'warn', messageId: 'toast.cart.full', values: { max: 60 } }));
    store.dispatch(toastDismissed(1)); // the first toast's timer ends after it was replaced
    expect(selectToast(store.getState())?.messageId).toBe('toast.cart.full');
    store.dispatch(toastDismissed(2));
    expect(selectToast(store.getState())).toBeNull();
  });

  it('gives the same message shown twice a new key, so its 3000 ms start again', () => {
    const store = makeStore();
    store.dispatch(toastShown({ variant: 'info', messageId: 'toast.cart.cleared' }));
    expect(selectToast(store.getState())).toEqual({ key: 1, variant: 'info', messageId: 'toast.cart.cleared' });
    store.dispatch(toastShown({ variant: 'info', messageId: 'toast.cart.cleared' }));
    expect(selectToast(store.getState())).toEqual({ key: 2, variant: 'info', messageId: 'toast.cart.cleared' });
    // The first showing's timer ends: the second showing stays until its own does.
    store.dispatch(toastDismissed(1));
    expect(selectToast(store.getState())?.key).toBe(2);
    store.dispatch(toastDismissed(2));
    expect(selectToast(store.getState())).toBeNull();
  });

  it('knows the four variants of the spec', () => {
    const store = makeStore();
    for (const variant of ['warn', 'success', 'error', 'info'] as const) {
      store.dispatch(toastShown({ variant, messageId: 'toast.close' }));
      expect(selectToast(store.getState())?.variant).toBe(variant);
    }
  });
});
