/**
 * Connects the store to the spec's cookies in the browser: reads them once after hydration (the
 * server cannot see them, so the first render shows empty counters like the static HTML) and
 * writes a list back whenever it changes.
 */
import { COOKIE, LIST_COOKIE_DAYS, isIdList, readJsonCookie, writeJsonCookie } from '../lib/cookies';
import { cartLoaded, isCartLines } from '../features/cart/cart-slice';
import { favouritesLoaded } from '../features/favourites/favourites-slice';
import { comparisonLoaded } from '../features/comparison/comparison-slice';
import type { AppStore, RootState } from './store';

export function syncStoreWithCookies(store: AppStore): () => void {
  store.dispatch(cartLoaded(readJsonCookie(COOKIE.cart, isCartLines, [])));
  store.dispatch(favouritesLoaded(readJsonCookie(COOKIE.favourites, isIdList, [])));
  store.dispatch(comparisonLoaded(readJsonCookie(COOKIE.comparison, isIdList, [])));

  let previous: RootState = store.getState();
  return store.subscribe(() => {
    const state = store.getState();
    if (state.cart.lines !== previous.cart.lines) writeJsonCookie(COOKIE.cart, state.cart.lines, LIST_COOKIE_DAYS);
    if (state.favourites.ids !== previous.favourites.ids) writeJsonCookie(COOKIE.favourites, state.favourites.ids);
    if (state.comparison.ids !== previous.comparison.ids) writeJsonCookie(COOKIE.comparison, state.comparison.ids);
    previous = state;
  });
}
