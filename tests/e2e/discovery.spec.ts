// Browser: the search box's debounce and the listing's URL in a hydrated page, navigation.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  api,
  escapeRegExp,
  expectShown,
  LANGS,
  type Lng,
  MESSAGES,
  oneLanguagePerWidth,
  open,
  prefix,
} from './support';

interface Row {
  id: number;
  name: string;
  price: number;
}
interface Group {
  label: 'categories' | 'brands' | 'products';
  items: { id: number; name: string; icon: string | null }[];
}
interface Faceted {
  rows: Row[];
  count: number;
  facets: {
    brands: { id: number; name: string; count: number }[];
    parameters: { id: number; name: string; options: { id: number; value: string; count: number }[] }[];
  };
}

/** The listing POST the storefront sends, asked directly: what the page must show. */
async function filtered(
  request: APIRequestContext,
  lng: Lng,
  body: Record<string, unknown>,
  offset = 0,
): Promise<Faceted> {
  const response = await request.post(`/client/v4/products/filter?limit=20&offset=${offset}&facets=true`, {
    headers: { lng: lng.toUpperCase() },
    data: body,
  });
  expect(response.status()).toBe(200);
  return response.json() as Promise<Faceted>;
}

const searchBox = (page: Page, lng: Lng) => page.getByRole('combobox', { name: MESSAGES[lng]['header.search.label'] });
const fill = (message: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, String(value)), message);

/** Phones and tablets: brands and parameters to filter by. */
const CATEGORY = 1;

for (const lng of LANGS)
  test.describe(() => {
    oneLanguagePerWidth(lng, 1);
    const m = MESSAGES[lng];
    const LNG = lng.toUpperCase();

    test(`suggestions in ${LNG}: one call per kind after the 1000 ms debounce, grouped and titled; arrows and Enter open the chosen one`, async ({
      page,
      request,
    }) => {
      const expected = (await api<{ groups: Group[] }>(request, '/client/v4/search?query=sa&limit=5', lng)).groups;
      expect(expected.map((group) => group.label)).toEqual(['categories', 'brands', 'products']);
      await open(page, `${prefix(lng)}/`);
      // Timed inside the page: the last keystroke and each suggestion call, on the page's own clock.
      // And whether the box showed it is searching ("Searching…") between the typing and the answer:
      // recorded by the page, since on a busy machine Playwright's two keystrokes alone can take
      // longer than that second (one run's took 2.9 s), and a check after them would come too late.
      await page.evaluate((loading) => {
        const probe = window as unknown as {
          typedAt: number;
          calls: { url: string; at: number }[];
          searchingShown: boolean;
        };
        probe.typedAt = 0;
        probe.calls = [];
        probe.searchingShown = false;
        new MutationObserver(() => {
          if (document.querySelector(`[role="status"][aria-label="${loading}"]`)) probe.searchingShown = true;
        }).observe(document.body, { childList: true, subtree: true });
        document.addEventListener(
          'input',
          () => {
            probe.typedAt = performance.now();
          },
          true,
        );
        const original = window.fetch.bind(window);
        window.fetch = (input, init) => {
          const url = input instanceof Request ? input.url : String(input);
          if (url.includes('query=')) probe.calls.push({ url, at: performance.now() });
          return original(input, init);
        };
      }, m['search.loading']);

      const box = searchBox(page, lng);
      await expect(box).toHaveAttribute('maxlength', '255');
      await expect(box).toHaveAttribute('autocomplete', 'off');
      // Two keystrokes, one input event each, well inside the debounce (no delay: a loaded machine stalls less).
      await box.pressSequentially('sa');

      const listbox = page.getByRole('listbox', { name: m['search.suggestions'] });
      await expect(listbox.getByRole('option').first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { searchingShown: boolean }).searchingShown)).toBe(true);
      await expect(page.getByRole('status', { name: m['search.loading'] })).toHaveCount(0);
      // The three calls of spec §7, for the whole text only, no earlier than the debounce allows.
      const { typedAt, calls } = await page.evaluate(() => {
        const probe = window as unknown as { typedAt: number; calls: { url: string; at: number }[] };
        return { typedAt: probe.typedAt, calls: probe.calls };
      });
      expect(calls.map((call) => new URL(call.url, 'http://shop').pathname).sort()).toEqual([
        '/client/v4/brands',
        '/client/v4/categories',
        '/client/v4/products',
      ]);
      for (const call of calls) {
        expect(new URL(call.url, 'http://shop').searchParams.get('query')).toBe('sa');
        expect(new URL(call.url, 'http://shop').searchParams.get('limit')).toBe('5');
        expect(call.at - typedAt).toBeGreaterThanOrEqual(995);
      }

      for (const group of expected) {
        const shown = listbox.getByRole('group', { name: m[`search.group.${group.label}`] });
        await expect(shown.getByRole('option')).toHaveText(group.items.map((item) => item.name));
      }
      const first = (label: string) => listbox.locator(`[role="option"][data-label="${label}"]`).first();
      await expect(first('categories').locator('img')).toHaveAttribute('width', '30');
      await expect(first('products').locator('img')).toHaveAttribute('width', '50');
      await expect(first('brands').locator('img')).toHaveCount(0);

      await box.press('ArrowDown');
      const firstOption = listbox.getByRole('option').first();
      await expect(firstOption).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await firstOption.getAttribute('id')) as string);
      // Down to the first product, then Enter: /products/{id} leads to the product page.
      const before = expected[0].items.length + expected[1].items.length;
      for (let step = 0; step < before; step++) await box.press('ArrowDown');
      const product = expected[2].items[0];
      await expect(listbox.getByRole('option', { name: product.name })).toHaveAttribute('aria-selected', 'true');
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(prefix(lng))}/product/${product.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      // A new page clears the suggestions.
      await expect(listbox.getByRole('option')).toHaveCount(0);
    });

    test(`search in ${LNG}: Escape closes the suggestions, Enter opens /search?q= with results that append @any-width`, async ({
      page,
      request,
    }) => {
      await open(page, `${prefix(lng)}/`);
      const box = searchBox(page, lng);
      await box.fill('s');
      const listbox = page.getByRole('listbox', { name: m['search.suggestions'] });
      await expect(listbox.getByRole('option').first()).toBeVisible();
      await box.press('Escape');
      await expect(listbox.getByRole('option')).toHaveCount(0);
      await expect(box).toHaveValue('s');
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(prefix(lng))}/search\\?q=s$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(m['search.results.title'], { query: 's' }));
      await expect(box).toHaveValue('s');

      const all = await api<{ rows: Row[]; count: number }>(request, '/client/v4/products?query=s&limit=40', lng);
      expect(all.count).toBeGreaterThan(20);
      await expectShown(page, all.rows.slice(0, 20));
      await page.getByRole('button', { name: m['search.results.more'] }).click();
      await expectShown(page, all.rows.slice(0, 40));
    });

    test(`search in ${LNG}: a query that finds nothing says so and offers categories @at-390`, async ({ page }) => {
      await open(page, `${prefix(lng)}/search?q=qqqzzzxxx`);
      const nothing = page.getByTestId('nothing-found');
      await expect(nothing.getByRole('heading')).toHaveText(fill(m['search.nothing'], { query: 'qqqzzzxxx' }));
      await nothing.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(prefix(lng))}/categories/\\d+$`));
    });

    test(`suggestions in ${LNG}: a failed call shows the fatal error @any-width`, async ({ page }) => {
      await page.route('**/client/v4/brands?query=*', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
      );
      await open(page, `${prefix(lng)}/`);
      await searchBox(page, lng).fill('sa');
      await expect(page.getByRole('alert').filter({ hasText: m['search.failed'] })).toBeVisible();
    });

    test(`listing in ${LNG}: brand, option, price and sort change the products and the URL; Back restores each state`, async ({
      page,
      request,
    }, info) => {
      test.skip(info.project.name === 'phone', 'on a phone the filters open in a drawer (own test)');
      const base = `${prefix(lng)}/categories/${CATEGORY}`;
      const start = await filtered(request, lng, { categories: [CATEGORY] });
      await open(page, base);
      await expectShown(page, start.rows);
      const panel = page.getByTestId('filter-panel');

      const brand = start.facets.brands[0];
      await panel
        .getByRole('group', { name: m['filters.brands'] })
        .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(brand.name)}`) })
        .click();
      await expect(page).toHaveURL(`${base}?brands=${brand.id}`);
      await expect(panel.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(brand.name)}`) })).toBeChecked();
      const byBrand = await filtered(request, lng, { categories: [CATEGORY], brands: [brand.id] });
      await expectShown(page, byBrand.rows);
      await expect(page.getByTestId('result-count')).not.toBeEmpty();

      await page.getByTestId('sort').selectOption('price_asc');
      await expect(page).toHaveURL(`${base}?sort=price_asc&brands=${brand.id}`);
      const sorted = await filtered(request, lng, { categories: [CATEGORY], brands: [brand.id], sort: 'price_asc' });
      await expectShown(page, sorted.rows);
      const prices = sorted.rows.map((row) => row.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      const parameter = sorted.facets.parameters.find((candidate) =>
        candidate.options.some((option) => option.count > 0),
      ) as Faceted['facets']['parameters'][number];
      const option = parameter.options.find(
        (candidate) => candidate.count > 0,
      ) as Faceted['facets']['parameters'][number]['options'][number];
      await panel
        .getByRole('group', { name: parameter.name, exact: true })
        .first()
        .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(option.value)}`) })
        .first()
        .click();
      await expect(page).toHaveURL(`${base}?sort=price_asc&brands=${brand.id}&options=${option.id}`);
      await expectShown(
        page,
        (
          await filtered(request, lng, {
            categories: [CATEGORY],
            brands: [brand.id],
            parameters: [option.id],
            sort: 'price_asc',
          })
        ).rows,
      );

      await page.goBack();
      await expect(page).toHaveURL(`${base}?sort=price_asc&brands=${brand.id}`);
      await expectShown(page, sorted.rows);
      await page.goBack();
      await expect(page).toHaveURL(`${base}?brands=${brand.id}`);
      await expectShown(page, byBrand.rows);
      await expect(page.getByTestId('sort')).toHaveValue('popular');
      await page.goBack();
      await expect(page).toHaveURL(base);
      await expectShown(page, start.rows);

      // A price ceiling typed in: only cheaper products stay.
      const ceiling = start.rows.map((row) => row.price).sort((a, b) => a - b)[Math.floor(start.rows.length / 2)];
      const to = panel.getByRole('textbox', { name: m['filters.priceTo'] });
      await to.fill(String(ceiling));
      await to.press('Enter');
      await expect(page).toHaveURL(`${base}?priceMax=${ceiling}`);
      const cheap = await filtered(request, lng, { categories: [CATEGORY], priceMax: ceiling });
      expect(cheap.rows.every((row) => row.price <= ceiling)).toBe(true);
      await expectShown(page, cheap.rows);
      await panel.getByRole('button', { name: m['filters.clear'] }).click();
      await expect(page).toHaveURL(base);
    });

    test(`listing in ${LNG}: numbered pages, shared links and a repaired URL`, async ({ page, request }) => {
      const tops = (
        await api<{ rows: { id: number; countProduct: number }[] }>(
          request,
          '/client/v4/categories?onlyglobal=true',
          lng,
        )
      ).rows;
      const big = tops.find((category) => category.countProduct > 20);
      expect(big, 'the e2e catalogue has a category of more than one page').toBeDefined();
      const base = `${prefix(lng)}/categories/${big!.id}`;
      const pager = page.getByRole('navigation', { name: m['listing.pager'] });
      await open(page, base);
      await expect(pager.getByRole('link', { name: fill(m['listing.pageN'], { page: 1 }) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await pager.getByRole('link', { name: fill(m['listing.pageN'], { page: 2 }) }).click();
      await expect(page).toHaveURL(`${base}?page=2`);
      await expectShown(page, (await filtered(request, lng, { categories: [big!.id] }, 20)).rows);
      await expect(pager.getByRole('link', { name: fill(m['listing.pageN'], { page: 2 }) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.goBack();
      await expect(page).toHaveURL(base);
      await expectShown(page, (await filtered(request, lng, { categories: [big!.id] })).rows);

      // A shared link opens the same state; a hand-edited one is put right.
      await open(page, `${base}?page=2&sort=newest`);
      await expect(page.getByTestId('sort')).toHaveValue('newest');
      await expect(pager.getByRole('link', { name: fill(m['listing.pageN'], { page: 2 }) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectShown(page, (await filtered(request, lng, { categories: [big!.id], sort: 'newest' }, 20)).rows);
      await open(page, `${base}?sort=cheapest&brands=x,0&page=-3`);
      await expect(page).toHaveURL(base);
    });

    test(`listing in ${LNG}: on a phone the filters open in a drawer`, async ({ page, request }, info) => {
      test.skip(info.project.name !== 'phone', 'the drawer is the phone layout');
      const base = `${prefix(lng)}/categories/${CATEGORY}`;
      const start = await filtered(request, lng, { categories: [CATEGORY] });
      await open(page, base);
      await expect(page.getByTestId('filter-panel')).toBeHidden();
      const button = page.getByRole('button', { name: m['filters.title'] });
      await button.click();
      const drawer = page.getByRole('dialog', { name: m['filters.title'] });
      await expect(drawer).toBeVisible();
      const brand = start.facets.brands[0];
      await drawer.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(brand.name)}`) }).click();
      await expect(page).toHaveURL(`${base}?brands=${brand.id}`);
      const byBrand = await filtered(request, lng, { categories: [CATEGORY], brands: [brand.id] });
      await expect(drawer.getByTestId('filters-done')).toContainText(String(byBrand.count));
      await drawer.getByTestId('filters-done').click();
      await expect(drawer).toBeHidden();
      await expect(button).toContainText('1');
      await expectShown(page, byBrand.rows);
    });
  });
