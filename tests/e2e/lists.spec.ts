// Browser: cookies shared across pages and tabs, the header's widgets after navigation.
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, escapeRegExp, LANGS, MESSAGES, oneLanguagePerWidth, open, prefix, tmt } from './support';

/** Products other specs change the price of; the list flows keep away from them. */
const RESERVED = new Set([40, 41, 50, 51]);
const ADMIN = { 'x-admin-token': 'e2e-admin-token' };

interface Card {
  id: number;
  name: string;
  price: number;
  inStock: boolean;
  categoryId: number;
}

async function listCookie<T>(context: BrowserContext, name: string): Promise<T | undefined> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === name);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as T) : undefined;
}

const card = (page: Page, id: number) => page.locator(`article[data-product-id="${id}"]`).first();

/** The header's cart widget: its line count, and its name: the total, then the line count. */
async function expectCartWidget(page: Page, lines: number, total: number) {
  const widget = page
    .getByRole('banner')
    .getByRole('link')
    .filter({ has: page.getByTestId('cart-lines') });
  await expect(widget.getByTestId('cart-lines')).toHaveText(String(lines));
  await expect(widget).toHaveAttribute('aria-label', new RegExp(`${tmt(total)} ${lines}\\b`));
}

for (const lng of LANGS)
  test.describe(() => {
    oneLanguagePerWidth(lng, 2);
    test(`cart in ${lng.toUpperCase()}: add from home, a category and a product page; reload; counts; removal`, async ({
      page,
      request,
      context,
    }) => {
      const m = MESSAGES[lng];
      const popular = (await api<{ rows: Card[] }>(request, '/client/v4/products?group=popular&limit=20', lng)).rows;
      const fromHome = popular.find((product) => product.inStock && !RESERVED.has(product.id)) as Card;
      await open(page, `${prefix(lng)}/`);
      const homeCard = card(page, fromHome.id);
      await homeCard.scrollIntoViewIfNeeded();
      await homeCard.getByRole('button', { name: m['product.action.addToCart'] }).click();
      await expect(homeCard.getByRole('button', { name: m['product.action.addToCart'] })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByTestId('toast')).toContainText(fromHome.name);

      const tops = (
        await api<{ rows: { id: number; items: { id: number }[] }[] }>(
          request,
          '/client/v4/categories?onlyglobal=true&inclucesubcategories=true',
          lng,
        )
      ).rows;
      const categoryId = tops[1].items[0].id;
      const listed = (
        await api<{ rows: Card[] }>(request, `/client/v4/products?categories=${categoryId}&limit=20`, lng)
      ).rows;
      const fromCategory = listed.find(
        (product) => product.inStock && product.id !== fromHome.id && !RESERVED.has(product.id),
      ) as Card;
      await open(page, `${prefix(lng)}/categories/${categoryId}`);
      await card(page, fromCategory.id).getByRole('button', { name: m['product.action.addToCart'] }).click();

      const fromPage = listed.find(
        (product) =>
          product.inStock && ![fromHome.id, fromCategory.id].includes(product.id) && !RESERVED.has(product.id),
      ) as Card;
      await open(page, `${prefix(lng)}/product/${fromPage.id}`);
      const add = page.getByTestId('product-cart');
      await add.focus();
      await page.keyboard.press('Enter'); // the button works from the keyboard
      await expect(add).toHaveAttribute('aria-pressed', 'true');
      await expect(add).toContainText(m['product.action.inCart']);

      const total = fromHome.price + fromCategory.price + fromPage.price;
      await expectCartWidget(page, 3, total);

      await page.reload();
      await expect(page.getByTestId('product-cart')).toHaveAttribute('aria-pressed', 'true');
      expect(await listCookie(context, 'carts')).toEqual([
        { id: fromHome.id, count: 1, cartPrice: fromHome.price },
        { id: fromCategory.id, count: 1, cartPrice: fromCategory.price },
        { id: fromPage.id, count: 1, cartPrice: fromPage.price },
      ]);
      const carts = (await context.cookies()).find((cookie) => cookie.name === 'carts');
      expect((carts?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(14.9 * 86400); // 15 days

      await open(page, `${prefix(lng)}/cart`);
      await expect(page.getByTestId('cart-line')).toHaveCount(3);
      const first = page.locator(`[data-testid="cart-line"][data-product-id="${fromHome.id}"]`);
      await first.getByRole('button', { name: m['cart.quantity.increase'].replace('{name}', fromHome.name) }).click();
      await expect(first.getByTestId('line-total')).toHaveText(tmt(2 * fromHome.price));
      await expect(page.getByTestId('cart-page-total')).toHaveText(tmt(total + fromHome.price));
      await expectCartWidget(page, 3, total + fromHome.price);

      const second = page.locator(`[data-testid="cart-line"][data-product-id="${fromCategory.id}"]`);
      await second
        .getByRole('button', { name: m['cart.remove'].replace('{name}', fromCategory.name) })
        .first()
        .click();
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      await first.getByRole('button', { name: m['cart.quantity.decrease'].replace('{name}', fromHome.name) }).click();
      await expect(first.getByRole('textbox')).toHaveValue('1');
      await first
        .getByRole('button', { name: m['cart.remove'].replace('{name}', fromHome.name) })
        .first()
        .click();
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      expect(await listCookie(context, 'carts')).toEqual([{ id: fromPage.id, count: 1, cartPrice: fromPage.price }]);
      await expectCartWidget(page, 1, fromPage.price);

      await page.getByRole('button', { name: m['cart.clear'] }).click();
      await page.getByRole('button', { name: m['cart.clear.yes'] }).click();
      await expect(page.getByRole('heading', { name: m['cart.empty.title'] })).toBeVisible();
      expect(await listCookie(context, 'carts')).toEqual([]);
    });

    test(`favourites and comparison in ${lng.toUpperCase()}: badges, pages, differences, removal`, async ({
      page,
      request,
      context,
      isMobile,
    }) => {
      const m = MESSAGES[lng];
      const tops = (
        await api<{ rows: { id: number; items: { id: number }[] }[] }>(
          request,
          '/client/v4/categories?onlyglobal=true&inclucesubcategories=true',
          lng,
        )
      ).rows;
      const categoryId = tops[0].items[0].id;
      const listed = (
        await api<{ rows: Card[] }>(request, `/client/v4/products?categories=${categoryId}&limit=20`, lng)
      ).rows.filter((product) => product.inStock && !RESERVED.has(product.id));
      const [a, b] = listed;
      await open(page, `${prefix(lng)}/categories/${categoryId}`);
      for (const product of [a, b]) {
        await card(page, product.id).getByRole('button', { name: m['product.action.favourite'] }).click();
        await card(page, product.id).getByRole('button', { name: m['product.action.compare'] }).click();
        await expect(card(page, product.id).getByRole('button', { name: m['product.action.compare'] })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      }
      expect(await listCookie(context, 'favorites')).toEqual([a.id, b.id]);
      expect(await listCookie(context, 'comparess')).toEqual([a.id, b.id]);

      let counters = page.getByRole('banner');
      if (isMobile) {
        await page.getByRole('button', { name: m['header.menu.open'] }).click();
        counters = page.getByRole('dialog', { name: m['header.menu.title'] });
      }
      const counted = (label: string) =>
        new RegExp(`^${escapeRegExp(label)}\\s*${escapeRegExp(m['header.counter.suffix'].replace('{count}', '2'))}$`);
      await expect(counters.getByRole('link', { name: counted(m['header.favourites']) })).toBeVisible();
      await expect(counters.getByRole('link', { name: counted(m['header.comparison']) })).toBeVisible();

      // Comparison: one group, a row per parameter, the differences switch, removal.
      const compare = await request.post('/client/v3/?json', {
        headers: { lng: lng.toUpperCase() },
        data: [{ class: 'products', fn: 'getCompare', props: { ids: [a.id, b.id] }, resKey: 'data' }],
      });
      const table = (await compare.json()).data.groups[0] as { rows: { differs: boolean }[] };
      await open(page, `${prefix(lng)}/comparess`);
      await expect(page.getByTestId('compared-product')).toHaveCount(2);
      await expect(page.getByTestId('comparison-row')).toHaveCount(table.rows.length);
      await page.getByRole('switch', { name: m['comparison.onlyDifferences'] }).check();
      await expect(page.getByTestId('comparison-row')).toHaveCount(table.rows.filter((row) => row.differs).length);
      for (const row of await page.getByTestId('comparison-row').all())
        await expect(row).toHaveAttribute('data-differs', 'true');
      await page.getByRole('switch', { name: m['comparison.onlyDifferences'] }).uncheck();
      await expect(page.getByTestId('comparison-row')).toHaveCount(table.rows.length);
      await page.getByRole('button', { name: m['comparison.remove.named'].replace('{name}', b.name) }).click();
      await expect(page.getByTestId('compared-product')).toHaveCount(1);
      expect(await listCookie(context, 'comparess')).toEqual([a.id]);

      // Favourites: cards, move to cart, remove, the empty state.
      await open(page, `${prefix(lng)}/wishlist`);
      await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
      await page.getByRole('button', { name: m['wishlist.moveToCart.named'].replace('{name}', a.name) }).click();
      await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
      expect(await listCookie(context, 'carts')).toEqual([{ id: a.id, count: 1, cartPrice: a.price }]);
      await page.getByRole('button', { name: m['wishlist.remove.named'].replace('{name}', b.name) }).click();
      await expect(page.getByRole('heading', { name: m['wishlist.empty.title'] })).toBeVisible();
      expect(await listCookie(context, 'favorites')).toEqual([]);
    });
  });

test('a price changed in the database shows the price-changed message on /cart and updates the line @any-width', async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  const id = testInfo.project.name === 'phone' ? 51 : 50;
  const before = await api<Card & { oldPrice: number | null }>(request, `/client/v4/products/${id}`, 'en');
  await context.addCookies([
    {
      name: 'carts',
      value: encodeURIComponent(JSON.stringify([{ id, count: 2, cartPrice: before.price }])),
      url: baseURL as string,
    },
  ]);
  const price = before.price + 777;
  expect(
    (
      await request.patch(`/admin/v1/products/${id}`, { data: { price, oldPrice: null, stock: 10 }, headers: ADMIN })
    ).ok(),
  ).toBe(true);
  try {
    await open(page, '/en/cart');
    await expect(page.getByTestId('price-changed')).toHaveText(MESSAGES.en['cart.pricesChanged']);
    await expect(page.getByTestId('line-total')).toHaveText(tmt(2 * price));
    await expect(page.getByTestId('price-was')).toContainText(tmt(before.price));
    await expect.poll(() => listCookie(context, 'carts')).toEqual([{ id, count: 2, cartPrice: price }]);
  } finally {
    await request.patch(`/admin/v1/products/${id}`, {
      data: { price: before.price, oldPrice: before.oldPrice },
      headers: ADMIN,
    });
  }
});

test('a damaged cookie is repaired with a warning and keeps its valid lines @any-width', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const product = await api<Card>(request, '/client/v4/products/3', 'en');
  const damaged = JSON.stringify([
    { id: 3, count: 2, cartPrice: product.price },
    { id: -1, count: 1, cartPrice: 5 },
    'junk',
    { id: 3, count: 1, cartPrice: 1 },
  ]);
  await context.addCookies([
    { name: 'carts', value: encodeURIComponent(damaged), url: baseURL as string },
    { name: 'favorites', value: '%5B1%2C2', url: baseURL as string }, // "[1,2": not JSON at all
  ]);
  await open(page, '/en/');
  await expect(page.getByRole('alert').getByTestId('toast')).toHaveText(MESSAGES.en['toast.lists.repaired']);
  expect(await listCookie(context, 'carts')).toEqual([{ id: 3, count: 3, cartPrice: product.price }]);
  expect(await listCookie(context, 'favorites')).toEqual([]);
  await expect(page.getByTestId('cart-lines').first()).toHaveText('1');
});

test('a list that cannot load says so, offers a reload, and keeps the cart @at-390', async ({
  page,
  context,
  baseURL,
}) => {
  const lines = [{ id: 5, count: 1, cartPrice: 100 }];
  await context.addCookies([
    { name: 'carts', value: encodeURIComponent(JSON.stringify(lines)), url: baseURL as string },
  ]);
  await page.route('**/client/v4/products?limit=*', (route) => route.abort('connectionrefused'));
  await open(page, '/ru/cart');
  await expect(page.getByRole('alert').getByRole('heading', { name: MESSAGES.ru['lists.loadFailed'] })).toBeVisible();
  await expect(page.getByRole('button', { name: MESSAGES.ru['lists.reload'] })).toBeVisible();
  expect(await listCookie(context, 'carts')).toEqual(lines);

  await page.unroute('**/client/v4/products?limit=*');
  await page.route('**/client/v4/products?limit=*', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': '30' },
      body: JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Too many requests. Please wait!' }),
    }),
  );
  await open(page, '/en/cart');
  await expect(page.getByRole('heading', { name: MESSAGES.en['error.tooManyRequests'] })).toBeVisible();
  await expect(page.getByText('429', { exact: true })).toBeVisible();
  await page.unroute('**/client/v4/products?limit=*');
  await page.getByRole('button', { name: MESSAGES.en['common.back'] }).click(); // Back reloads
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  expect(await listCookie(context, 'carts')).toEqual([{ id: 5, count: 1, cartPrice: expect.any(Number) }]);
});
