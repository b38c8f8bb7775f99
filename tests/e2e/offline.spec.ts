// Browser: the service worker and a network cut.
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, LANGS, type Lng, MESSAGES, offlinePartStarted, oneLanguagePerWidth, open, prefix, tmt } from './support';

/**
 * The offline catalogue and the installed app (docs/adr/019, docs/storefront.md "Offline"): with
 * the network cut (context offline), visited pages, the home and category pages of the shopper's
 * language and the three lists still open; anything else answers the offline page; back online the
 * prices refresh; a new build reloads an open tab once, never in the middle of a form.
 */
const ADMIN = { 'x-admin-token': 'e2e-admin-token' };

test.use({ serviceWorkers: 'allow' });
// Each test starts with no service worker installed and no page in its caches: a context of its own.
test.use({ isolated: true });
// The worker stores the language's pages in the background after the first visit: give it time.
test.describe.configure({ timeout: 120_000 });
/** Products whose price this spec changes; other specs keep away from 40, 41, 50, 51. */
const PRICED = { desktop: 60, phone: 61 } as const;

interface Card {
  id: number;
  name: string;
  price: number;
  oldPrice: number | null;
  inStock: boolean;
}

/** What a tab does when it is shown again: it asks for the build's version (build-watch.ts). */
const tellTabVisible = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

/** Opens a page and waits for its service worker to control it and the update check to know the build. */
async function openWithWorker(page: Page, path: string) {
  await open(page, path);
  await offlinePartStarted(page, 'ready');
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 })
    .toBe(true);
  // The tab knows the version it runs before a test deploys a stand-in build: otherwise, after an
  // unanswered first check, the stand-in would be taken as the tab's own. A check it has not had
  // answered is asked again, as the tab does when it is shown.
  await expect
    .poll(async () => {
      if (await page.locator('html[data-build-version]').count()) return true;
      await tellTabVisible(page);
      return false;
    })
    .toBe(true);
}

/**
 * Waits until the worker has stored what the first visit's page needs to start offline: its HTML,
 * page data, the app data and the static queries' results the page data names (the worker stores
 * them one after another once the page tells it of the visit; without the last, Gatsby cannot
 * start the page).
 */
async function waitForPageStored(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (pathname) => {
          const stored = (url: string) => caches.match(url, { ignoreVary: true });
          const data = await stored(`/page-data${pathname === '/' ? '/index' : pathname}/page-data.json`);
          if (!data) return false;
          const { staticQueryHashes = [] } = (await data.json()) as { staticQueryHashes?: string[] };
          const found = await Promise.all(
            [
              `${location.origin}${pathname}`,
              '/page-data/app-data.json',
              ...staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`),
            ].map(stored),
          );
          return found.every(Boolean);
        }, path),
      { timeout: 30_000, intervals: [300] },
    )
    .toBe(true);
}

/** Waits until the worker has stored the language's home, category and list pages (in the background). */
async function waitForLanguageStored(page: Page, lng: Lng) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async (name) => Boolean(await (await caches.open('shop-meta')).match(`/__offline/meta/language-${name}`)),
          lng,
        ),
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
}

async function topCategory(page: Page, lng: Lng): Promise<{ id: number; name: string }> {
  const rows = (
    await api<{ rows: { id: number; name: string }[] }>(
      page.request,
      '/client/v4/categories?onlyglobal=true&inclucesubcategories=true',
      lng,
    )
  ).rows;
  return rows[0];
}

async function listCookies(context: BrowserContext, baseURL: string, products: Card[]) {
  const ids = products.map((product) => product.id);
  await context.addCookies(
    [
      ['carts', products.map((product) => ({ id: product.id, count: 1, cartPrice: product.price }))],
      ['favorites', ids],
      ['comparess', ids],
    ].map(([name, value]) => ({
      name: name as string,
      value: encodeURIComponent(JSON.stringify(value)),
      url: baseURL,
    })),
  );
}

// The service worker does not depend on the width: each flow runs at one (the offline banner's
// layout at both is the other flows').
{
  const lng: Lng = 'tm';
  test(`${lng.toUpperCase()}: a visited product page, the home and a category open offline; an unvisited page shows the offline page @at-390`, async ({
    page,
    context,
    request,
  }) => {
    const m = MESSAGES[lng];
    const products = (await api<{ rows: Card[] }>(request, '/client/v4/products?limit=6&offset=20', lng)).rows;
    const [visited, unvisited] = products;
    const category = await topCategory(page, lng);
    await openWithWorker(page, `${prefix(lng)}/product/${visited.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visited.name);
    await waitForLanguageStored(page, lng);

    await context.setOffline(true);
    await open(page, `${prefix(lng)}/product/${visited.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visited.name);
    await expect(page.getByTestId('offline-banner')).toContainText(m['offline.banner.title']);
    await open(page, `${prefix(lng)}/`);
    await expect(page.locator('main')).toBeVisible();
    await open(page, `${prefix(lng)}/categories/${category.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);

    // Never visited, not a page of the language's store: the offline page, in the language, with
    // the product the shopper can still open.
    const answer = await page.goto(`${prefix(lng)}/product/${unvisited.id}`);
    expect(answer?.status()).toBe(503);
    const offlinePage = page.getByTestId('offline-page');
    await expect(offlinePage.getByRole('heading', { level: 1 })).toHaveText(m['offline.page.title']);
    await expect(page.locator('html')).toHaveAttribute('lang', lng === 'tm' ? 'tk' : lng);
    await expect(offlinePage.getByRole('heading', { name: m['offline.page.products'] })).toBeVisible();
    await offlinePage.getByRole('link', { name: visited.name }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lng)}/product/${visited.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visited.name);

    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toBeHidden();
  });
}

{
  const lng: Lng = 'ru';
  test(`${lng.toUpperCase()}: the cart, favourites and comparison open offline from their cookies, marked 'prices may have changed' @any-width`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const m = MESSAGES[lng];
    const rows = (await api<{ rows: (Card & { categoryId: number })[] }>(request, '/client/v4/products?limit=40', lng))
      .rows;
    const first = rows.find((row) => row.inStock) as Card & { categoryId: number };
    const second = rows.find(
      (row) => row.inStock && row.id !== first.id && row.categoryId === first.categoryId,
    ) as Card;
    await listCookies(context, baseURL as string, [first, second]);
    // Online once: the lists' products are seen (the worker keeps the last answers).
    for (const path of ['/cart', '/wishlist', '/comparess']) {
      await openWithWorker(page, `${prefix(lng)}${path}`);
      await expect(page.getByText(first.name).first()).toBeVisible();
    }
    await waitForLanguageStored(page, lng);

    await context.setOffline(true);
    for (const path of ['/cart', '/wishlist', '/comparess']) {
      await open(page, `${prefix(lng)}${path}`);
      await expect(page.getByText(first.name).first()).toBeVisible();
      await expect(page.getByText(second.name).first()).toBeVisible();
      await expect(page.getByTestId('offline-mark')).toHaveText(m['offline.stale']);
      await expect(page.getByTestId('offline-banner')).toContainText(m['offline.banner.title']);
      await expect(page.getByRole('alert').filter({ hasText: m['lists.loadFailed'] })).toHaveCount(0);
    }
    await open(page, `${prefix(lng)}/cart`);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('line-total').first()).toHaveText(/TMT/);

    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toBeHidden();
    await expect(page.getByTestId('offline-mark')).toBeHidden();
  });
}

test('EN at 390: back online, a product page refreshes its price and the banner goes @at-390', async ({
  page,
  context,
  request,
}, info) => {
  const lng: Lng = info.project.name === 'phone' ? 'en' : 'tm';
  const id = PRICED[info.project.name as keyof typeof PRICED];
  const before = await api<Card>(request, `/client/v4/products/${id}`, lng);
  await openWithWorker(page, `${prefix(lng)}/product/${id}`);
  await waitForPageStored(page, `${prefix(lng)}/product/${id}`);
  const price = page.getByTestId('price').first();
  await expect(price).toContainText(tmt(before.price));

  await context.setOffline(true);
  await open(page, `${prefix(lng)}/product/${id}`);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  const changed = before.price + 555;
  expect(
    (
      await request.patch(`/admin/v1/products/${id}`, { data: { price: changed, oldPrice: null }, headers: ADMIN })
    ).ok(),
  ).toBe(true);
  try {
    await expect(price).toContainText(tmt(before.price));
    await context.setOffline(false);
    await expect(price).toContainText(tmt(changed), { timeout: 15_000 });
    await expect(page.getByTestId('offline-banner')).toBeHidden();
  } finally {
    await request.patch(`/admin/v1/products/${id}`, {
      data: { price: before.price, oldPrice: before.oldPrice },
      headers: ADMIN,
    });
  }
});

/**
 * A new build deployed, as this tab sees it: the version file names another version. (Playwright
 * cannot route the browser's own update check of /sw.js, and a worker deployed for real into the
 * served folder reaches every parallel test's tab; a new worker taking control is covered by
 * src/features/offline/worker-link.test.ts.)
 */
async function deployNextBuild(context: BrowserContext, version: string) {
  await context.route('**/build-meta.json', (route) => route.fulfill({ json: { version } }));
}

/** How many build checks the tab has handled (src/features/offline/build-watch.ts marks <html>). */
const checksHandled = (page: Page) => page.evaluate(() => Number(document.documentElement.dataset.buildChecks ?? 0));

for (const lng of LANGS)
  test.describe(() => {
    oneLanguagePerWidth(lng, 1);
    test(`${lng.toUpperCase()}: a new build reloads an open tab once @any-width`, async ({
      page,
      context,
      request,
    }, info) => {
      const product = (await api<{ rows: Card[] }>(request, '/client/v4/products?limit=1&offset=30', lng)).rows[0];
      await openWithWorker(page, `${prefix(lng)}/product/${product.id}`);
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
      await deployNextBuild(context, `e2e-${lng}-${info.project.name}`);
      await tellTabVisible(page);
      await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
      await offlinePartStarted(page, 'ready');
      expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
      // The reloaded tab runs the new version: asked again, no second reload (a reload would have
      // been marked on <html> before it started).
      await expect.poll(() => checksHandled(page)).toBeGreaterThan(0);
      const checks = await checksHandled(page);
      await tellTabVisible(page);
      await expect.poll(() => checksHandled(page)).toBeGreaterThan(checks);
      await expect(page.locator('html')).not.toHaveAttribute('data-build-update', /./);
      expect(loads).toBe(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    });
  });

test('RU at 390 and EN at 1280: with a dialog open the new build waits for the next navigation', async ({
  page,
  context,
}, info) => {
  const lng: Lng = info.project.name === 'phone' ? 'ru' : 'en';
  const m = MESSAGES[lng];
  await openWithWorker(page, `${prefix(lng)}/`);
  let loads = 0;
  page.on('load', () => (loads += 1));
  // A dialog: the phone's menu, the desktop's categories panel.
  if (info.project.name === 'phone') await page.getByRole('button', { name: m['header.menu.open'] }).click();
  else
    await page
      .getByRole('navigation', { name: m['header.nav.label'] })
      .getByRole('button', { name: m['header.categories'] })
      .click();
  const dialog = page.getByRole('dialog').first();
  await expect(dialog).toBeVisible();
  await deployNextBuild(context, `e2e-dialog-${info.project.name}`);
  await tellTabVisible(page);
  await expect(page.locator('html')).toHaveAttribute('data-build-update', 'waiting');
  expect(loads).toBe(0);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Closing the dialog is no navigation: the tab still waits.
  await expect(page.locator('html')).toHaveAttribute('data-build-update', 'waiting');
  expect(loads).toBe(0);
  // The next navigation loads its page afresh, once.
  await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
  const link = page.locator(`main a[href^="${prefix(lng)}/categories/"]:visible`).first();
  const target = (await link.getAttribute('href')) as string;
  await link.click();
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
  // The fresh page has asked for the version itself and runs it: no second reload.
  await offlinePartStarted(page, 'ready');
  await expect.poll(() => checksHandled(page)).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-build-update', /./);
  expect(loads).toBe(1);
});

test('the checkout waits too: a new build never reloads /cart-view (TM, 1280) @any-width', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const product = (await api<{ rows: Card[] }>(request, '/client/v4/products?limit=10&offset=12', 'tm')).rows.find(
    (row) => row.inStock,
  ) as Card;
  await context.addCookies([
    {
      name: 'carts',
      value: encodeURIComponent(JSON.stringify([{ id: product.id, count: 1, cartPrice: product.price }])),
      url: baseURL as string,
    },
  ]);
  await openWithWorker(page, '/cart-view');
  let loads = 0;
  page.on('load', () => (loads += 1));
  await deployNextBuild(context, 'e2e-checkout');
  await tellTabVisible(page);
  await expect(page.locator('html')).toHaveAttribute('data-build-update', 'waiting');
  expect(loads).toBe(0);
  await expect(page).toHaveURL(/\/cart-view$/);
});

test('the app is installable in the page language: manifest, icons, theme colour, start URL (EN/RU/TM) @any-width', async ({
  page,
}) => {
  for (const lng of LANGS) {
    await openWithWorker(page, `${prefix(lng)}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`${prefix(lng)}/manifest.webmanifest`);
    const manifest = (await (await page.request.get(href as string)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Elektronika',
      start_url: lng === 'tm' ? '/' : `/${lng}`,
      scope: '/',
      display: 'standalone',
      theme_color: '#0b7a4b',
      lang: lng === 'tm' ? 'tk' : lng,
    });
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b7a4b');
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Every test's context is a fresh profile that Chromium counts as incognito, where it never
    // offers installing; any other reason would be the app's.
    const errors = installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
    expect({ lng, errors }).toEqual({ lng, errors: [] });
  }
});
