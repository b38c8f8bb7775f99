import { describe, expect, it } from '@jest/globals';
import { languageOfPath, pageDataPath, pageKey, requestKind } from './request-kinds';

const origins = { site: 'https://shop.tm', api: 'https://api.shop.tm' };
const kind = (url: string, method = 'GET', mode: RequestMode = 'cors') => requestKind({ url, method, mode }, origins);

describe('what the worker does with a request (docs/adr/019)', () => {
  it('treats navigations to the shop as pages, in every language', () => {
    for (const path of ['/', '/ru', '/en/product/4', '/categories/2?sort=price_asc', '/ru/cart', '/wishlist'])
      expect({ path, kind: kind(`https://shop.tm${path}`, 'GET', 'navigate') }).toEqual({ path, kind: 'page' });
  });

  it('never stores accounts, orders, editors, API documents or other origins', () => {
    for (const path of ['/admin', '/admin/v1/builds', '/docs', '/dev/outbox', '/auth/v2/verify', '/health'])
      expect({ path, kind: kind(`https://shop.tm${path}`, 'GET', 'navigate') }).toEqual({ path, kind: 'pass' });
    expect(kind('https://shop.tm/client/v4/orders', 'POST')).toBe('pass');
    expect(kind('https://shop.tm/auth/v2/signin', 'POST')).toBe('pass');
    expect(kind('https://shop.tm/client/v4/products/filter', 'POST')).toBe('pass');
    expect(kind('https://shop.tm/client/v4/products?query=tv')).toBe('pass');
    expect(kind('https://evil.example/app-0123456789abcdef0123.js')).toBe('pass');
    expect(kind('https://evil.example/images/a.webp')).toBe('pass');
    expect(kind('https://shop.tm/page-data/index/page-data.json', 'PUT')).toBe('pass');
  });

  it('keeps the public catalogue calls of the lists, on the site or the API origin', () => {
    expect(kind('https://shop.tm/client/v4/products?limit=3', 'POST')).toBe('live-copy');
    expect(kind('https://api.shop.tm/client/v4/products?limit=3', 'POST')).toBe('live-copy');
    expect(kind('https://shop.tm/client/v3/?json', 'POST')).toBe('live-copy');
  });

  it("sorts page data, the build's files and images; the worker's own files pass", () => {
    expect(kind('https://shop.tm/page-data/ru/product/4/page-data.json')).toBe('page-data');
    expect(kind('https://shop.tm/page-data/app-data.json')).toBe('page-data');
    expect(kind('https://shop.tm/app-0123456789abcdef0123.js')).toBe('asset');
    expect(kind('https://shop.tm/static/0123/photo.png')).toBe('asset');
    expect(kind('https://shop.tm/icons/icon-192.png')).toBe('asset');
    expect(kind('https://api.shop.tm/images/abc?w=320')).toBe('image');
    expect(kind('https://shop.tm/images/abc?w=320')).toBe('image');
    expect(kind('https://shop.tm/sw.js')).toBe('pass');
    expect(kind('https://shop.tm/build-meta.json')).toBe('pass');
  });

  it("keys pages without their query and trailing slash, and finds a page's data and language", () => {
    expect(pageKey('https://shop.tm/categories/2/?page=3#top')).toBe('https://shop.tm/categories/2');
    expect(pageKey('https://shop.tm/')).toBe('https://shop.tm/');
    expect(pageDataPath('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataPath('/ru')).toBe('/page-data/ru/page-data.json');
    expect(pageDataPath('/en/categories/3')).toBe('/page-data/en/categories/3/page-data.json');
    expect([
      languageOfPath('/product/1'),
      languageOfPath('/ru'),
      languageOfPath('/en/cart'),
      languageOfPath('/rug'),
    ]).toEqual(['tm', 'ru', 'en', 'tm']);
  });
});
