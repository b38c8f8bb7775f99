// Browser: a banner fixed to the window (layout shift) and real cookies.
/**
 * The cookie consent banner (spec §2; docs/adr/020): shown on the first visit in the
 * page's language, fixed to the window (no layout shift), necessary cookies always on, optional
 * ones (fcmToken) only with consent, the choice stored in cookieConsent and changeable from the
 * footer. TM, RU and EN spread over 1280 and 390 px.
 */
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { animationsDone, framesPassed, idleStartsDone, MESSAGES, open, type Lng } from './support';
// Each test's page watches layout shifts from an init script, which no later call removes.
test.use({ isolated: true });

// this file starts from a browser that never chose (the other specs start from one that did)
test.use({ storageState: { cookies: [], origins: [] } });

const t = (lng: Lng, id: string) => MESSAGES[lng][id];
const consentOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'cookieConsent')?.value;

/**
 * Records, from the first byte (an init script), the page's layout shifts that moved the banner or
 * anything in it: the banner jumping (for example when the page's script takes over the one in the
 * built page). Shifts of other elements are the page's own (a slow parser may paint a half-read
 * header): a fixed banner cannot cause them, and `landmarks` below proves it takes no room.
 */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { bannerShifts: number[] };
    record.bannerShifts = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const moved = (entry.sources ?? []).some((source) =>
          Boolean(source.node && source.node.parentElement?.closest('[data-testid="consent-banner"]')),
        );
        const itself = (entry.sources ?? []).some(
          (source) => source.node instanceof Element && source.node.matches('[data-testid="consent-banner"]'),
        );
        if (!entry.hadRecentInput && (moved || itself)) record.bannerShifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shift of the banner and its contents so far: after the page's idle starts and a few
 * frames, for a late move (a shift is reported for the frame it is drawn in).
 */
async function bannerShift(page: Page): Promise<number> {
  await idleStartsDone(page);
  await framesPassed(page, 3);
  return page.evaluate(() =>
    (window as unknown as { bannerShifts: number[] }).bannerShifts.reduce((sum, value) => sum + value, 0),
  );
}

/**
 * Where the page's header and main part start, and the room below the footer, in whole pixels
 * (the page's height is whole, its boxes are not): equal with and without the banner, which would
 * take 170 px or more. The main part's height is left out: its lazy parts may still grow.
 */
const landmarks = (page: Page) =>
  page.evaluate(() => {
    const px = (value: number) => Math.round(value) + 0; // + 0: no -0
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
    const [header, main, footer] = [box('header'), box('main'), box('footer')];
    return {
      header: header && [header.x, header.y + window.scrollY, header.width, header.height].map(px),
      main: main && [main.x, main.y + window.scrollY, main.width].map(px),
      belowFooter: footer && px(document.documentElement.scrollHeight - (footer.bottom + window.scrollY)),
    };
  });

test('first visit: the banner in Turkmen moves nothing; "only necessary" is remembered and the footer reopens it @at-1280', async ({
  page,
  context,
}) => {
  // In the page as built, so that it paints with the page (a returning visitor's script removes it).
  const built = await (await page.request.get('/')).text();
  expect(built).toContain('data-testid="consent-banner"');
  expect(built).toContain(t('tm', 'consent.acceptAll'));
  await watchShifts(page);
  await open(page, '/');
  const banner = page.getByTestId('consent-banner');
  await expect(banner.getByRole('heading', { name: t('tm', 'consent.title') })).toBeVisible();
  await expect(banner).toContainText(t('tm', 'consent.text'));
  expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  expect(await bannerShift(page)).toBe(0);
  const withBanner = await landmarks(page);
  await banner.getByRole('button', { name: t('tm', 'consent.necessaryOnly') }).click();
  await expect(banner).toHaveCount(0);
  expect(await landmarks(page)).toEqual(withBanner);
  expect(await consentOf(context)).toBe('necessary');
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await page.getByTestId('footer-cookies').click();
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  // reopened, it shows the categories with the stored choice
  await expect(page.getByTestId('consent-optional')).not.toBeChecked();
});

test('"accept all", then withdrawn in the settings: optional cookies go, necessary ones stay (RU, phone) @at-390', async ({
  page,
  context,
}) => {
  await open(page, '/ru/');
  const banner = page.getByTestId('consent-banner');
  await expect(banner.getByRole('heading', { name: t('ru', 'consent.title') })).toBeVisible();
  const box = await banner.boundingBox();
  expect(box?.width).toBe(390);
  await banner.getByRole('button', { name: t('ru', 'consent.acceptAll') }).click();
  expect(await consentOf(context)).toBe('all');
  // an optional cookie this browser holds (its back-in-stock key), and a necessary one
  await context.addCookies([
    { name: 'fcmToken', value: 'abc.def', domain: '127.0.0.1', path: '/' },
    { name: 'lng', value: 'RU', domain: '127.0.0.1', path: '/' },
  ]);
  await page.getByTestId('footer-cookies').click();
  await expect(page.getByTestId('consent-optional')).toBeChecked();
  await page.getByTestId('consent-optional').uncheck();
  await page.getByRole('button', { name: t('ru', 'consent.save') }).click();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(await consentOf(context)).toBe('necessary');
  expect(names).not.toContain('fcmToken');
  expect(names).toContain('lng');
});

test('the settings list the necessary cookies by name; ticking the optional ones saves "all" (EN) @at-1280', async ({
  page,
  context,
}) => {
  await open(page, '/en/');
  const banner = page.getByTestId('consent-banner');
  await banner.getByRole('button', { name: 'Settings' }).click();
  await expect(banner).toContainText(t('en', 'consent.necessary.text'));
  for (const name of ['lng', 'carts', 'favorites', 'comparess', 'Token', 'Device'])
    await expect(banner).toContainText(name);
  await expect(banner.getByRole('checkbox').first()).toBeDisabled();
  await expect(banner.getByRole('checkbox').first()).toBeChecked();
  await banner.getByTestId('consent-optional').check();
  await banner.getByRole('button', { name: t('en', 'consent.save') }).click();
  expect(await consentOf(context)).toBe('all');
});

test('the banner in Turkmen on a phone, and "only necessary" (TM, phone) @at-390', async ({ page, context }) => {
  await watchShifts(page);
  await open(page, '/');
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toContainText(t('tm', 'consent.text'));
  expect(await bannerShift(page)).toBe(0);
  const withBanner = await landmarks(page);
  await banner.getByRole('button', { name: t('tm', 'consent.necessaryOnly') }).click();
  await expect(banner).toHaveCount(0);
  expect(await landmarks(page)).toEqual(withBanner);
  expect(await consentOf(context)).toBe('necessary');
});

test("the footer's cookie link opens the settings before the footer has hydrated (EN, desktop) @at-1280", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'cookieConsent', value: 'all', domain: '127.0.0.1', path: '/' }]);
  await open(page, '/en/');
  // The footer hydrates when the shopper gets near it (its code is not in the first load): still
  // the server's HTML here, at the top of a long page.
  const footer = page.getByRole('contentinfo');
  const hydrated = () =>
    footer.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  expect(await hydrated()).toBe(false);
  // A click that reaches the link before its part has hydrated (no scrolling: a screen reader's
  // activation, a tap while the footer's code is on its way) still opens the settings.
  await page.getByTestId('footer-cookies').dispatchEvent('click');
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  await expect(page.getByTestId('consent-optional')).toBeChecked();
  expect(new URL(page.url()).hash).toBe('');
  await page.getByRole('button', { name: t('en', 'consent.save') }).click();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  // Near it, the footer hydrates.
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(hydrated).toBe(true);
});

test("a toast shown while the banner is open leaves the banner's buttons free, and shows at the bottom once it is answered (RU, phone) @at-390", async ({
  page,
}) => {
  await open(page, '/ru/categories/1');
  const banner = page.getByTestId('consent-banner');
  const accept = banner.getByRole('button', { name: t('ru', 'consent.acceptAll') });
  await expect(accept).toBeVisible();
  await page.locator('button[aria-pressed]').first().click();
  const toast = page.getByTestId('toast');
  await expect(toast).toBeVisible();
  await animationsDone(toast);
  const [toastBox, bannerBox] = [await toast.boundingBox(), await banner.boundingBox()];
  // the toast at the window's top, clear of the banner (which holds the buttons) at its bottom
  expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(bannerBox!.y);
  await accept.click();
  await expect(banner).toHaveCount(0);
  await expect(toast).toHaveCount(0, { timeout: 15_000 });
  await page.locator('button[aria-pressed]').first().click();
  await expect(toast).toBeVisible();
  await animationsDone(toast);
  const viewport = page.viewportSize()!;
  expect((await toast.boundingBox())!.y).toBeGreaterThan(viewport.height / 2);
});
