/**
 * @jest-environment jsdom
 */
/**
 * The shop's cookies on the wire: what the browser tests (tests/e2e) and earlier builds write with
 * encodeURIComponent reads the same, the lists are written as JSON with the spec's 15 days on the
 * whole site, and text that is not a list comes back as unreadable rather than lost.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import Cookies from 'js-cookie';
import { COOKIE, LIST_COOKIE_DAYS, readListCookie, siteCookies, writeListCookie } from './shop-cookies';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  jest.restoreAllMocks();
});

/** The text of each `document.cookie = …` assignment made while `write` runs. */
function written(write: () => void): string[] {
  const texts: string[] = [];
  const setter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!;
  jest.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, text: string) {
    texts.push(text);
    setter.call(this, text);
  });
  write();
  return texts;
}

const values: unknown[] = [
  [{ id: 4, count: 2, cartPrice: 1299.5 }],
  [1, 2, 3],
  ['a;b=c d,"e"', 'Türkmençe ýa-da Русский', '%41 100%', '(){}[]<>@:/?#&+$'],
  [],
];

describe('the list cookies', () => {
  it('are JSON, URI-encoded as the browser tests read them, on the whole site for 15 days', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    jest.spyOn(Date, 'now').mockReturnValue(now);
    for (const value of values) {
      const [text] = written(() => writeListCookie(COOKIE.cart, value));
      const [pair, ...attributes] = text.split('; ');
      expect(pair.startsWith('carts=')).toBe(true);
      const stored = pair.slice('carts='.length);
      expect(stored).not.toMatch(/[;,\s"\\]/);
      expect(decodeURIComponent(stored)).toBe(JSON.stringify(value));
      expect(attributes.map((attribute) => attribute.toLowerCase()).sort()).toEqual(
        [`expires=${new Date(now + LIST_COOKIE_DAYS * 864e5).toUTCString()}`, 'path=/', 'samesite=lax']
          .map((attribute) => attribute.toLowerCase())
          .sort(),
      );
    }
    expect(LIST_COOKIE_DAYS).toBe(15);
  });

  it('read back what they wrote, among other cookies', () => {
    document.cookie = 'lng=RU; path=/';
    for (const value of values) {
      writeListCookie(COOKIE.favourites, value);
      writeListCookie(COOKIE.comparison, [1]);
      expect(readListCookie(COOKIE.favourites)).toEqual(value);
      expect(readListCookie(COOKIE.comparison)).toEqual([1]);
    }
    expect(Cookies.get('lng')).toBe('RU');
  });

  it('read what encodeURIComponent wrote (the browser tests), also quoted', () => {
    const lines = [{ id: 1, count: 1, cartPrice: 1 }];
    document.cookie = `carts=${encodeURIComponent(JSON.stringify(lines))}; path=/`;
    expect(readListCookie(COOKIE.cart)).toEqual(lines);
    document.cookie = `carts="${encodeURIComponent(JSON.stringify([2]))}"; path=/`;
    expect(readListCookie(COOKIE.cart)).toEqual([2]);
  });

  it('hand on text that is not JSON, or does not even decode, as unreadable (for the repair)', () => {
    document.cookie = 'favorites=%5B1%2C2; path=/'; // "[1,2"
    expect(readListCookie(COOKIE.favourites)).toEqual({ unreadable: '[1,2' });
    document.cookie = 'comparess=%E0%A4%A; path=/';
    expect(readListCookie(COOKIE.comparison)).toEqual({ unreadable: '%E0%A4%A' });
  });

  it('are no list when absent or empty', () => {
    expect(readListCookie(COOKIE.cart)).toBeUndefined();
    document.cookie = 'carts=; path=/';
    expect(readListCookie(COOKIE.cart)).toBeUndefined();
    document.cookie = 'xcarts=[1]; path=/';
    expect(readListCookie(COOKIE.cart)).toBeUndefined();
  });
});

describe("the shop's other cookies", () => {
  it('are on the whole site, not sent with other sites, for the lifetime each call gives', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    jest.spyOn(Date, 'now').mockReturnValue(now);
    const [text] = written(() => siteCookies.set('cookieConsent', 'all', { expires: 365 }));
    expect(text.toLowerCase().split('; ').sort()).toEqual(
      ['cookieconsent=all', 'path=/', 'samesite=lax', `expires=${new Date(now + 365 * 864e5).toUTCString()}`]
        .map((part) => part.toLowerCase())
        .sort(),
    );
    expect(siteCookies.get('cookieConsent')).toBe('all');
    siteCookies.remove('cookieConsent');
    expect(siteCookies.get('cookieConsent')).toBeUndefined();
  });
});
