/**
 * A product's own pages before the full build (docs/adr/018, "The product's pages first"): a build
 * caused only by product changes first switches in a pages-only build, a copy of the live build of
 * hard links in which the pages command rendered the products' pages again; the full build follows.
 * The command is site-pages-command.mjs, a small real one; the queue, the copy and the switch are
 * the real ones.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pagesOnlyProducts } from '../src/services/site-builds/product-pages';
import type { BuildWire } from '../src/contract/site-builds';
import {
  admin,
  builds,
  buildWith,
  finished,
  idle,
  labelOf,
  rebuild,
  scriptHash,
  startShop,
  type Shop,
} from './site-build-helpers';
import { eventually } from './helpers';

const rename = (shop: Shop, id: number) =>
  admin(shop.app, 'PATCH', `/admin/v1/products/${id}`, {
    name: { tm: `Täze at ${id}`, ru: `Новое имя ${id}`, en: `New name ${id}` },
  });

const pageLabel = async (shop: Shop, path: string) =>
  labelOf((await shop.app.inject({ method: 'GET', url: path })).body);

describe('a product change', () => {
  let shop: Shop;
  let base: BuildWire;
  const siteOf = (id: number) => join(shop.folders.config.siteBuildsDir!, String(id), 'site');
  beforeAll(async () => {
    shop = await startShop({ pages: true });
    base = await buildWith(shop, { label: 'A' });
  });
  afterAll(() => shop.close());

  it("puts the product's page live before the full build, in a copy whose other files are the live build's", async () => {
    // The full build is slow (10 pages, 150 ms apart): the page must be live well before it ends.
    shop.setControl({ label: 'B', pauseMs: 150, pagesLabel: 'P' });
    const renamed = await rename(shop, 3);
    expect(renamed.statusCode).toBe(200);
    const fullId: number = renamed.json().rebuild.buildId;
    // The product page from the pages command.
    expect(
      await eventually(
        () => pageLabel(shop, '/product/3'),
        (label) => label === 'P',
        30_000,
      ),
    ).toBe('P');
    const list = await builds(shop.app);
    const full = list.rows.find((row) => row.id === fullId)!;
    expect(full.status).toBe('running');
    const pages = list.rows.find((row) => row.pagesOf !== null)!;
    expect(pages).toMatchObject({
      status: 'succeeded',
      active: true,
      // served, but never a rollback target (docs/adr/018)
      available: false,
      pagesOf: base.id,
      causes: full.causes,
    });
    expect(pages.id).toBeGreaterThan(fullId);
    expect(pages.logTail).toContain('rendered /product/3');
    // The renderer it used is the live build's (the fake build writes its label into it).
    const page = await shop.app.inject({ method: 'GET', url: '/product/3' });
    expect(page.body).toContain('data-renderer="A"');
    expect(page.headers['content-security-policy']).toContain(scriptHash('P'));
    expect(page.headers['content-security-policy']).not.toContain(scriptHash('A'));
    // Every other page is the live build's, as the same file (a hard link), and the live build's own
    // copy of the product page was not written through the link.
    expect(await pageLabel(shop, '/product/4')).toBe('A');
    expect(statSync(join(siteOf(pages.id), 'product/4/index.html')).ino).toBe(
      statSync(join(siteOf(base.id), 'product/4/index.html')).ino,
    );
    expect(labelOf(readFileSync(join(siteOf(base.id), 'product/3/index.html'), 'utf8'))).toBe('A');
    expect(readFileSync(join(siteOf(base.id), 'csp-hashes.json'), 'utf8')).not.toContain(scriptHash('P'));

    // The full build follows, goes live over it and links the files the pages build shares.
    const done = await finished(shop.app, fullId);
    expect(done).toMatchObject({ status: 'succeeded', active: true, pagesOf: null });
    expect(done.logTail).toContain(`build ${pages.id} is live`);
    expect(done.logTail).toContain(`linked from build ${pages.id}`);
    expect(await pageLabel(shop, '/product/3')).toBe('B');
    // The estimate of a build's time is the last full build's, not the pages build's seconds.
    expect(done.durationMs).toBeGreaterThan(1000);
  });

  it('is not offered as a rollback target, and refuses one: its listings predate its pages', async () => {
    const pages = (await builds(shop.app)).rows.find((row) => row.pagesOf !== null)!;
    expect(pages.available).toBe(false);
    const back = await admin(shop.app, 'POST', `/admin/v1/builds/${pages.id}/activate`);
    expect([back.statusCode, back.json().message]).toEqual([
      409,
      'This build holds only product pages: its listings are older than its pages, so it cannot be rolled back to; pick a full build',
    ]);
    // The full build after it is still the one served.
    expect(await pageLabel(shop, '/product/3')).toBe('B');
  });

  it('leaves the page to the full build when the pages command fails, with nothing left behind', async () => {
    const before = new Set(readdirSync(shop.folders.config.siteBuildsDir!));
    shop.setControl({ label: 'C', pagesFail: true });
    const renamed = await rename(shop, 5);
    const done = await finished(shop.app, renamed.json().rebuild.buildId);
    expect(done).toMatchObject({ status: 'succeeded', active: true });
    expect(done.logTail).toMatch(/the product pages alone, not switched in \(the pages command ended with code 2\)/);
    expect(await pageLabel(shop, '/product/5')).toBe('C');
    const rows = (await builds(shop.app)).rows;
    expect(rows.filter((row) => row.pagesOf !== null)).toHaveLength(1);
    // No folder of the half-done copy: only the full build's is new.
    const added = readdirSync(shop.folders.config.siteBuildsDir!).filter((name) => !before.has(name));
    expect(added).toEqual([String(done.id)]);
  });

  it('is not switched in over a build that went live while its pages were rendered', async () => {
    const dir = shop.folders.config.siteBuildsDir!;
    const older = (await builds(shop.app)).rows.find((row) => row.available && !row.active && row.pagesOf === null)!;
    shop.setControl({ label: 'D', pagesLabel: 'Q', pagesPauseMs: 1500 });
    const renamed = await rename(shop, 6);
    // While the pages command renders into its copy, an editor rolls back.
    const copying = async () =>
      readdirSync(dir).some((name) => statSync(join(dir, name, 'site.partial'), { throwIfNoEntry: false }));
    expect(await eventually(copying, Boolean, 30_000)).toBe(true);
    expect((await admin(shop.app, 'POST', `/admin/v1/builds/${older.id}/activate`)).statusCode).toBe(200);
    const done = await finished(shop.app, renamed.json().rebuild.buildId);
    expect(done.logTail).toContain('not switched in (another build went live meanwhile)');
    expect((await builds(shop.app)).rows.filter((row) => row.pagesOf !== null)).toHaveLength(1);
    // The full build still went live, with the new page.
    expect(await pageLabel(shop, '/product/6')).toBe('D');
  });
});

describe('builds that publish no pages first', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop({ pages: true });
  });
  afterAll(() => shop.close());

  it("an editor's rebuild, an import, or a live build that kept no renderer", async () => {
    await buildWith(shop, { label: 'A', noRender: true });
    shop.setControl({ label: 'B', pagesLabel: 'P' });
    const renamed = await rename(shop, 2);
    const done = await finished(shop.app, renamed.json().rebuild.buildId);
    expect(done.logTail).toContain('the live build keeps no server renderer');
    shop.setControl({ label: 'C', pagesLabel: 'P' });
    const { build } = await rebuild(shop.app, 'all pages');
    await finished(shop.app, build.id);
    const imported = await admin(shop.app, 'POST', '/admin/v1/catalogue', { brands: [{ code: 'acme', name: 'Acme' }] });
    await finished(shop.app, imported.json().rebuild.buildId);
    await idle(shop.app);
    expect((await builds(shop.app)).rows.filter((row) => row.pagesOf !== null)).toEqual([]);
    expect(await pageLabel(shop, '/product/2')).toBe('C');
  });
});

describe('pagesOnlyProducts', () => {
  const at = '2026-11-28T12:00:00.000Z';
  it('takes a build whose causes are all product changes, each product once', () => {
    expect(
      pagesOnlyProducts({
        causes: [
          { kind: 'product', at, productId: 9 },
          { kind: 'product', at, productId: 2 },
          { kind: 'product', at, productId: 9 },
        ],
        requests: 3,
      }),
    ).toEqual([2, 9]);
  });

  it('refuses any other cause, causes cut at the limit, and more than 20 products', () => {
    expect(
      pagesOnlyProducts({
        causes: [
          { kind: 'product', at, productId: 1 },
          { kind: 'import', at },
        ],
        requests: 2,
      }),
    ).toBeNull();
    expect(pagesOnlyProducts({ causes: [{ kind: 'product', at }], requests: 1 })).toBeNull();
    expect(pagesOnlyProducts({ causes: [{ kind: 'product', at, productId: 1 }], requests: 25 })).toBeNull();
    expect(pagesOnlyProducts({ causes: [], requests: 0 })).toBeNull();
    const many = Array.from({ length: 21 }, (_, index) => ({ kind: 'product' as const, at, productId: index + 1 }));
    expect(pagesOnlyProducts({ causes: many, requests: 21 })).toBeNull();
    expect(pagesOnlyProducts({ causes: many.slice(0, 20), requests: 20 })).toHaveLength(20);
  });
});
