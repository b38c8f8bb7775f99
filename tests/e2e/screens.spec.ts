// Browser: every screen drawn, hydrated and laid out at each width, in each language; axe-core reads the rendered page.
/**
 * Each screen of the shop in TM, RU and EN at 390 px, and in TM at 1280 px. The flows of the other
 * specs run in one language at each width (support.ts `oneLanguagePerWidth`); this file is where
 * every screen is seen in every language: the page is the language's copy (html lang, its own path)
 * with one heading, its main text differs from the other languages' (a screen left untranslated or
 * served in the wrong language reads the same; a brand's name alone may not differ), nothing is
 * wider than the screen, and it hydrates without a script error. The three languages are seen at
 * 390 px, where a long word has the least room; at 1280 px the frame differs (no phone menu, rows
 * and side panels of their own), not the words' room. The texts themselves are checked by the
 * component tests and check:locales. The Turkmen copy of each screen also meets axe-core's rules
 * at both widths (axe-rules.ts: every rule but level AAA's; any violation fails), once what it
 * fetches after hydration is in.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './axe-rules';
import { codeFor } from './checkout-steps';
import { api, LANGS, open, prefix, type Lng } from './support';

const HTML_LANG: Record<Lng, string> = { tm: 'tk', ru: 'ru', en: 'en' };

// axe-core is the test's script, which the pages' Content-Security-Policy would refuse
// (tests/e2e/security-headers.spec.ts sees every page type under its policy).
test.use({ bypassCSP: true });

interface Row {
  id: number;
}

async function ids(request: APIRequestContext) {
  const product = (await api<{ rows: Row[] }>(request, '/client/v4/products?limit=1')).rows[0];
  const category = (await api<{ rows: Row[] }>(request, '/client/v4/categories?onlyglobal=true&limit=1')).rows[0];
  const brand = (await api<{ rows: Row[] }>(request, '/client/v4/brands?limit=1')).rows[0];
  const footer = (await api<{ rows: { uuid: string }[] }>(request, '/client/v4/footers')).rows[0];
  return { product: product.id, category: category.id, brand: brand.id, footer: footer.uuid };
}

/** A shopper signed in through the page's own cookies, with the code the outbox shows. */
async function signIn(page: Page, width: string, screen: number) {
  const phone = `+9936${width === 'phone' ? 5 : 4}${screen % 10}${String(Date.now()).slice(-5)}`;
  const sent = await page.request.post('/auth/v2/signin', { data: { phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { verification } = (await sent.json()) as { verification: string };
  const code = await codeFor(page.request, phone);
  const verified = await page.request.post('/auth/v2/verifycode', { data: { phone, code, verification } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** Opens `path` in `langs` and checks what every screen owes its language and width. */
async function seenIn(langs: readonly Lng[], page: Page, path: string, axe: boolean) {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  const texts = new Map<Lng, string>();
  for (const lng of langs) {
    await open(page, `${prefix(lng)}${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lng]);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).toBeVisible();
    expect((await heading.innerText()).trim(), `${prefix(lng)}${path}`).not.toBe('');
    texts.set(lng, await page.locator('main').innerText());
    const [width, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(width, `${prefix(lng)}${path} is wider than the screen`).toBeLessThanOrEqual(viewport);
    if (axe && lng === 'tm') {
      // what the page fetches after hydration is in before the rules look
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), `axe-core on ${path}`).toEqual([]);
    }
  }
  page.off('pageerror', onError);
  expect(errors, path).toEqual([]);
  expect(new Set(texts.values()).size, `${path} reads the same in two languages`).toBe(langs.length);
}

type Ids = Awaited<ReturnType<typeof ids>>;

/** `axe`: the screens axe-core checks (one of each page type; the others share their frame and kit). */
const SCREENS: { name: string; path: (id: Ids) => string; signedIn?: boolean; axe?: boolean }[] = [
  { name: 'home', path: () => '/', axe: true },
  { name: 'category', path: (id) => `/categories/${id.category}/`, axe: true },
  { name: 'brand', path: (id) => `/brands/${id.brand}/`, axe: true },
  { name: 'product', path: (id) => `/product/${id.product}/`, axe: true },
  { name: 'footer page', path: (id) => `/footers/${id.footer}/` },
  { name: 'search', path: () => '/search?q=samsung', axe: true },
  { name: '404', path: () => '/no-such-page/', axe: true },
  { name: '429', path: () => '/429/' },
  { name: 'cart', path: () => '/cart/', axe: true },
  { name: 'favourites', path: () => '/wishlist/', axe: true },
  { name: 'comparison', path: () => '/comparess/', axe: true },
  { name: 'product notifications', path: () => '/stock-alerts/' },
  { name: 'checkout', path: () => '/cart-view/', signedIn: true, axe: true },
  { name: 'orders', path: () => '/order/', signedIn: true },
  { name: 'profile', path: () => '/profile/', signedIn: true, axe: true },
];

for (const [index, screen] of SCREENS.entries())
  test(`the ${screen.name} screen in TM, RU and EN at 390 px, in TM at 1280 px`, async ({ page, request }, info) => {
    if (screen.signedIn) await signIn(page, info.project.name, index);
    const langs = info.project.name === 'phone' ? LANGS : (['tm'] as const);
    await seenIn(langs, page, screen.path(await ids(request)), screen.axe === true);
  });
