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
import { cartToggled } from '../features/cart/cart-slice';
import { favouriteToggled } from '../features/favourites/favourites-slice';
import { syncStoreWithCookies } from './cookie-sync';
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

  it("takes another tab's changes when the tab is shown again", () => {
    const store = makeStore();
    stop = syncStoreWithCookies(store);
    setCookie('comparess', encodeURIComponent('[11,12]'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(store.getState().comparison.ids).toEqual([11, 12]);
  });
});
