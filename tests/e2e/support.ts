import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import tm from '../../locales/tm.json';
import ru from '../../locales/ru.json';
import en from '../../locales/en.json';

export const LANGS = ['tm', 'ru', 'en'] as const;
export type Lng = (typeof LANGS)[number];
export const MESSAGES: Record<Lng, Record<string, string>> = { tm, ru, en };
export const prefix = (lng: Lng) => (lng === 'tm' ? '' : `/${lng}`);

/** The live API, asked the way the storefront asks it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- specs that read a field or two take the JSON untyped; the others name T
export async function api<T = any>(request: APIRequestContext, path: string, lng: Lng = 'tm'): Promise<T> {
  const response = await request.get(path, { headers: { lng: lng.toUpperCase() } });
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
  return response.json() as Promise<T>;
}

/** The storefront's price format: '12 345 TMT'. */
export const tmt = (price: number) =>
  `${Math.trunc(price)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}${price % 1 ? `.${price.toFixed(2).split('.')[1]}` : ''} TMT`;

/** Opens a page of the shop and waits until React has hydrated it, so that clicks have handlers. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/** Waits until the element and everything in it has finished its CSS animations (a side panel's slide),
 * so that a box measured next is where it stays. */
export async function animationsDone(locator: Locator) {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/**
 * Waits until the page has drawn `count` more frames: a render, a layout shift or a handler a
 * frame queued after the last event has then happened (requestAnimationFrame runs before paint).
 */
export async function framesPassed(page: Page, count = 2) {
  await page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame += 1) await new Promise((next) => requestAnimationFrame(next));
  }, count);
}

/**
 * Waits until the page's idle starts (src/lib/idle.ts: requestIdleCallback with a 3 s limit) have
 * run: an idle callback asked for now runs after every one asked for before it, in an idle period
 * (callbacks run in the order asked) or at its own limit (later than theirs).
 */
export async function idleStartsDone(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => window.requestIdleCallback(() => resolve(), { timeout: 3000 })),
  );
}

/**
 * Waits for the page's offline part (src/features/offline/start-offline.ts), which starts after the
 * load event and marks <html> once it has: `ready` when its service worker is registered,
 * `no-worker` where the run blocks service workers. Its chunk has then arrived, and its first
 * build check has been handled.
 */
export async function offlinePartStarted(page: Page, state?: 'ready') {
  const marked = state ? `html[data-offline-app="${state}"]` : 'html[data-offline-app]';
  await page.locator(marked).waitFor({ state: 'attached', timeout: 20_000 });
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The product ids shown in the listing, once it has settled. */
export async function shownIds(page: Page) {
  const results = page.getByTestId('listing-results');
  await expect(results).not.toHaveAttribute('aria-busy', 'true');
  return results
    .locator('article[data-product-id]')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-product-id'))));
}

/** Waits until the listing shows exactly these products, in this order. */
export async function expectShown(page: Page, rows: { id: number }[]) {
  await expect.poll(() => shownIds(page)).toEqual(rows.map((row) => row.id));
}

export interface Top {
  id: number;
  name: string;
  items: { id: number; name: string }[];
}

/** The top categories with their subcategories, as the header asks for them. */
export const tops = (request: APIRequestContext, lng: Lng) =>
  api<{ rows: Top[] }>(request, '/client/v4/categories?onlyglobal=true&inclucesubcategories=true', lng).then(
    (answer) => answer.rows,
  );

/**
 * A test written for each language runs in one language at each width: at 1280 px in
 * LANGS[turn], at 390 px in the next language. Each loop passes its own turn, so the languages take
 * turns over the suite; every screen in every language at both widths is screens.spec.ts's, and
 * each text in each language is the component tests' (docs/testing.md). Called first in the loop's
 * describe: the test is skipped before a page opens.
 */
export function oneLanguagePerWidth(lng: Lng, turn: number) {
  const at = (isMobile: boolean) => LANGS[(turn + (isMobile ? 1 : 0)) % LANGS.length];
  test.skip(({ isMobile }) => lng !== at(isMobile), 'another language at this width');
}

/** The phone's Filters button (its name ends with the number of filters set). */
export const filtersButton = (page: Page, lng: Lng) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(MESSAGES[lng]['filters.title'])}( \\d+)?$`) });

export interface StockCard {
  id: number;
  name: string;
  inStock: boolean;
}

/** Products out of stock since the build (their pages were built showing so): each stock-alerts test takes its own `index`. */
export async function soldOut(request: APIRequestContext, index: number, lng: Lng = 'tm'): Promise<StockCard> {
  const { rows } = await api<{ rows: StockCard[] }>(request, '/client/v4/products?limit=240', lng);
  const out = rows.filter((row) => !row.inStock);
  expect(out.length, 'the sample catalogue has products out of stock').toBeGreaterThan(index);
  return out[index];
}
