import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiOrigin, buildFiles, buildWorker, languagePages, offlineTexts, PUSH_HANDLERS_IMPORT } from './build-worker';

describe('the service worker build (docs/adr/019)', () => {
  it('stores home, the lists and every category of each language, home first', () => {
    const pages = languagePages([
      '/categories/10',
      '/',
      '/categories/2',
      '/product/1',
      '/ru/',
      '/ru/categories/2',
      '/ru/cart',
      '/ru/cart-view',
      '/en',
      '/en/wishlist',
      '/en/comparess',
      '/brands/3',
      '/cart',
      '/404',
    ]);
    expect(pages).toEqual({
      tm: ['/', '/cart', '/categories/2', '/categories/10'],
      ru: ['/ru', '/ru/cart', '/ru/categories/2'],
      en: ['/en', '/en/wishlist', '/en/comparess'],
    });
  });

  it('takes the offline texts of every language from the locales', () => {
    const locales = Object.fromEntries(
      ['tm', 'ru', 'en'].map((lng) => [
        lng,
        JSON.parse(readFileSync(path.resolve('locales', `${lng}.json`), 'utf8')) as Record<string, string>,
      ]),
    ) as Record<'tm' | 'ru' | 'en', Record<string, string>>;
    const texts = offlineTexts(locales);
    expect(texts.en.title).toBe('You are offline');
    expect(texts.ru.title).toBe('Вы не в сети');
    expect(texts.tm.title).toBe(locales.tm['offline.page.title']);
    expect(() => offlineTexts({ tm: {}, ru: {}, en: {} })).toThrow(/offline\.page\.title/);
  });

  it("keeps the browser build's root scripts and styles, never the worker itself", () => {
    expect(buildFiles(['app-1.js', 'styles.css', 'sw.js', 'page-data/x.json', 'webpack.stats.json', 'a/b.js'])).toEqual(
      ['app-1.js', 'styles.css'],
    );
    expect(apiOrigin('https://api.shop.tm/client')).toBe('https://api.shop.tm');
    expect(apiOrigin(undefined)).toBeNull();
    expect(apiOrigin('/client')).toBeNull();
  });

  it('bundles the worker with Workbox and writes the precache list and the version file', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'offline-app-'));
    try {
      const publicDir = path.join(root, 'public');
      const file = (name: string, text: string) => {
        mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true });
        writeFileSync(path.join(publicDir, name), text);
      };
      file('app-0123456789abcdef0123.js', 'console.log("app")');
      file('component---src-pages-cart-tsx-aaaaaaaaaaaaaaaaaaaa.js', 'console.log("cart")');
      file('old-bbbbbbbbbbbbbbbbbbbb.js', 'console.log("an earlier build")');
      // a chunk as Gatsby names one without a name (id and hash): its name is its revision
      file('3109-0123456789abcdef0123.js', 'console.log("a chunk")');
      for (const name of ['manifest.webmanifest', 'ru/manifest.webmanifest', 'en/manifest.webmanifest'])
        file(name, '{}');
      file('icons/icon.svg', '<svg/>');
      file('icons/icon-192.png', 'png');
      const { files } = await buildWorker({
        publicDir,
        workDir: root,
        assets: [
          'app-0123456789abcdef0123.js',
          'component---src-pages-cart-tsx-aaaaaaaaaaaaaaaaaaaa.js',
          '3109-0123456789abcdef0123.js',
        ],
        pagePaths: ['/', '/ru', '/en', '/categories/1'],
        localesDir: path.resolve('locales'),
        version: '7-test',
        apiUrl: undefined,
      });
      expect(files).toBe(8);
      const worker = readFileSync(path.join(publicDir, 'sw.js'), 'utf8');
      expect(worker).not.toContain('__WB_MANIFEST');
      expect(worker).toContain('app-0123456789abcdef0123.js');
      expect(worker).toContain('ru/manifest.webmanifest');
      expect(worker).toContain('{"revision":null,"url":"3109-0123456789abcdef0123.js"}');
      expect(worker).not.toContain('old-bbbbbbbbbbbbbbbbbbbb');
      expect(worker).toContain('"7-test"');
      expect(worker).toContain('You are offline');
      // one import only, the push handlers', before anything else runs; no dynamic import
      expect(worker.startsWith(PUSH_HANDLERS_IMPORT)).toBe(true);
      expect(worker.match(/importScripts/g)).toHaveLength(1);
      expect(worker).not.toMatch(/\bimport\s*\(/);
      expect(JSON.parse(readFileSync(path.join(publicDir, 'build-meta.json'), 'utf8'))).toMatchObject({
        version: '7-test',
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
