/**
 * Connects the store to the spec's cookies in the browser: reads them once after hydration (the
 * server cannot see them, so the first render shows empty counters like the static HTML) and
 * writes a list back whenever it changes. A damaged cookie is repaired, written back repaired, and
 * the shopper is told with a warning toast; the valid lines are kept.
 *
 * The lists stay one list across the shopper's tabs: a change is merged into what the cookie holds
 * at that moment (lib/list-merge.ts), never written from this tab's possibly stale copy, and the
 * other tabs hear of it on a BroadcastChannel and take the cookies' state; a tab shown again takes
 * it too (a browser without the channel).
 */
import {
  COOKIE,
  readListCookie,
  readPromoCookie,
  writeListCookie,
  writePromoCookie,
  type ListCookie,
} from '../lib/shop-cookies';
import { LIST_LIMITS, repairCartLines, repairIdList, type Repaired } from '../lib/shopper-lists';
import { mergeCartChange, mergeIdChange } from '../lib/list-merge';
import { cartLoaded, cartPromoLoaded } from '../features/cart/cart-slice';
import { favouritesLoaded } from '../features/favourites/favourites-slice';
import { comparisonLoaded } from '../features/comparison/comparison-slice';
import { toastShown } from '../features/toasts/toasts-slice';
import type { AppStore, RootState } from './store';

/** The channel's name: every tab of the shop on this origin listens on it. */
export const LISTS_CHANNEL = 'shopper-lists';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

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
  const readCart = () => read(COOKIE.cart, repairCartLines);
  const readFavourites = () => read(COOKIE.favourites, (stored) => repairIdList(stored, LIST_LIMITS.favourites));
  const readComparison = () => read(COOKIE.comparison, (stored) => repairIdList(stored, LIST_LIMITS.comparison));

  // The store's own dispatches (loading, adopting a merge) are not the shopper's changes.
  let busy = false;
  let previous: RootState = store.getState();
  const quietly = (work: () => void) => {
    busy = true;
    try {
      work();
    } finally {
      busy = false;
      previous = store.getState();
    }
  };
  const load = () =>
    quietly(() => {
      store.dispatch(cartLoaded(readCart()));
      store.dispatch(cartPromoLoaded(readPromoCookie()));
      store.dispatch(favouritesLoaded(readFavourites()));
      store.dispatch(comparisonLoaded(readComparison()));
    });
  load();

  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(LISTS_CHANNEL) : null;
  channel?.addEventListener('message', load);
  const onVisible = () => {
    if (document.visibilityState === 'visible') load();
  };
  document.addEventListener('visibilitychange', onVisible);

  const unsubscribe = store.subscribe(() => {
    if (busy) return;
    const state = store.getState();
    const before = previous;
    quietly(() => {
      let wrote = false;
      if (state.cart.lines !== before.cart.lines) {
        const merged = mergeCartChange(before.cart.lines, state.cart.lines, readCart());
        writeListCookie(COOKIE.cart, merged);
        if (!same(merged, state.cart.lines)) store.dispatch(cartLoaded(merged));
        wrote = true;
      }
      if (state.cart.promoCode !== before.cart.promoCode) {
        writePromoCookie(state.cart.promoCode ?? null);
        wrote = true;
      }
      if (state.favourites.ids !== before.favourites.ids) {
        const merged = mergeIdChange(
          before.favourites.ids,
          state.favourites.ids,
          readFavourites(),
          LIST_LIMITS.favourites,
        );
        writeListCookie(COOKIE.favourites, merged);
        if (!same(merged, state.favourites.ids)) store.dispatch(favouritesLoaded(merged));
        wrote = true;
      }
      if (state.comparison.ids !== before.comparison.ids) {
        const merged = mergeIdChange(
          before.comparison.ids,
          state.comparison.ids,
          readComparison(),
          LIST_LIMITS.comparison,
        );
        writeListCookie(COOKIE.comparison, merged);
        if (!same(merged, state.comparison.ids)) store.dispatch(comparisonLoaded(merged));
        wrote = true;
      }
      if (wrote) channel?.postMessage('changed');
    });
  });
  return () => {
    unsubscribe();
    channel?.close();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
