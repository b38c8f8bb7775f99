// Browser: navigation across pages to the bank's form and back, in the page's language.
/**
 * Online payment by card (docs/adr/025) through the API's gateway simulator: the whole purchase, from
 * the cart's checkout with a bank chosen by its logo, the code from the development outbox, the
 * bank's card form (/gateway-sim/payment/form, the test card 4111 1111 1111 1111) and back to the
 * return page, which reads the state from the API, to the order in /order: in one language at
 * each width (support.ts oneLanguagePerWidth). A declined card (4000 0000 0000 0002) shows the state in
 * /order, and the order is then paid on delivery. Shoppers sign in through the API (an SMS code)
 * with the page's own request context, so the browser holds the session cookies. E2E_SHOTS=1 saves
 * screenshots into shots/. Products 238-240 are this file's (237 is product-pages.spec.ts's).
 */
import { type APIRequestContext, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';

const HALKBANK: Record<Lng, string> = { tm: 'Halkbank', ru: 'Халкбанк', en: 'Halkbank' };
import { api, LANGS, type Lng, MESSAGES, oneLanguagePerWidth, open, prefix } from './support';
import { codeFor, fillForm, signedIn } from './checkout-steps';

const PAID_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';
const GATEWAY_LANGUAGE: Record<Lng, string> = { tm: 'tk', ru: 'ru', en: 'en' };

let phones = 0;
/** A phone of its own per test (+993 6w 8n nnnn), so runs never share an account. */
function freshPhone(info: TestInfo) {
  phones += 1;
  const width = info.project.name === 'phone' ? 2 : 1;
  return `+9936${width}8${phones}${String(Date.now() % 10_000).padStart(4, '0')}`;
}

async function shot(page: Page, name: string, info: TestInfo) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `shots/${name}-${info.project.name}.png`, fullPage: true });
}

/** Of this file's products, the one with the most pieces in stock (each test buys one piece). */
async function ownProduct(request: APIRequestContext) {
  const products: { id: number; price: number; stock: number }[] = [];
  for (const id of [238, 239, 240]) products.push(await api(request, `/client/v4/products/${id}`));
  const [product] = products.sort((a, b) => b.stock - a.stock);
  expect(product.stock).toBeGreaterThan(0);
  return product;
}

/** A shopper of this language (the lng cookie is what the language links set) with one piece in the cart. */
async function shopperWithCart(page: Page, context: BrowserContext, baseURL: string, lng: Lng, info: TestInfo) {
  if (lng !== 'tm') await context.addCookies([{ name: 'lng', value: lng.toUpperCase(), url: baseURL }]);
  await signedIn(page.request, freshPhone(info), 'Aýna', 'Orazowa');
  const product = await ownProduct(page.request);
  const cart = [{ id: product.id, count: 1, cartPrice: product.price }];
  await context.addCookies([{ name: 'carts', value: encodeURIComponent(JSON.stringify(cart)), url: baseURL }]);
}

/** Card payment by the bank the shopper picks (its logo shown and loaded), then the code step: the order's number. */
async function placeCardOrder(page: Page, lng: Lng, info: TestInfo, bank: { name: string; byKeyboard: boolean }) {
  const m = MESSAGES[lng];
  await open(page, `${prefix(lng)}/cart-view`);
  const recipient = freshPhone(info);
  await fillForm(page, m, recipient);
  const form = page.getByTestId('checkout-form');
  await form.getByLabel(m['checkout.field.paymentMethod'], { exact: true }).selectOption('card');
  const banks = form.getByRole('group', { name: m['checkout.field.bank'] });
  const first = banks.getByRole('radio').first();
  await expect(first).toBeChecked();
  if (bank.byKeyboard) {
    await first.focus();
    await page.keyboard.press('ArrowDown');
  } else await banks.getByRole('radio', { name: bank.name }).check();
  await expect(banks.getByRole('radio', { name: bank.name })).toBeChecked();
  const logo = banks.getByTestId('bank-option').filter({ hasText: bank.name }).locator('img');
  await expect(logo).toHaveAttribute('src', new RegExp(`/payments/${bank.name.toLowerCase()}\\.svg$`));
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await shot(page, `card-checkout-${lng}`, info);
  await form.getByTestId('checkout-submit').click();

  const step = page.getByTestId('checkout-code');
  await expect(step).toBeVisible();
  const id = Number(/№ (\d+)/.exec((await step.textContent()) ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  const code = await codeFor(page.request, recipient, (text) => text.includes(`${id}`));
  await step.locator('input').first().fill(code);
  return id;
}

/** The simulator's card form, in the page's language, with the order's amount; sent with `card`. */
async function payAtGateway(page: Page, lng: Lng, card: string) {
  await page.waitForURL(/\/gateway-sim\/payment\/form\?/);
  expect(new URL(page.url()).searchParams.get('language')).toBe(GATEWAY_LANGUAGE[lng]);
  await page.locator('input[autocomplete="cc-number"]').fill(card);
  await page.locator('input[autocomplete="cc-exp"]').fill('12/30');
  await page.locator('input[autocomplete="cc-csc"]').fill('123');
  await page.locator('input[autocomplete="cc-name"]').fill('AYNA ORAZOWA');
  await page.locator('button[name="action"][value="pay"]').click();
}

async function backOnReturnPage(page: Page, lng: Lng, id: number, state: string) {
  await page.waitForURL(new RegExp(`^[^?]*${prefix(lng)}/order/payment\\?order=${id}(&|$)`));
  const box = page.getByTestId('payment-return');
  await expect(box).toHaveAttribute('data-state', state);
  // the state's words are one live region
  await expect(box.getByRole('status')).toContainText(MESSAGES[lng][`orders.payment.${state}.title`]);
  // nothing wider than the screen (390 px) or the page's column
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  return box;
}

for (const lng of LANGS)
  test.describe(() => {
    oneLanguagePerWidth(lng, 0);
    test(`card payment: checkout, the bank's form, paid; the order paid in /order (${lng.toUpperCase()})`, async ({
      page,
      context,
      baseURL,
    }, info) => {
      const m = MESSAGES[lng];
      await shopperWithCart(page, context, baseURL!, lng, info);
      const id = await placeCardOrder(page, lng, info, { name: 'Halkbank', byKeyboard: false });
      await payAtGateway(page, lng, PAID_CARD);

      const box = await backOnReturnPage(page, lng, id, 'paid');
      // the bank as the page's language names it (the API's bank names)
      await expect(box).toContainText(HALKBANK[lng]);
      await shot(page, `card-paid-${lng}`, info);
      await box.getByRole('link', { name: m['orders.payment.openOrder'] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lng)}/order/${id}$`));
      await expect(page.getByTestId('order-status')).toHaveText(m['orders.status.accepted']);
      // the card that paid, by its last 4 digits as the bank named them (4111 1111 1111 1111)
      const paidByCard = m['orders.payment.state.paidCard'].replace('{last4}', '1111');
      await expect(page.getByTestId('order-payment')).toContainText(paidByCard);
      await expect(page.getByTestId('order-payment')).toContainText(HALKBANK[lng]);
      await shot(page, `card-order-paid-${lng}`, info);

      await open(page, `${prefix(lng)}/order`);
      const row = page.getByTestId('order-row').filter({ hasText: `№ ${id}` });
      await expect(row.getByTestId('order-status')).toHaveText(m['orders.status.accepted']);
      await expect(row.getByTestId('payment-state-text')).toHaveText(paidByCard);
      // the cart was emptied when the code confirmed the order
      const cart = (await context.cookies()).find((cookie) => cookie.name === 'carts');
      expect(cart ? JSON.parse(decodeURIComponent(cart.value)) : []).toEqual([]);
    });
  });

test('a declined card: the state in /order, then the order paid on delivery (RU at 1280 px, TM at 390 px)', async ({
  page,
  context,
  baseURL,
}, info) => {
  const lng: Lng = info.project.name === 'phone' ? 'tm' : 'ru';
  const m = MESSAGES[lng];
  await shopperWithCart(page, context, baseURL!, lng, info);
  // the second bank, chosen with the arrow key
  const id = await placeCardOrder(page, lng, info, { name: 'Senagat', byKeyboard: true });
  await payAtGateway(page, lng, DECLINED_CARD);

  const box = await backOnReturnPage(page, lng, id, 'declined');
  await expect(box.getByRole('button', { name: m['orders.payment.retry'] })).toBeVisible();
  await expect(box.getByRole('button', { name: m['orders.payment.payOnDelivery'] })).toBeVisible();
  await shot(page, `card-declined-${lng}`, info);

  await open(page, `${prefix(lng)}/order`);
  const row = page.getByTestId('order-row').filter({ hasText: `№ ${id}` });
  await expect(row.getByTestId('order-status')).toHaveText(m['orders.status.awaiting_payment']);
  await expect(row.getByTestId('payment-state-text')).toHaveAttribute('data-payment-state', 'declined');
  await row.getByRole('link').click();
  const payment = page.getByTestId('order-payment');
  await expect(payment).toContainText(m['orders.payment.state.declined']);
  await payment.getByRole('link', { name: m['orders.payment.pay'] }).click();

  const again = await backOnReturnPage(page, lng, id, 'declined');
  // keyboard: the choice is a button reached and pressed without the mouse
  const onDelivery = again.getByRole('button', { name: m['orders.payment.payOnDelivery'] });
  await onDelivery.focus();
  await page.keyboard.press('Enter');
  await expect(again).toHaveAttribute('data-state', 'onDelivery');
  await expect(again.getByRole('status')).toContainText(m['orders.payment.onDelivery.title']);

  await open(page, `${prefix(lng)}/order`);
  const accepted = page.getByTestId('order-row').filter({ hasText: `№ ${id}` });
  await expect(accepted.getByTestId('order-status')).toHaveText(m['orders.status.accepted']);
  await expect(accepted.getByTestId('payment-state-text')).toHaveCount(0);
});
