/**
 * @jest-environment jsdom
 */
/**
 * The store and the spec's cookies (docs/adr/004): the lists are read once after hydration, a
 * damaged cookie is repaired, written back and reported with a toast while its valid lines stay,
 * each list is written back when it changes, and a tab that comes back takes the cookies' state.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import Cookies from 'js-cookie';
import {
  cartCleared,
  cartPromoApplied,
  cartPromoDropped,
  cartToggled,
  selectCartPromoCode,
} from '../features/cart/cart-slice';
import { favouriteToggled } from '../features/favourites/favourites-slice';
import { comparisonToggled } from '../features/comparison/comparison-slice';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { LISTS_CHANNEL, syncStoreWithCookies } from './cookie-sync';
import { makeStore } from './store';

const setCookie = (name: string, text: string) => {
  document.cookie = `${name}=${text}; path=/`;
};
const listCookie = (name: string): unknown => JSON.parse(decodeURIComponent(Cookies.get(name) ?? 'null'));

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  jest.restoreAllMocks();
});

describe('the store and the list cookies', () => {
  it('loads healthy cookies as they are, with no warning and no write', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lines = [{ id: 3, count: 2, cartPrice: 150 }];
    setCookie('carts', encodeURIComponent(JSON.stringify(lines)));
    setCookie('favorites', encodeURIComponent('[4,5]'));
    const store = makeStore();
    stop = syncStoreWithCookies(store);
    expect(store.getState().cart).toEqual({ lines, loaded: true });
    expect(store.getState().favourites).toEqual({ ids: [4, 5], loaded: true });
    expect(store.getState().comparison).toEqual({ ids: [], loaded: true });
    expect(store.getState().toasts.current).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(Cookies.get('comparess')).toBeUndefined();
  });

  it('repairs a damaged cookie: the valid lines stay, the cookie is rewritten, the shopper is told', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const damaged = [
      { id: 3, count: 2, cartPrice: 100 },
      { id: -1, count: 1, cartPrice: 5 },
      'junk',
      { id: 3, count: 1 },
    ];
    setCookie('carts', encodeURIComponent(JSON.stringify(damaged)));
    setCookie('favorites', '%5B1%2C2'); // "[1,2": not JSON at all
    const store = makeStore();
    stop = syncStoreWithCookies(store);
    expect(store.getState().cart.lines).toEqual([{ id: 3, count: 3, cartPrice: 100 }]);
    expect(listCookie('carts')).toEqual([{ id: 3, count: 3, cartPrice: 100 }]);
    expect(store.getState().favourites).toEqual({ ids: [], loaded: true });
    expect(listCookie('favorites')).toEqual([]);
    expect(store.getState().toasts.current).toMatchObject({ variant: 'warn', messageId: 'toast.lists.repaired' });
    expect(warn).toHaveBeenCalledWith('The favorites cookie was damaged and has been repaired', {
      stored: { unreadable: '[1,2' },
      kept: [],
    });
  });

  it('writes a list back when it changes, and only that list', () => {
    const store = makeStore();
    stop = syncStoreWithCookies(store);
    store.dispatch(cartToggled({ id: 7, price: 20 }));
    expect(listCookie('carts')).toEqual([{ id: 7, count: 1, cartPrice: 20 }]);
    expect(Cookies.get('favorites')).toBeUndefined();
    store.dispatch(favouriteToggled(9));
    expect(listCookie('favorites')).toEqual([9]);
  });

  it('keeps the applied promo code in its cookie beside the cart, so a reload finds it; removing or emptying drops it', () => {
    setCookie('carts', encodeURIComponent(JSON.stringify([{ id: 3, count: 1, cartPrice: 150 }])));
    const store = makeStore();
    stop = syncStoreWithCookies(store);
    expect(selectCartPromoCode(store.getState())).toBeNull();
    store.dispatch(cartPromoApplied('Sale10'));
    expect(listCookie('cartPromo')).toBe('Sale10');
    expect(listCookie('carts')).toEqual([{ id: 3, count: 1, cartPrice: 150 }]);
    stop();

    const reloaded = makeStore();
    stop = syncStoreWithCookies(reloaded);
    expect(selectCartPromoCode(reloaded.getState())).toBe('Sale10');
    reloaded.dispatch(cartPromoDropped());
    expect(Cookies.get('cartPromo')).toBeUndefined();
    reloaded.dispatch(cartPromoApplied('Sale10'));
    reloaded.dispatch(cartCleared());
    expect(Cookies.get('cartPromo')).toBeUndefined();
    expect(selectCartPromoCode(reloaded.getState())).toBeNull();
  });

  it("takes another tab's changes when the tab is shown again", () => {
    const store = makeStore();
    stop = syncStoreWithCookies(store);
    setCookie('comparess', encodeURIComponent('[11,12]'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(store.getState().comparison.ids).toEqual([11, 12]);
  });

  it('two tabs over one cookie jar keep one cart: a removal in one is not undone by an addition in the other', () => {
    setCookie('carts', encodeURIComponent(JSON.stringify([{ id: 1, count: 1, cartPrice: 10 }])));
    const first = makeStore();
    const second = makeStore();
    const stops = [syncStoreWithCookies(first), syncStoreWithCookies(second)];
    stop = () => stops.forEach((each) => each());
    first.dispatch(cartToggled({ id: 1, price: 10 })); // removed in the first tab
    second.dispatch(cartToggled({ id: 2, price: 20 })); // added in the second, which still shows 1
    expect(listCookie('carts')).toEqual([{ id: 2, count: 1, cartPrice: 20 }]);
    expect(second.getState().cart.lines).toEqual([{ id: 2, count: 1, cartPrice: 20 }]);
    first.dispatch(favouriteToggled(5));
    second.dispatch(favouriteToggled(6));
    second.dispatch(comparisonToggled(8));
    first.dispatch(comparisonToggled(9));
    expect(listCookie('favorites')).toEqual([5, 6]);
    expect(listCookie('comparess')).toEqual([8, 9]);
    expect(first.getState().comparison.ids).toEqual([8, 9]);
  });

  it("a tab takes another tab's change as soon as it is announced on the channel", async () => {
    Object.assign(globalThis, { BroadcastChannel: NodeBroadcastChannel });
    try {
      const first = makeStore();
      const second = makeStore();
      const stops = [syncStoreWithCookies(first), syncStoreWithCookies(second)];
      stop = () => stops.forEach((each) => each());
      const listener = new NodeBroadcastChannel(LISTS_CHANNEL);
      const heard = new Promise((resolve) => listener.addEventListener('message', resolve, { once: true }));
      first.dispatch(cartToggled({ id: 4, price: 40 }));
      await heard;
      listener.close();
      await new Promise<void>((resolve) => {
        if (second.getState().cart.lines.length > 0) resolve();
        else second.subscribe(() => resolve());
      });
      expect(second.getState().cart.lines).toEqual([{ id: 4, count: 1, cartPrice: 40 }]);
    } finally {
      delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
    }
  });
});
