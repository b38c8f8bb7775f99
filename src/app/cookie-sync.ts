/**
 * Connects the store to the spec's cookies in the browser: reads them once after hydration (the
 * server cannot see them, so the first render shows empty counters like the static HTML) and
 * writes a list back whenever it changes. A damaged cookie is repaired, written back repaired, and
 * the shopper is told with a warning toast; the valid lines are kept.
 */
import { COOKIE, readListCookie, writeListCookie, type ListCookie } from '../lib/shop-cookies';
import { LIST_LIMITS, repairCartLines, repairIdList, type Repaired } from '../lib/shopper-lists';
import { cartLoaded } from '../features/cart/cart-slice';
import { favouritesLoaded } from '../features/favourites/favourites-slice';
import { comparisonLoaded } from '../features/comparison/comparison-slice';
import { toastShown } from '../features/toasts/toasts-slice';
import type { AppStore, RootState } from './store';

export function syncStoreWithCookies(store: AppStore): () => void {
  const read = <T>(name: ListCookie, repair: (stored: unknown) => Repaired<T>): T => {
    const stored = readListCookie(name);
    const { value, repaired } = repair(stored);
    if (repaired) {
      console.warn(`The ${name} cookie was damaged and has been repaired`, { stored, kept: value });
      writeListCookie(name, value);
      store.dispatch(toastShown({ variant: 'warn', messageId: 'toast.lists.repaired' }));
    }
    return value;
  };
  const load = () => {
    store.dispatch(cartLoaded(read(COOKIE.cart, repairCartLines)));
    store.dispatch(favouritesLoaded(read(COOKIE.favourites, (stored) => repairIdList(stored, LIST_LIMITS.favourites))));
    store.dispatch(comparisonLoaded(read(COOKIE.comparison, (stored) => repairIdList(stored, LIST_LIMITS.comparison))));
  };
  load();
  // Another tab may have changed the lists: take the cookies' state when this tab comes back, so
  // its next write does not undo that tab's changes.
  const onVisible = () => {
    if (document.visibilityState === 'visible') load();
  };
  document.addEventListener('visibilitychange', onVisible);

  let previous: RootState = store.getState();
  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    if (state.cart.lines !== previous.cart.lines) writeListCookie(COOKIE.cart, state.cart.lines);
    if (state.favourites.ids !== previous.favourites.ids) writeListCookie(COOKIE.favourites, state.favourites.ids);
    if (state.comparison.ids !== previous.comparison.ids) writeListCookie(COOKIE.comparison, state.comparison.ids);
    previous = state;
  });
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
