/**
 * The shopper's own state, one slice per feature. Catalogue data never goes here (static page data
 * and SWR own it).
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { ShopDispatch, ShopState } from '../lib/store/hooks';
import { cartSlice } from '../features/cart/cart-slice';
import { favouritesSlice } from '../features/favourites/favourites-slice';
import { comparisonSlice } from '../features/comparison/comparison-slice';
import { toastsSlice } from '../features/toasts/toasts-slice';
import { authSlice } from '../features/auth/auth-slice';
import { quickOrderSlice } from '../features/quick-order/quick-order-slice';

const rootReducer = combineReducers({
  cart: cartSlice.reducer,
  favourites: favouritesSlice.reducer,
  comparison: comparisonSlice.reducer,
  toasts: toastsSlice.reducer,
  auth: authSlice.reducer,
  quickOrder: quickOrderSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The hooks of lib/store/hooks.ts read `ShopState`, which the slice files assemble: this fails the
 * build when a slice here has not added its key there, or a key there has no slice here.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type StateTypesAgree = Holds<Same<RootState, ShopState>>;

/**
 * A fresh store per render on the server, per test, and once in the browser. The hooks of
 * lib/store/hooks.ts are typed without importing this store (the layers): `satisfies` fails the
 * build when the store stops dispatching what they promise.
 */
export const makeStore = (preloadedState?: Partial<RootState>) =>
  configureStore({
    reducer: rootReducer,
    preloadedState,
    // The Redux DevTools extension sees the store in development only: the state holds the
    // signed-in shopper's profile.
    devTools: process.env.NODE_ENV !== 'production',
  }) satisfies { dispatch: ShopDispatch };

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
