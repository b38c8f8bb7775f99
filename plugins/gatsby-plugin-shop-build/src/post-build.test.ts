import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { writeSitemap } from './post-build';

describe('the sitemap', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sitemap-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const pages = [
    { path: '/', matchPath: null },
    { path: '/product/2', matchPath: null },
    { path: '/ru/product/2', matchPath: null },
    { path: '/cart', matchPath: null },
    { path: '/cart/*', matchPath: '/cart/*' },
  ];
  const timeOf = (name: string) => statSync(path.join(dir, name)).mtimeMs;
  const age = (name: string) => {
    const past = new Date(Date.now() - 3600_000);
    utimesSync(path.join(dir, name), past, past);
  };

  it('lists the indexable pages with their alternates, and leaves its files alone when they would not change', async () => {
    expect(await writeSitemap(dir, 'https://shop.example.tm/', pages)).toBe(2);
    const part = readFileSync(path.join(dir, 'sitemap-0.xml'), 'utf8');
    expect(part).toContain('<loc>https://shop.example.tm/product/2</loc>');
    expect(part).not.toContain('/cart');
    for (const name of ['sitemap.xml', 'sitemap-0.xml']) age(name);
    const before = { index: timeOf('sitemap.xml'), part: timeOf('sitemap-0.xml') };
    // The same pages in another order: nothing rewritten (nor compressed again, nor copied).
    await writeSitemap(dir, 'https://shop.example.tm/', [...pages].reverse());
    expect({ index: timeOf('sitemap.xml'), part: timeOf('sitemap-0.xml') }).toEqual(before);
    await writeSitemap(dir, 'https://shop.example.tm/', [...pages, { path: '/product/3', matchPath: null }]);
    expect(timeOf('sitemap-0.xml')).toBeGreaterThan(before.part);
    expect(timeOf('sitemap.xml')).toBe(before.index);
    expect(readFileSync(path.join(dir, 'sitemap-0.xml'), 'utf8')).toContain('/product/3</loc>');
  });
});
