// Browser: pages of the build's renderer hydrating in Chromium.
/**
 * A product's pages between builds (docs/adr/018, plugins/gatsby-plugin-shop-build/src/product-pages.ts),
 * with the real renderer of the build under test: in a copy of public/ made of hard links, as the
 * API makes it for a pages-only build.
 * - For a product that did not change, every page comes out byte for byte as Gatsby's build wrote
 *   it (page data, page, its compressed copies, the script hashes).
 * - After an editor's rename, the product's page in each language shows the new name, the built
 *   site is untouched, and Chromium hydrates the new page with no error.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

const ROOT = resolve(__dirname, '../..');
const PUBLIC = join(ROOT, 'public');
const TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin-token';
/** A product no other spec opens or changes (the sample catalogue of the browser tests has 240). */
const PRODUCT = 237;

interface Result {
  pages: string[];
  files: string[];
  skipped: { path: string; reason: string }[];
}

/** The built site as hard links, and the pages command run on it as the API runs it. */
function renderInCopy(baseURL: string, always: boolean): { site: string; result: Result } {
  const dir = mkdtempSync(join(tmpdir(), 'product-pages-e2e-'));
  const site = join(dir, 'site');
  execFileSync('cp', ['-al', PUBLIC, site]);
  const resultFile = join(dir, 'result.json');
  execFileSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    [
      'plugins/gatsby-plugin-shop-build/src/product-pages-cli.ts',
      ...['--site', site, '--render', '.cache/page-ssr/routes', '--products', String(PRODUCT)],
      ...['--result', resultFile],
      ...(always ? ['--always'] : []),
    ],
    { cwd: ROOT, env: { ...process.env, BUILD_API_URL: baseURL, ADMIN_TOKEN: TOKEN }, stdio: 'pipe' },
  );
  return { site, result: JSON.parse(readFileSync(resultFile, 'utf8')) as Result };
}

const PAGES = [`product/${PRODUCT}`, `ru/product/${PRODUCT}`, `en/product/${PRODUCT}`];

// The pages command starts tsx and loads the build's renderer: seconds, more beside the other specs.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('a product that did not change comes out as the build wrote it', async ({ baseURL }, info) => {
  test.skip(info.project.name !== 'desktop', 'files, the same at every width');
  const { site, result } = renderInCopy(baseURL!, true);
  try {
    expect(result.pages).toEqual(PAGES.map((page) => `/${page}`));
    for (const page of PAGES) {
      for (const file of [`${page}/index.html`, `page-data/${page}/page-data.json`]) {
        // Byte for byte Gatsby's, in a new file: the built one was not written through its link.
        expect(readFileSync(join(site, file)).equals(readFileSync(join(PUBLIC, file))), file).toBe(true);
        expect(statSync(join(site, file)).ino).not.toBe(statSync(join(PUBLIC, file)).ino);
        expect(
          brotliDecompressSync(readFileSync(join(site, `${file}.br`))).equals(readFileSync(join(PUBLIC, file))),
        ).toBe(true);
        expect(gunzipSync(readFileSync(join(site, `${file}.gz`))).equals(readFileSync(join(PUBLIC, file)))).toBe(true);
      }
    }
    expect(readFileSync(join(site, 'csp-hashes.json'), 'utf8')).toBe(
      readFileSync(join(PUBLIC, 'csp-hashes.json'), 'utf8'),
    );
    // Every other file is the built one itself.
    expect(statSync(join(site, 'product/1/index.html')).ino).toBe(statSync(join(PUBLIC, 'product/1/index.html')).ino);
  } finally {
    rmSync(resolve(site, '..'), { recursive: true, force: true });
  }
});

test("after a rename, the product's pages show the new name and hydrate", async ({ baseURL, page, request }, info) => {
  test.skip(info.project.name !== 'desktop', 'files, the same at every width');
  const change = (name: Record<'tm' | 'ru' | 'en', string>) =>
    request.patch(`/admin/v1/products/${PRODUCT}`, { headers: { 'x-admin-token': TOKEN }, data: { name } });
  const before = (await (await request.get(`/client/v4/products/${PRODUCT}`, { headers: { lng: 'TM' } })).json()) as {
    name: string;
  };
  const names = { tm: 'Täze atly haryt', ru: 'Товар с новым именем', en: 'Renamed product' };
  const original = {
    tm: before.name,
    ru: (
      (await (await request.get(`/client/v4/products/${PRODUCT}`, { headers: { lng: 'RU' } })).json()) as {
        name: string;
      }
    ).name,
    en: (
      (await (await request.get(`/client/v4/products/${PRODUCT}`, { headers: { lng: 'EN' } })).json()) as {
        name: string;
      }
    ).name,
  };
  const builtPage = readFileSync(join(PUBLIC, `${PAGES[0]}/index.html`));
  expect((await change(names)).ok()).toBe(true);
  let site = '';
  try {
    const rendered = renderInCopy(baseURL!, false);
    site = rendered.site;
    expect(rendered.result.pages).toEqual(PAGES.map((path) => `/${path}`));
    const [tm, ru, en] = PAGES.map((path) => readFileSync(join(site, `${path}/index.html`), 'utf8'));
    expect(tm).toMatch(new RegExp(`<title[^>]*>${names.tm} \\|`));
    expect(ru).toContain(names.ru);
    expect(en).toContain(names.en);
    expect(tm).not.toContain(original.tm);
    // The built site shoppers are served is as it was.
    expect(readFileSync(join(PUBLIC, `${PAGES[0]}/index.html`)).equals(builtPage)).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(site, `${PAGES[2]}/index.html.br`))).toString()).toBe(en);

    // Chromium opens the new page (from the copy) and hydrates it without an error.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|did not match|Minified React error/i.test(message.text()))
        errors.push(message.text());
    });
    await page.route(`**/en/product/${PRODUCT}`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: en }),
    );
    await page.route(`**/page-data/en/product/${PRODUCT}/page-data.json`, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: readFileSync(join(site, `page-data/${PAGES[2]}/page-data.json`)),
      }),
    );
    await page.goto(`/en/product/${PRODUCT}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(names.en);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    expect(errors).toEqual([]);
  } finally {
    expect((await change(original)).ok()).toBe(true);
    if (site) rmSync(resolve(site, '..'), { recursive: true, force: true });
  }
});
