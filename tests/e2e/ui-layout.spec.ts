// Browser: layout at 1280 and 390 px.
/**
 * Defects a shopper met in the page's layout and content, at 1280 px (desktop) and
 * 390 px (phone), in TM, RU and EN: names that break between words only, comparison buttons on one
 * line, filter options that no product has, a shared filtered link that holds still, the shop's
 * providers once, icons that keep their size. Keyboard and focus: ui-keyboard.spec.ts.
 */
import { type APIRequestContext, type Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  api,
  escapeRegExp,
  filtersButton,
  LANGS,
  type Lng,
  MESSAGES,
  offlinePartStarted,
  oneLanguagePerWidth,
  open,
  prefix,
  tops,
} from './support';

// ------------------------------------------------------------------ 1. words broken inside

/**
 * The words of `scope`'s elements that the layout broke inside, or that stick out of their element:
 * a word (or a compound's part up to its hyphen, where a line may break) must lie on one line.
 */
function brokenWords(scope: Locator) {
  return scope.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      const found: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          if (new Set(rects.map((rect) => Math.round(rect.bottom))).size > 1) found.push(`${match[0]} (broken)`);
          else if (rects.some((rect) => rect.left < box.left - 1 || rect.right > box.right + 1))
            found.push(`${match[0]} (sticks out)`);
        }
      }
      return found;
    }),
  );
}

for (const lng of LANGS)
  test.describe(() => {
    oneLanguagePerWidth(lng, 2);
    test(`names on tiles and cards break between words only (${lng.toUpperCase()})`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const m = MESSAGES[lng];
      await page.goto(`${prefix(lng)}/`);
      // The tiles (links) of the home page's categories and brands, and the product cards' names.
      const homeTiles = page.locator('#categories li > a, #brands li > a');
      await expect(homeTiles.first()).toBeVisible();
      expect(await brokenWords(homeTiles)).toEqual([]);
      expect(await brokenWords(page.locator('article h3'))).toEqual([]);
      for (const top of await tops(request, lng)) {
        if (!top.items.length) continue;
        await page.goto(`${prefix(lng)}/categories/${top.id}`);
        const tiles = page
          .getByRole('heading', { name: m['category.subcategories'], exact: true })
          .locator('xpath=following-sibling::ul')
          .locator('li > a');
        await expect(tiles).toHaveCount(top.items.length);
        expect(await brokenWords(tiles), `subcategories of ${top.name}`).toEqual([]);
        expect(await brokenWords(page.locator('article h3')), `cards of ${top.name}`).toEqual([]);
      }
    });
  });

// ------------------------------------------------------------------ 2. comparison buttons

for (const lng of LANGS)
  test.describe(() => {
    oneLanguagePerWidth(lng, 0);
    test(`the comparison page's buttons stay on one line on a phone (${lng.toUpperCase()})`, async ({
      page,
      request,
      context,
      baseURL,
      isMobile,
    }) => {
      test.skip(!isMobile, 'the narrow columns are the phone layout');
      const m = MESSAGES[lng];
      const category = (await tops(request, lng))[0].items[0].id;
      const products = (
        await api<{ rows: { id: number; name: string; inStock: boolean }[] }>(
          request,
          `/client/v4/products?categories=${category}&limit=20`,
          lng,
        )
      ).rows.filter((product) => product.inStock);
      const [a, b] = products;
      await context.addCookies([
        { name: 'comparess', value: encodeURIComponent(JSON.stringify([a.id, b.id])), url: baseURL as string },
      ]);
      await open(page, `${prefix(lng)}/comparess`);
      const columns = page.getByTestId('compared-product');
      await expect(columns).toHaveCount(2);
      // The lines a button's text takes (its icon aside).
      const lines = (button: Locator) =>
        button.evaluate((element) => {
          const tops = new Set<number>();
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
          }
          return tops.size;
        });
      const cart = page.getByRole('button', { name: m['comparison.cart.named'].replace('{name}', a.name) });
      await expect(cart).toHaveText(m['comparison.cart']);
      expect(await lines(cart)).toBe(1);
      await cart.click();
      await expect(cart).toHaveText(m['product.action.inCart']);
      expect(await lines(cart)).toBe(1);
      // the other product's cart button, and the remove buttons (an icon alone)
      for (const button of await columns.getByRole('button').all()) expect(await lines(button)).toBeLessThanOrEqual(1);
    });
  });

// ------------------------------------------------------------------ 3. filter options no product has

interface Facets {
  count: number;
  facets: { parameters: { options: { id: number; value: string; count: number }[] }[] };
}

/** Every parameter option of category 1 under the given options, with its count (the API's facets). */
async function categoryOptions(request: APIRequestContext, lng: Lng, parameters: number[]) {
  const response = await request.post('/client/v4/products/filter?limit=1&facets=true', {
    headers: { lng: lng.toUpperCase() },
    data: { categories: [1], parameters },
  });
  return ((await response.json()) as Facets).facets.parameters.flatMap((parameter) => parameter.options);
}

for (const lng of LANGS)
  test.describe(() => {
    oneLanguagePerWidth(lng, 1);
    test(`a filter option no product has is disabled unless ticked (${lng.toUpperCase()})`, async ({
      page,
      request,
      isMobile,
    }) => {
      const m = MESSAGES[lng];
      // One option ticked (the first that some products have), and one that none of those has, whose
      // name no other option starts with.
      const ticked = (await categoryOptions(request, lng, [])).find((option) => option.count > 0)!;
      const under = await categoryOptions(request, lng, [ticked.id]);
      const zero = under.find(
        (option) =>
          option.count === 0 &&
          under.filter((other) => other.value.startsWith(option.value)).length === 1 &&
          option.id !== ticked.id,
      )!;
      expect(zero, 'the catalogue has an option no product under the filter has').toBeDefined();

      const base = `${prefix(lng)}/categories/1`;
      await open(page, `${base}?options=${ticked.id}`);
      let panel = page.getByTestId('filter-panel');
      if (isMobile) {
        await filtersButton(page, lng).click();
        panel = page.getByRole('dialog', { name: m['filters.title'] }).getByTestId('filter-panel');
      }
      const box = (value: string) =>
        panel.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(value)}\\s*\\d+$`) }).first();
      await expect(box(zero.value)).toBeDisabled();
      await expect(box(zero.value)).not.toBeChecked();
      await expect(box(ticked.value)).toBeEnabled();

      // Ticked while it had products (a shared link): it can still be unticked.
      await open(page, `${base}?options=${ticked.id},${zero.id}`);
      if (isMobile) {
        await filtersButton(page, lng).click();
      }
      await expect(box(zero.value)).toBeChecked();
      await expect(box(zero.value)).toBeEnabled();
      await box(zero.value).click();
      await expect(page).toHaveURL(`${base}?options=${ticked.id}`);
      await expect(box(zero.value)).toBeDisabled();
    });
  });

// ------------------------------------------------------------------ 4. a shared filtered link holds still

// The static page is the unfiltered listing; under a shared link with filters, the status line
// ("Loading products…", then "16 products match") appears after load. On a phone it has a row of its
// own above the Filters and sort buttons: were that row empty until then, the buttons would jump a
// line down under the shopper's finger (a tap there landed above the button).
for (const lng of ['tm', 'ru'] as const)
  test.describe(() => {
    oneLanguagePerWidth(lng, 0);
    test(`a shared filtered link on a phone: the Filters button stays where the page drew it (${lng.toUpperCase()})`, async ({
      page,
      request,
      isMobile,
    }) => {
      test.skip(!isMobile, 'the status line has a row of its own on phones only');
      const first = (await categoryOptions(request, lng, [])).find((option) => option.count > 0)!;
      await page.goto(`${prefix(lng)}/categories/1?options=${first.id}`, { waitUntil: 'commit' });
      const button = filtersButton(page, lng);
      await button.waitFor();
      const drawn = (await button.boundingBox())!;
      const status = page.getByTestId('result-count');
      await expect(status).toHaveText(/\d/); // the live answer's count: the status line in its final state
      await expect(button).toHaveText(/1$/); // the badge of the filter set
      const after = (await button.boundingBox())!;
      expect(after.y).toBe(drawn.y);
      const statusBox = (await status.boundingBox())!;
      expect(statusBox.y + statusBox.height).toBeLessThanOrEqual(after.y);
      // The sort menu stays on the button's row with the badge shown, so the cards below do not move.
      const sort = (await page.getByTestId('sort').boundingBox())!;
      expect(Math.abs(sort.y + sort.height / 2 - (after.y + after.height / 2))).toBeLessThanOrEqual(2);
      expect(sort.x).toBeGreaterThanOrEqual(after.x + after.width);
    });
  });

// ------------------------------------------------------------------ 5. the shop's providers, once

// Gatsby wraps a page's Head in wrapRootElement too: the shop's providers around it made a second
// store, and so a second session check on every load and the global styles twice in the page.
test('a page load checks the session once and writes the global styles once @any-width', async ({ page }) => {
  const checks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/v2/verify') checks.push(request.url());
  });
  const answered = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/auth/v2/verify');
  const response = await open(page, '/ru/');
  await expect.poll(() => checks.length).toBeGreaterThan(0);
  // A second check, were there one, starts with the first: each store starts its check from the
  // same chunk once the page has hydrated. So by the first answer, after hydration and after the
  // offline part (started at the load event) has handled its first build check, it would be seen.
  await answered;
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await offlinePartStarted(page);
  expect(checks).toHaveLength(1);
  const html = await response!.text();
  expect(html.match(/<style data-emotion="css-global /g)).toHaveLength(1);
  await expect(page.locator('style[data-emotion^="css-global"]')).toHaveCount(1);
});

// ------------------------------------------------------------------ 6. icons keep their size

// The circled badge of an empty state is styled by its class, which every icon also carries: the
// rule once reached the home icon inside 'Continue shopping' and drew it as an 80 px circle, and the
// categories panel's image rule drew its 20 px chevrons at 32 px.
for (const lng of LANGS)
  test.describe(() => {
    oneLanguagePerWidth(lng, 2);
    const m = MESSAGES[lng];
    test(`an icon inside a button keeps its own size: the empty cart, the categories panel (${lng.toUpperCase()})`, async ({
      page,
      isMobile,
    }) => {
      const size = (locator: Locator) =>
        locator.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return [Math.round(box.width), Math.round(box.height)];
        });
      await open(page, `${prefix(lng)}/cart`);
      const empty = page.getByTestId('empty-state');
      await expect(empty.getByRole('heading', { name: m['cart.empty.title'] })).toBeVisible();
      expect(await size(empty.locator('> .icon'))).toEqual([80, 80]);
      const home = empty.getByRole('link', { name: m['lists.toShopping'] });
      expect(await size(home.locator('svg'))).toEqual([22, 22]);
      const homeBox = await home.boundingBox();
      expect(homeBox!.height).toBeLessThan(60);

      if (isMobile) {
        const menu = page.getByRole('dialog', { name: m['header.menu.title'] });
        await page.getByRole('button', { name: m['header.menu.open'] }).click();
        await menu.getByRole('button', { name: m['header.categories'] }).click();
      } else {
        const nav = page.getByRole('navigation', { name: m['header.nav.label'] });
        await nav.getByRole('button', { name: m['header.categories'] }).click();
      }
      const panel = page.getByRole('dialog', { name: m['panel.categories.title'] });
      const chevron = panel.locator('button[aria-expanded]').first().locator('svg');
      await expect(chevron).toBeVisible();
      expect(await size(chevron)).toEqual([20, 20]);
    });
  });
