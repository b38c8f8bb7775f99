/**
 * The shopper's own state, one slice per feature. Catalogue data never goes here (static page data
 * and SWR own it).
 */
import { combineReducers, legacy_createStore } from 'redux';
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
 * A fresh store per render on the server, per test, and once in the browser. Redux's own store:
 * Redux Toolkit's configureStore adds the thunk middleware and the devtools hook, which the shop
 * does not use, and 1.3 KB gzip to every first load (issue 17).
 */
export const makeStore = (preloadedState?: Partial<RootState>) =>
  legacy_createStore(rootReducer, preloadedState as RootState | undefined);

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
