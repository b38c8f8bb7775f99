/**
 * The product pages between builds (product-pages.ts) on a small built site, with a small server
 * renderer in Gatsby's `render-page.js` shape run by Gatsby's own worker function, and an API that
 * answers product details: which pages it renders and which it leaves to the full build, that it
 * never writes through the hard links to the live build, and its script hashes and copies.
 * tests/e2e/product-pages.spec.ts runs it with the real build's renderer.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { CspManifest } from '../../../server/src/contract/page-policy';
import type { ProductDetailWire } from '../../../server/src/contract/products';
import { toDetail } from '../../../src/lib/catalog-map';
import { MAX_PAGES_ONLY_PRODUCTS } from '../../../server/src/contract/site-builds';
import { publishProductPages } from './product-pages';

const ROOT = path.resolve(__dirname, '../../..');
const LANGS = [
  ['tm', ''],
  ['ru', '/ru'],
  ['en', '/en'],
] as const;

/** A product detail as the API answers it, with what the page shows. */
const detail = (id: number, name: string) => ({
  id,
  name,
  model: 'M',
  price: 100,
  oldPrice: null,
  discount: 0,
  inStock: true,
  isNew: false,
  rating: 4,
  ratingCount: 1,
  icon: null,
  brand: { id: 1, name: 'Brand', icon: null },
  category: { id: 2, name: 'Category', parent: null },
  description: 'About it',
  features: [],
  galleries: [],
  video: null,
  parameters: [],
  sameto: [],
  offerto: [],
});

/** The names the API now has, per language; product 2 as built, 3 gone, 4 new since the build. */
const apiNames: Record<string, Record<number, string>> = {
  TM: { 1: 'Täze at', 2: 'Köne iki', 4: 'Dört' },
  RU: { 1: 'Новое имя', 2: 'Старое два', 4: 'Четыре' },
  EN: { 1: 'New name', 2: 'Old two', 4: 'Four' },
};
const builtNames: Record<string, Record<number, string>> = {
  tm: { 1: 'Köne bir', 2: 'Köne iki', 3: 'Köne üç' },
  ru: { 1: 'Старое один', 2: 'Старое два', 3: 'Старое три' },
  en: { 1: 'Old one', 2: 'Old two', 3: 'Old three' },
};

/** A server renderer of Gatsby's shape (render-page.js): the page shows the product's name. */
const RENDERER = `exports.default = async ({ pagePath, pageData }) => ({
  html: '<!DOCTYPE html><html><head><title>' + pageData.result.pageContext.product.name + '</title></head><body>' +
    '<h1>' + pageData.result.pageContext.product.name + '</h1><script>window.page=' + JSON.stringify(pagePath) +
    '</script>' + (process.env.WITH_SLICE ? '<slice-start id="_gatsby-scripts-1"></slice-start><slice-end id="_gatsby-scripts-1"></slice-end>' : '') + '</body></html>',
  unsafeBuiltinsUsage: [],
  sliceData: {},
});
`;

const hashOf = (script: string) => `sha256-${createHash('sha256').update(script).digest('base64')}`;

describe('a product’s pages between builds', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'product-pages-'));
  const live = path.join(dir, 'live');
  const renderDir = path.join(dir, 'render');
  let site: string;
  let api: Server;
  let apiUrl: string;
  /** Page data as the build wrote it: the product as gatsby-source-store made it from the API. */
  const pageData = (lng: string, prefix: string, id: number) => ({
    componentChunkName: 'component---src-templates-product-tsx',
    path: `${prefix}/product/${id}`,
    result: {
      pageContext: {
        lng,
        basePath: `/product/${id}`,
        product: toDetail(detail(id, builtNames[lng][id]) as unknown as ProductDetailWire),
      },
    },
    staticQueryHashes: [],
    slicesMap: {},
  });

  beforeAll(async () => {
    // The live build: three products' pages in three languages, as the build wrote them.
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(live, file)), { recursive: true });
      writeFileSync(path.join(live, file), text);
    };
    const scripts: Record<string, string[]> = {};
    for (const [lng, prefix] of LANGS) {
      for (const id of [1, 2, 3]) {
        const html = `${prefix ? `${prefix.slice(1)}/` : ''}product/${id}/index.html`;
        write(`page-data${prefix}/product/${id}/page-data.json`, JSON.stringify(pageData(lng, prefix, id)));
        write(html, `<h1>${builtNames[lng][id]}</h1>`);
        scripts[html] = ['sha256-built'];
      }
    }
    write('csp-hashes.json', JSON.stringify({ apiOrigin: null, scripts }));
    write('page-data/app-data.json', JSON.stringify({ webpackCompilationHash: 'abc123' }));
    write(
      'webpack.stats.json',
      JSON.stringify({ assetsByChunkName: { app: ['app-1.js'] }, childAssetsByChunkName: {} }),
    );
    // the live build's script slice, as Gatsby's build wrote it
    write('_gatsby/slices/_gatsby-scripts-1.html', '<script>window.___webpackCompilationHash="abc123";</script>');
    mkdirSync(renderDir);
    writeFileSync(path.join(renderDir, 'render-page.js'), RENDERER);
    api = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      const names = apiNames[String(request.headers.lng)];
      if (url.pathname !== '/client/v4/products/details' || !names) {
        response.writeHead(404).end();
        return;
      }
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      const rows = ids.filter((id) => names[id] !== undefined).map((id) => detail(id, names[id]));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ rows }));
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => api.close(done));
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    // The pages-only build's folder: the live build as hard links, as the API makes it.
    site = path.join(dir, `copy-${Date.now()}`);
    execFileSync('cp', ['-al', live, site]);
  });

  const options = () => ({ siteDir: site, renderDir, projectDir: ROOT, apiUrl, productIds: [1, 2, 3, 4] });

  it('renders the changed product’s page in every language and leaves the others to the full build', async () => {
    const result = await publishProductPages(options());
    expect(result.pages).toEqual(['/product/1', '/ru/product/1', '/en/product/1']);
    expect(result.skipped).toEqual(
      expect.arrayContaining([
        { path: '/product/2', reason: 'its page data did not change' },
        { path: '/product/3', reason: 'the API has no such product (removed or hidden)' },
        { path: '/product/4', reason: 'the live build has no page for it (a new product)' },
      ]),
    );
    expect(result.skipped).toHaveLength(9);
    const page = readFileSync(path.join(site, 'ru/product/1/index.html'), 'utf8');
    expect(page).toContain('<h1>Новое имя</h1>');
    const data = JSON.parse(readFileSync(path.join(site, 'page-data/ru/product/1/page-data.json'), 'utf8'));
    expect(data.result.pageContext).toMatchObject({
      lng: 'ru',
      basePath: '/product/1',
      product: { id: 1, name: 'Новое имя' },
    });
    expect(data.componentChunkName).toBe('component---src-templates-product-tsx');
    // The copies are of the new page, made as the build makes them.
    expect(brotliDecompressSync(readFileSync(path.join(site, 'ru/product/1/index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(path.join(site, 'page-data/ru/product/1/page-data.json.gz'))).toString()).toBe(
      JSON.stringify(data),
    );
    // The page's script hash replaces the built one; the other pages' stay.
    const manifest = JSON.parse(readFileSync(path.join(site, 'csp-hashes.json'), 'utf8'));
    expect(manifest.scripts['ru/product/1/index.html']).toEqual([hashOf('window.page="/ru/product/1"')]);
    expect(manifest.scripts['ru/product/2/index.html']).toEqual(['sha256-built']);
    expect(result.files).toEqual(
      expect.arrayContaining(['ru/product/1/index.html', 'ru/product/1/index.html.br', 'csp-hashes.json']),
    );
  });

  it('never writes through a hard link: the live build is as it was', async () => {
    const before = readFileSync(path.join(live, 'product/1/index.html'), 'utf8');
    const manifest = readFileSync(path.join(live, 'csp-hashes.json'), 'utf8');
    await publishProductPages(options());
    expect(readFileSync(path.join(live, 'product/1/index.html'), 'utf8')).toBe(before);
    expect(readFileSync(path.join(live, 'csp-hashes.json'), 'utf8')).toBe(manifest);
    expect(readFileSync(path.join(live, 'page-data/product/1/page-data.json'), 'utf8')).toContain('Köne bir');
    // Rewritten files are new files; the others are still the live build's.
    expect(statSync(path.join(site, 'product/1/index.html')).ino).not.toBe(
      statSync(path.join(live, 'product/1/index.html')).ino,
    );
    expect(statSync(path.join(site, 'product/2/index.html')).ino).toBe(
      statSync(path.join(live, 'product/2/index.html')).ino,
    );
  });

  it('refuses no product and more than the limit', async () => {
    await expect(publishProductPages({ ...options(), productIds: [] })).rejects.toThrow('give 1 to 20 product ids');
    const many = Array.from({ length: MAX_PAGES_ONLY_PRODUCTS + 1 }, (_, index) => index + 1);
    await expect(publishProductPages({ ...options(), productIds: many })).rejects.toThrow('got 21');
  });

  it('fails when the API does not answer', async () => {
    await expect(publishProductPages({ ...options(), apiUrl: `${apiUrl}/nowhere` })).rejects.toThrow('answered 404');
  });

  it("stitches the live build's script slice into the places Gatsby's render leaves, and hashes its script", async () => {
    process.env.WITH_SLICE = '1';
    try {
      await publishProductPages({ ...options(), always: true });
    } finally {
      delete process.env.WITH_SLICE;
    }
    const page = readFileSync(path.join(site, 'product/1/index.html'), 'utf8');
    expect(page).toContain(
      '<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="abc123";</script><!-- slice-end id="_gatsby-scripts-1" -->',
    );
    const manifest = JSON.parse(readFileSync(path.join(site, 'csp-hashes.json'), 'utf8')) as CspManifest;
    expect(manifest.scripts['product/1/index.html']).toContain(hashOf('window.___webpackCompilationHash="abc123";'));
  });
});
