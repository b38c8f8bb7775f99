// Browser: the /admin page's script in a browser.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api } from './support';

/**
 * The editors' page (/admin; docs/operations.md): sign in with the admin token, find a product,
 * change it, and the site builds section. The texts are the page's own (server/editor-page).
 */
const TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin-token';

test('a wrong token is refused and the right one opens the page (RU) @any-width', async ({ page }) => {
  await page.goto('/admin?lng=ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { name: 'Страница редактора' })).toBeVisible();
  await page.getByLabel('Ключ администратора (x-admin-token)').fill('not-the-token');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Неверный ключ');
  await page.getByLabel('Ключ администратора (x-admin-token)').fill(TOKEN);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { name: 'Найти товар' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Сборки сайта' })).toBeVisible();
  // Signed in for the tab: a reload keeps the editor open; signing out forgets the token.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Найти товар' })).toBeVisible();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByLabel('Ключ администратора (x-admin-token)')).toBeVisible();
});

test('an editor finds a product and changes its price and stock (EN) @any-width', async ({ page, request }) => {
  const listed = (await api(request, '/client/v4/products?limit=1&offset=7', 'en')).rows[0];
  const headers = { 'x-admin-token': TOKEN };
  const before = await (await request.get(`/admin/v1/products/${listed.id}`, { headers })).json();
  await page.goto('/admin?lng=en');
  await page.getByLabel('Admin token (x-admin-token)').fill(TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Name, model or number').fill(before.model);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: new RegExp(`^${listed.id} · `) }).click();
  await expect(page.getByLabel('Name (EN)')).toHaveValue(before.name.en);
  await expect(page.getByLabel('Description (RU)')).toHaveValue(before.description.ru);
  const price = before.price + 1;
  await page.getByLabel('Price (TMT)').fill(String(price));
  await page.getByLabel('In stock (pieces)').fill('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').first()).toHaveText('Saved. Price and stock show on the pages at once.');
  const after = await (await request.get(`/admin/v1/products/${listed.id}`, { headers })).json();
  expect(after).toMatchObject({ price, stock: 3, name: before.name });
  // Saving again without a change says so and sends nothing.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').first()).toHaveText('Nothing changed');
  // Put the price back for the other tests.
  const restored = await request.patch(`/admin/v1/products/${listed.id}`, {
    headers,
    data: { price: before.price, stock: before.stock },
  });
  expect(restored.ok()).toBe(true);
});

test('the builds section says what the server does (TM) @any-width', async ({ page, request }) => {
  const builds = await (await request.get('/admin/v1/builds', { headers: { 'x-admin-token': TOKEN } })).json();
  await page.goto('/admin?lng=tm');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tk');
  await page.getByLabel('Administratoryň açary (x-admin-token)').fill(TOKEN);
  await page.getByRole('button', { name: 'Girmek' }).click();
  await expect(page.getByRole('heading', { name: 'Saýtyň neşirleri' })).toBeVisible();
  if (!builds.enabled) {
    // scripts/e2e.sh serves a built folder (SITE_DIR): no builds, and the page says so.
    await expect(page.getByText('Bu serwer saýty gurmaýar (SITE_BUILDS_DIR).')).toBeVisible();
    await page.getByRole('button', { name: 'Saýty täzeden gur' }).click();
    await expect(
      page.getByText('Bu serwer saýty täzeden gurmaýar (SITE_BUILDS_DIR bellenmedik)', { exact: false }),
    ).toBeVisible();
    return;
  }
  await page.getByLabel('Bellik (hökmany däl)').fill('e2e');
  await page.getByRole('button', { name: 'Saýty täzeden gur' }).click();
  await expect(page.getByText(/^Neşir \d+ (nobatda|eýýäm nobatda)/)).toBeVisible();
  await expect(page.getByRole('cell', { name: /redaktor: e2e/ }).first()).toBeVisible();
});

/** Signs in on /admin (at `query`, '' for the page's own choice of language). */
async function signIn(page: Page, query: string, tokenLabel: string, button: string) {
  await page.goto(`/admin${query}`);
  await page.getByLabel(tokenLabel).fill(TOKEN);
  await page.getByRole('button', { name: button }).click();
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// The EN link once touched the sign-out button: the header keeps a gap at both widths.
for (const width of [390, 1280]) {
  test(`the language links and sign-out stand apart at ${width} px (EN) @any-width`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, '?lng=en', 'Admin token (x-admin-token)', 'Sign in');
    const nav = page.locator('header nav');
    const items: Locator[] = [
      ...['TM', 'RU', 'EN'].map((code) => nav.getByRole('link', { name: code, exact: true })),
      nav.getByRole('button', { name: 'Sign out' }),
    ];
    for (const item of items) await expect(item).toBeVisible();
    // Measured in one step: the page re-renders its header as the builds list refreshes, so a
    // locator's box read one by one can meet a node just replaced.
    const boxes = await nav.evaluate((node) =>
      ['TM', 'RU', 'EN', 'Sign out'].map((label) => {
        const item = [...node.querySelectorAll('a, button')].find(
          (candidate) => candidate.textContent?.trim() === label,
        );
        const { x, y, width, height } = item!.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(width);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i], boxes[j]), `items ${i} and ${j}`).toBe(false);
    // at least a small gap between the EN link and the button beside it
    const [en, signOut] = [boxes[2], boxes[3]];
    if (Math.abs(en.y - signOut.y) < en.height) expect(signOut.x - (en.x + en.width)).toBeGreaterThanOrEqual(8);
  });
}

test("the page starts in the shop's lng cookie's language (RU) @any-width", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lng', value: 'RU', url: baseURL as string }]);
  await page.goto('/admin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { name: 'Страница редактора' })).toBeVisible();
});

test("a bad import's problems are listed at once, in the page's language (RU, 390 px) @any-width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '?lng=ru', 'Ключ администратора (x-admin-token)', 'Войти');
  const product = {
    sku: 'e2e-bad-1',
    category: 'e2e-no-such-category',
    brand: 'e2e-no-such-brand',
    model: 'E2E',
    name: { tm: 'E2E' },
    description: { tm: 'E2E' },
    features: [],
    price: 'five',
    stock: 1,
    images: [],
  };
  await page.getByLabel('Загрузить файл каталога (JSON)').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ products: [product] })),
  });
  await page.getByRole('button', { name: 'Загрузить', exact: true }).click();
  await expect(page.getByText('Найдено: 3 ошибки; ничего не загружено')).toBeVisible();
  const problems = page.locator('ul.problems li');
  await expect(problems).toHaveText([
    'Товар №1 (sku e2e-bad-1), поле «price»: должно быть числом',
    'Товар №1 (sku e2e-bad-1), поле «category»: нет категории «e2e-no-such-category»',
    'Товар №1 (sku e2e-bad-1), поле «brand»: нет бренда «e2e-no-such-brand»',
  ]);
  // nothing of the page runs off a phone's width
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
});
