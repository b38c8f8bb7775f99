// Browser: only a browser reports Content-Security-Policy violations.
/**
 * The built site under its Content-Security-Policy (docs/adr/011): every page type, in the three
 * languages and both widths, with the shopper's usual moves, raises no CSP violation and no console
 * error; pages and API answers carry the security headers.
 */
import { createHash } from 'node:crypto';
import { type Page, type Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, LANGS, type Lng, MESSAGES, open, prefix } from './support';
// Each test's page records policy violations from an init script, which no later call removes.
test.use({ isolated: true });

// The pages as shoppers get them: with the service worker and its registration (docs/adr/019).
test.use({ serviceWorkers: 'allow' });

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/** CSP violations, recorded in the page from before its first script, and console and page errors. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { cspViolations: unknown[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      }),
    );
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The 404 page answers with its status: Chromium reports the document's own 404, nothing broke.
    if (/status of 404/.test(message.text()) && page.url().endsWith(MISSING_PAGE)) return;
    errors.push(`${page.url()}: ${message.text()}`);
  });
  const violations = async (): Promise<Violation[]> =>
    page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
  return { errors, violations };
}

const MISSING_PAGE = '/no-such-page';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The headers every answer carries, and a page's policy naming each of its inline scripts. */
async function expectPageHeaders(response: Response | null) {
  expect(response).not.toBeNull();
  const headers = (response as Response).headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  const policy = headers['content-security-policy'];
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  const html = await (response as Response).text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)];
  expect(inline.length).toBeGreaterThan(0);
  for (const [, body] of inline) expect(policy).toContain(`'${sha256(body)}'`);
}

interface Card {
  id: number;
  inStock: boolean;
}

test('every page type in TM, RU and EN runs under its policy with no violation and no console error @any-width', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { errors, violations } = await watch(page);
  const tops = (await api(request, '/client/v4/categories?onlyglobal=true&inclucesubcategories=true', 'en')).rows;
  const products = (await api<{ rows: Card[] }>(request, '/client/v4/products?group=popular&limit=20', 'en')).rows;
  const inStock = products.filter((product) => product.inStock);
  // The lists' screens show products, with their images and live calls.
  await context.addCookies([
    { name: 'favorites', value: encodeURIComponent(JSON.stringify([inStock[1].id])), url: baseURL as string },
    { name: 'comparess', value: encodeURIComponent(JSON.stringify([inStock[2].id])), url: baseURL as string },
  ]);

  const pages = [
    '/',
    `/categories/${tops[0].items[0].id}`,
    `/product/${inStock[0].id}`,
    '/search?q=sa',
    '/cart',
    '/wishlist',
    '/comparess',
    MISSING_PAGE,
  ];
  // Each page in another language than the page before. The policy does not depend on the width,
  // so the sweep runs at one; the parts that load late differ by width, and both are opened below.
  const lngOf = (index: number): Lng => LANGS[index % LANGS.length];
  for (const [index, path] of pages.entries()) {
    const lng = lngOf(index);
    const response = await open(page, `${prefix(lng)}${path}`);
    await expectPageHeaders(response);
    expect(await violations(), `${lng} ${path}`).toEqual([]);
  }

  // Suggestions (a lazily loaded part with its own styles), in the home page's language.
  const lng = lngOf(0);
  const m = MESSAGES[lng];
  await open(page, `${prefix(lng)}/`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('combobox', { name: m['header.search.label'] }).pressSequentially('sa', { delay: 100 });
  await expect(page.getByRole('listbox', { name: m['search.suggestions'] }).getByRole('option').first()).toBeVisible();
  // The side panels: the categories panel at 1280 px, then the slide-out menu at a phone's width.
  await page
    .getByRole('navigation', { name: m['header.nav.label'] })
    .getByRole('button', { name: m['header.categories'] })
    .click();
  const categories = page.getByRole('dialog', { name: m['panel.categories.title'] });
  await expect(categories).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(categories).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: m['header.menu.open'] }).click();
  await expect(page.getByRole('dialog', { name: m['header.menu.title'] })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await violations()).toEqual([]);

  // Into the cart from a product page, then the cart with its line.
  const other = lngOf(1);
  await open(page, `${prefix(other)}/product/${inStock[3].id}`);
  const add = page.getByTestId('product-cart');
  await add.click();
  await expect(add).toHaveAttribute('aria-pressed', 'true');
  await open(page, `${prefix(other)}/cart`);
  await expect(page.locator(`[data-product-id="${inStock[3].id}"]`).first()).toBeVisible();
  // Images and a video from the API play under the policy as well.
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('the API and the build files carry the headers; source maps and build records are not served @any-width', async ({
  request,
}) => {
  const answer = await request.get('/client/v4/categories', { headers: { lng: 'EN' } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  );
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');

  const home = await request.get('/en/', { headers: { 'accept-encoding': 'br' } });
  expect(home.headers()['content-encoding']).toBe('br');
  expect(home.headers()['vary']).toContain('accept-encoding');

  const script = (await home.text()).match(/<script src="(\/app-[0-9a-f]+\.js)"/)?.[1] as string;
  expect(script).toBeTruthy();
  const bundle = await request.get(script);
  expect(bundle.status()).toBe(200);
  expect(await bundle.text()).not.toContain('sourceMappingURL');
  for (const path of [`${script}.map`, '/webpack.stats.json', '/csp-hashes.json'])
    expect((await request.get(path)).status(), path).toBe(404);
});

for (const lng of LANGS)
  test.describe(() => {
    test(`too many cookies: a page in ${lng.toUpperCase()} that says to clear them, under its own policy @any-width`, async ({
      page,
      context,
      baseURL,
    }) => {
      const { violations } = await watch(page);
      // Ten cookies of 4 000 bytes: 40 KB of headers, over the 32 KB the server reads. The language
      // comes from the /ru or /en prefix, and for the unprefixed Turkmen page from the lng cookie
      // (the browser's Accept-Language says English).
      await context.addCookies([
        ...Array.from({ length: 10 }, (_, index) => ({
          name: `big${index}`,
          value: 'x'.repeat(4000),
          url: baseURL as string,
        })),
        ...(lng === 'tm' ? [{ name: 'lng', value: 'TM', url: baseURL as string }] : []),
      ]);
      const response = await page.goto(`${prefix(lng)}/product/1`);
      expect(response?.status()).toBe(431);
      expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response?.headers()['x-frame-options']).toBe('DENY');
      const heading = {
        tm: 'Sahypany açyp bolmady',
        ru: 'Не удалось открыть страницу',
        en: 'This page could not be opened',
      };
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`431 ${heading[lng]}`);
      await expect(page.getByText(/cookie/)).toBeVisible();
      await expect(page.getByRole('link', { name: MESSAGES[lng]['common.home'] })).toHaveAttribute(
        'href',
        `${prefix(lng)}/`,
      );
      expect(await violations()).toEqual([]);
    });
  });
