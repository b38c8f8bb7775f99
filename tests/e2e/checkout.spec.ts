// Browser: the whole purchase across pages: navigation, real focus in the code cells, the double click.
/**
 * Checkout and quick order (spec §2, §4, §5, §8): the full checkout from /cart through
 * the code from the development outbox to the order in /order; a price changed under the shopper
 * (before the form: the line shows it and takes it into the cart; while filling it: the 409 message
 * and the lines updated); a double click on confirm makes one order; the quick order from the
 * product page and from a card; an anonymous shopper gets the login dialog. Flows spread TM, RU,
 * EN over 1280 and 390 px. Shoppers sign in through the API (an SMS code) with the page's own
 * request context, so the browser holds the session cookies. E2E_SHOTS=1 saves screenshots into
 * shots/. Products 221-236 are this file's (other specs change prices of lower ids). The API sends
 * a client address at most 20 codes an hour (docs/adr/015), shared by every spec of a run: this
 * file sends 7 (four sign-ins, three order codes).
 */
import { type APIRequestContext, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { codeFor, fillForm, signedIn, typeCode } from './checkout-steps';
import { MESSAGES, api, open, prefix, tmt, type Lng } from './support';

const ADMIN = { 'x-admin-token': 'e2e-admin-token' };

interface Product {
  id: number;
  name: string;
  price: number;
  inStock: boolean;
}

let phones = 0;
/** A phone of its own per test (+993 6w 9n nnnn), so runs never share an account. */
function freshPhone(info: TestInfo) {
  phones += 1;
  const width = info.project.name === 'phone' ? 2 : 1;
  return `+9936${width}9${phones}${String(Date.now() % 10_000).padStart(4, '0')}`;
}

const only = (info: TestInfo, project: 'desktop' | 'phone') =>
  test.skip(info.project.name !== project, `this flow runs ${project === 'phone' ? 'at 390 px' : 'at 1280 px'}`);

async function shot(page: Page, name: string, info: TestInfo) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `shots/${name}-${info.project.name}.png`, fullPage: true });
}

/** In-stock products of this file's range, today's prices. */
async function ownProducts(request: APIRequestContext, from: number, count: number, lng: Lng = 'en') {
  const found: Product[] = [];
  for (let id = from; found.length < count && id < from + 8; id += 1) {
    const product = await api<Product>(request, `/client/v4/products/${id}`, lng);
    if (product.inStock) found.push(product);
  }
  expect(found).toHaveLength(count);
  return found;
}

async function putInCart(
  context: BrowserContext,
  baseURL: string,
  lines: { id: number; count: number; cartPrice: number }[],
) {
  await context.addCookies([{ name: 'carts', value: encodeURIComponent(JSON.stringify(lines)), url: baseURL }]);
}

async function cartCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'carts');
  return cookie
    ? (JSON.parse(decodeURIComponent(cookie.value)) as { id: number; count: number; cartPrice: number }[])
    : [];
}

test('full checkout: /cart, the form, the code from the SMS, success; the order in /order (EN, 1280 px)', async ({
  page,
  context,
  baseURL,
}, info) => {
  only(info, 'desktop');
  const m = MESSAGES.en;
  const phone = freshPhone(info);
  await signedIn(page.request, phone, 'Aýna', 'Orazowa');
  const [first, second] = await ownProducts(page.request, 221, 2);
  await putInCart(context, baseURL!, [
    { id: first.id, count: 1, cartPrice: first.price },
    { id: second.id, count: 2, cartPrice: second.price },
  ]);

  await open(page, '/en/cart');
  await page.getByRole('link', { name: m['cart.checkout'] }).click();
  await expect(page).toHaveURL(/\/en\/cart-view$/);
  const form = page.getByTestId('checkout-form');
  await expect(form.getByTestId('checkout-line')).toHaveCount(2);
  // recipient prefilled from the profile
  await expect(form.getByLabel(m['checkout.field.name'], { exact: true })).toHaveValue('Aýna');
  await expect(form.getByLabel(m['checkout.field.surname'], { exact: true })).toHaveValue('Orazowa');
  const subtotal = first.price + 2 * second.price;
  await expect(form.getByTestId('checkout-subtotal')).toHaveText(tmt(subtotal));

  // an empty street is refused with a translated message, nothing typed is lost
  const recipient = freshPhone(info);
  await fillForm(page, m, recipient);
  await form.getByLabel(m['checkout.field.street'], { exact: true }).fill('');
  await form.getByTestId('checkout-submit').click();
  await expect(page.getByTestId('checkout-problem')).toHaveText(m['checkout.error.form']);
  await expect(form.getByText(m['checkout.error.required'])).toBeVisible();
  await expect(form.getByLabel(m['checkout.field.building'], { exact: true })).toHaveValue('21');
  await form.getByLabel(m['checkout.field.street'], { exact: true }).fill('Atatürk köçesi');
  await shot(page, 'checkout-form-en', info);
  await form.getByTestId('checkout-submit').click();

  const step = page.getByTestId('checkout-code');
  await expect(step).toBeVisible();
  const id = Number(/№ (\d+)/.exec((await step.textContent()) ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  // resend waits as the API does: 60 s after a code
  await expect(step.getByTestId('code-resend')).toBeDisabled();
  await expect(step.getByTestId('code-wait')).toContainText(/You can send the code again in \d+ s/);
  await shot(page, 'checkout-code-en', info);
  // the cart stays until the order is accepted
  expect(await cartCookie(context)).toHaveLength(2);
  await typeCode(page, await codeFor(page.request, recipient, (text) => text.includes(`No. ${id}:`)));

  const done = page.getByTestId('checkout-done');
  await expect(done).toContainText(m['checkout.done.title']);
  await expect(done).toContainText(`Order № ${id}`);
  await shot(page, 'checkout-done-en', info);
  await expect.poll(() => cartCookie(context)).toEqual([]);

  await done.getByRole('link', { name: m['checkout.done.orders'] }).click();
  await expect(page).toHaveURL(/\/en\/order$/);
  const row = page.getByTestId('order-row').filter({ hasText: `№ ${id}` });
  await expect(row.getByTestId('order-status')).toHaveText(m['orders.status.accepted']);
  await expect(row).toContainText('3 items');
});

test('a changed price: shown on the line and taken into the cart; changed while filling the form: the 409 message (RU, 390 px)', async ({
  page,
  context,
  baseURL,
  request,
}, info) => {
  only(info, 'phone');
  const m = MESSAGES.ru;
  await signedIn(page.request, freshPhone(info), 'Merdan', 'Annaýew');
  const [product] = await ownProducts(request, 225, 1, 'ru');
  const before = await api<Product & { oldPrice: number | null }>(request, `/client/v4/products/${product.id}`, 'ru');
  await putInCart(context, baseURL!, [{ id: product.id, count: 1, cartPrice: before.price }]);
  const setPrice = async (price: number) =>
    expect(
      (
        await request.patch(`/admin/v1/products/${product.id}`, { data: { price, oldPrice: null }, headers: ADMIN })
      ).ok(),
    ).toBe(true);
  try {
    await setPrice(before.price + 300);
    await open(page, '/ru/cart-view');
    const line = page.getByTestId('checkout-line');
    await expect(line.getByTestId('line-problem')).toContainText(
      `Цена изменилась: была ${tmt(before.price)}, теперь ${tmt(before.price + 300)}`,
    );
    await expect(page.getByTestId('check-changed')).toHaveText(m['checkout.pricesChanged']);
    await shot(page, 'checkout-changed-ru', info);
    await page.getByTestId('take-prices').click();
    await expect(line.getByTestId('line-problem')).toHaveCount(0);
    await expect.poll(() => cartCookie(context)).toEqual([{ id: product.id, count: 1, cartPrice: before.price + 300 }]);

    await fillForm(page, m, freshPhone(info));
    // the price moves again while the shopper fills the form
    await setPrice(before.price + 450);
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('checkout-problem')).toHaveText(
      'Цены на товар изменились. Проверьте список товаров и добавьте их в корзину снова!',
    );
    await expect(line.getByTestId('line-updated')).toContainText(tmt(before.price + 450));
    await expect.poll(() => cartCookie(context)).toEqual([{ id: product.id, count: 1, cartPrice: before.price + 450 }]);
    await expect(page.getByTestId('checkout-subtotal')).toHaveText(tmt(before.price + 450));
    await shot(page, 'checkout-409-ru', info);
    // sent again at the new price: placed
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('checkout-code')).toBeVisible();
  } finally {
    await request.patch(`/admin/v1/products/${product.id}`, {
      data: { price: before.price, oldPrice: before.oldPrice },
      headers: ADMIN,
    });
  }
});

test('a double click on confirm makes one order (TM, 1280 px)', async ({ page, context, baseURL }, info) => {
  only(info, 'desktop');
  const m = MESSAGES.tm;
  await signedIn(page.request, freshPhone(info), 'Döwlet', 'Berdiýew');
  const [product] = await ownProducts(page.request, 229, 1, 'tm');
  await putInCart(context, baseURL!, [{ id: product.id, count: 1, cartPrice: product.price }]);
  await open(page, '/cart-view');
  await fillForm(page, m, freshPhone(info));
  await page.getByTestId('checkout-submit').dblclick();
  await expect(page.getByTestId('checkout-code')).toBeVisible();
  const orders = (await (await page.request.get('/client/v4/orders')).json()) as {
    rows: { status: string }[];
    count: number;
  };
  expect(orders.count).toBe(1);
  expect(orders.rows[0].status).toBe('awaiting_code');
  // a reload returns to the code step, it does not place the order again
  await page.reload();
  await expect(page.getByTestId('checkout-code')).toBeVisible();
  expect(((await (await page.request.get('/client/v4/orders')).json()) as { count: number }).count).toBe(1);
});

test('an anonymous shopper gets the login dialog on /cart-view and continues there after it (TM, 390 px)', async ({
  page,
  context,
  baseURL,
  request,
}, info) => {
  only(info, 'phone');
  const m = MESSAGES.tm;
  const [product] = await ownProducts(request, 233, 1, 'tm');
  await putInCart(context, baseURL!, [{ id: product.id, count: 1, cartPrice: product.price }]);
  await open(page, '/cart-view');
  const dialog = page.getByTestId('login-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('checkout-form')).toHaveCount(0);
  // sign in by SMS code in the dialog
  const phone = freshPhone(info);
  await dialog.getByRole('checkbox', { name: m['auth.signIn.sms'] }).check();
  await dialog.getByRole('textbox', { name: m['auth.field.identifier'] }).fill(phone);
  await dialog.getByRole('button', { name: m['auth.code.send'] }).click();
  await dialog.getByTestId('code-sent').waitFor();
  const code = await codeFor(request, phone);
  await dialog.getByRole('group', { name: m['auth.field.code'] }).getByRole('textbox').first().click();
  await page.keyboard.type(code); // the fourth digit sends it
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  await expect(page).toHaveURL(/\/cart-view$/);
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
});

async function quickOrder(page: Page, lng: Lng, product: Product, info: TestInfo, phoneDigits: string) {
  const m = MESSAGES[lng];
  const dialog = page.getByTestId('quick-order');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(product.name);
  await dialog.getByTestId('quick-order-submit').click();
  await expect(dialog.getByText(m['quickOrder.error.name'])).toBeVisible();
  await expect(dialog.getByText(m['quickOrder.error.phone'])).toBeVisible();
  await dialog.getByLabel(m['quickOrder.name']).fill('Jeren');
  const phone = dialog.getByLabel(m['quickOrder.phone']);
  await expect(phone).toHaveAttribute('placeholder', 'xx xx xx xx');
  await phone.fill(phoneDigits);
  await expect(phone).toHaveValue(phoneDigits.replace(/(\d{2})(?=\d)/g, '$1 '));
  await shot(page, `quick-order-${lng}`, info);
  await dialog.getByTestId('quick-order-submit').dblclick();
  const done = dialog.getByTestId('quick-order-done');
  await expect(done).toContainText(m['quickOrder.success.title']);
  return Number(/№ (\d+)/.exec((await done.textContent()) ?? '')?.[1]);
}

test('quick order from the product page, one order for a double click (RU, 1280 px) and from a card (EN, 390 px)', async ({
  page,
  request,
}, info) => {
  const desktop = info.project.name === 'desktop';
  const lng: Lng = desktop ? 'ru' : 'en';
  const [product] = await ownProducts(request, desktop ? 234 : 236, 1, lng);
  const digits = `6${desktop ? 5 : 4}${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  if (desktop) {
    await open(page, `${prefix(lng)}/product/${product.id}`);
    await page.getByTestId('product-quick-order').click();
  } else {
    const { category } = await api<{ category: { id: number } }>(request, `/client/v4/products/${product.id}`, lng);
    await open(page, `${prefix(lng)}/categories/${category.id}`);
    const card = page.locator(`article[data-product-id="${product.id}"]`).first();
    await card.getByRole('button', { name: MESSAGES[lng]['product.action.buyOneClick'] }).click();
  }
  const id = await quickOrder(page, lng, product, info, digits);
  expect(id).toBeGreaterThan(0);
  const staff = (await (await request.get('/admin/v1/orders?limit=100', { headers: ADMIN })).json()) as {
    rows: { id: number; kind: string; phone: string }[];
  };
  const mine = staff.rows.filter((row) => row.kind === 'fast' && row.phone.replace(/\D/g, '').endsWith(digits));
  expect(mine.map((row) => row.id)).toEqual([id]);
  await page.getByTestId('quick-order').getByRole('button', { name: MESSAGES[lng]['quickOrder.success.back'] }).click();
  await expect(page.getByTestId('quick-order')).toHaveCount(0);
});
