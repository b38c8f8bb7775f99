/**
 * Connects the store to the spec's cookies in the browser: reads them once after hydration (the
 * server cannot see them, so the first render shows empty counters like the static HTML) and
 * writes a list back whenever it changes. A damaged cookie is repaired, written back repaired, and
 * the shopper is told with a warning toast; the valid lines are kept.
 */
import {
  COOKIE,
  LIST_LIMITS,
  readCookie,
  repairCartLines,
  repairIdList,
  writeJsonCookie,
  type Repaired,
} from '../lib/cookies';
import { cartLoaded } from '../features/cart/cart-slice';
import { favouritesLoaded } from '../features/favourites/favourites-slice';
import { comparisonLoaded } from '../features/comparison/comparison-slice';
import { toastShown } from '../features/toasts/toasts-slice';
import type { AppStore, RootState } from './store';

export function syncStoreWithCookies(store: AppStore): () => void {
  const read = <T>(name: string, repair: (raw: string | undefined) => Repaired<T>): T => {
    const raw = readCookie(name);
    const { value, repaired } = repair(raw);
    if (repaired) {
      console.warn(`The ${name} cookie was damaged and has been repaired`, { stored: raw, kept: value });
      writeJsonCookie(name, value);
      store.dispatch(toastShown({ variant: 'warn', messageId: 'toast.lists.repaired' }));
    }
    return value;
  };
  const load = () => {
    store.dispatch(cartLoaded(read(COOKIE.cart, repairCartLines)));
    store.dispatch(favouritesLoaded(read(COOKIE.favourites, (raw) => repairIdList(raw, LIST_LIMITS.favourites))));
    store.dispatch(comparisonLoaded(read(COOKIE.comparison, (raw) => repairIdList(raw, LIST_LIMITS.comparison))));
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
    if (state.cart.lines !== previous.cart.lines) writeJsonCookie(COOKIE.cart, state.cart.lines);
    if (state.favourites.ids !== previous.favourites.ids) writeJsonCookie(COOKIE.favourites, state.favourites.ids);
    if (state.comparison.ids !== previous.comparison.ids) writeJsonCookie(COOKIE.comparison, state.comparison.ids);
    previous = state;
  });
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
