/**
 * The browser tests' `test`: one browser page per worker, handed from test to test and wiped in
 * between, instead of a new browser context and page for each test.
 *
 * Why: on two cores a new context costs each test about 1.2-1.7 s before its first step (the
 * context, then a renderer process for its page), which is most of what a short test takes; a
 * wiped page costs about 0.2 s (docs/testing.md, "One page per worker").
 *
 * What a test finds is what a new context gives it: the project's viewport and device, the cookie
 * banner's choice of `storageState`, no other cookie, no local, session or IndexedDB storage, no
 * Cache Storage, no service worker, no permission, online, no route, no listener, no other page,
 * and an empty page of the origin open. The HTTP cache is kept: the API's answers carry no cache
 * headers and the pages are revalidated, so only the hashed scripts and images come from it, as
 * for a shopper who comes back. A file whose `test.use` sets other context options gets a page of
 * its own, handed on within it. A test that changes the context in a way no call takes back
 * (`page.clock`, `addInitScript`, a CDP CPU throttle) asks for a new context per test with
 * `test.use({ isolated: true })`; so does every retry, which records its trace there. A failed
 * test's page is thrown away, never handed on.
 */
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';

export { expect } from '@playwright/test';

interface Reused {
  context: BrowserContext | null;
  page: Page | null;
  /** the options it was made with: a file whose `test.use` asks for others gets a context of its own */
  key: string;
}

type StorageCookies = Exclude<Extract<BrowserContextOptions['storageState'], object>, string>['cookies'];

/** Leaves `page`, the only page of `context`, as a new context's page. */
async function wipe(context: BrowserContext, page: Page, options: BrowserContextOptions, origin: string) {
  for (const other of context.pages()) if (other !== page) await other.close();
  page.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  await context.clearPermissions();
  await context.setExtraHTTPHeaders({});
  // Session storage belongs to the tab: cleared from an empty page of the origin, which this
  // fixture answers itself. It carries the pages' Cross-Origin-Opener-Policy: from a page without
  // it (about:blank, robots.txt) the next test's first page would need a new renderer process,
  // which is most of what a new context costs.
  const blank = `${origin}/__test-wiped__`;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', headers: { 'cross-origin-opener-policy': 'same-origin' }, body: '' }),
  );
  await page.goto(blank);
  await page.unroute(blank);
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql',
  });
  await cdp.detach();
  await context.clearCookies();
  const cookies = (options.storageState as { cookies?: StorageCookies } | undefined)?.cookies ?? [];
  if (cookies.length) await context.addCookies(cookies);
  if (options.viewport) await page.setViewportSize(options.viewport);
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
}

async function freshContext(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

const failed = (info: TestInfo) => info.status !== info.expectedStatus;

export const test = base.extend<
  { isolated: boolean; pageContext: { context: BrowserContext; page: Page } },
  { reused: Reused }
>({
  isolated: [false, { option: true }],
  reused: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture with no fixtures of its own
    async ({}, provide) => {
      const reused: Reused = { context: null, page: null, key: '' };
      await provide(reused);
      await reused.context?.close();
    },
    { scope: 'worker' },
  ],
  // The context options are the built-in context's, from the project and the file's `test.use`.
  pageContext: async (
    {
      browser,
      reused,
      isolated,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      serviceWorkers,
      storageState,
      locale,
      timezoneId,
      colorScheme,
      bypassCSP,
      javaScriptEnabled,
      contextOptions,
    },
    provide,
    info,
  ) => {
    const options: BrowserContextOptions = {
      ...contextOptions,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      serviceWorkers,
      storageState,
      locale,
      timezoneId,
      colorScheme,
      bypassCSP,
      javaScriptEnabled,
    };
    if (isolated || info.retry > 0) {
      const own = await freshContext(browser, options);
      await provide(own);
      await own.context.close();
      return;
    }
    const key = JSON.stringify(options);
    if (!reused.context || !reused.page || reused.page.isClosed() || reused.key !== key) {
      await reused.context?.close();
      Object.assign(reused, await freshContext(browser, options), { key });
    }
    const { context, page } = reused as { context: BrowserContext; page: Page };
    await provide({ context, page });
    if (failed(info) || page.isClosed()) {
      await context.close();
      Object.assign(reused, { context: null, page: null, key: '' });
    } else await wipe(context, page, options, new URL(String(baseURL)).origin);
  },
  context: async ({ pageContext }, provide) => provide(pageContext.context),
  page: async ({ pageContext }, provide) => provide(pageContext.page),
});
