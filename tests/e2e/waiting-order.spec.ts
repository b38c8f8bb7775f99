// Browser: the browser's own Back from the bank's page and what the shopper then sees.
/**
 * A card payment left half-way, as it was seen: in TM at 390 px, a shopper confirms a
 * card order, is sent to the bank's page, and presses the browser's Back. The checkout they land on
 * (its cart emptied by the confirmed order) and the cart name the order waiting for its payment,
 * until when it is kept, and the ways to pay; paying on delivery from there accepts it. Product 232
 * is this file's.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { codeFor, fillForm, signedIn } from './checkout-steps';
import { MESSAGES, api, open } from './support';

const m = MESSAGES.tm;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** The notice, with the order's number in its heading, and nothing wider than the screen. */
async function waitingNotice(page: Page, id: number) {
  const notice = page.getByTestId('waiting-order');
  await expect(notice).toHaveAttribute('data-state', 'awaiting');
  await expect(notice.getByRole('heading')).toHaveText(fill(m['orders.waiting.title'], { id }));
  // until when, on a 24-hour clock, and the minutes left
  await expect(notice).toContainText(/\d\d:\d\d çenli saklaýarys: \d+ minut galdy/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  return notice;
}

test('Back from the bank page: the checkout and the cart show the order waiting for its payment (TM, 390 px)', async ({
  page,
  context,
  baseURL,
}, info) => {
  test.skip(info.project.name !== 'phone', 'seen at 390 px');
  const stamp = String(Date.now() % 10_000).padStart(4, '0');
  await signedIn(page.request, `+99362${stamp}91`, 'Aýna', 'Orazowa');
  const product = await api<{ id: number; price: number; stock: number }>(page.request, '/client/v4/products/232');
  expect(product.stock).toBeGreaterThan(0);
  const cart = [{ id: product.id, count: 1, cartPrice: product.price }];
  await context.addCookies([{ name: 'carts', value: encodeURIComponent(JSON.stringify(cart)), url: baseURL! }]);

  await open(page, '/cart-view');
  const recipient = `+99363${stamp}92`;
  await fillForm(page, m, recipient);
  const form = page.getByTestId('checkout-form');
  await form.getByLabel(m['checkout.field.paymentMethod'], { exact: true }).selectOption('card');
  await form.getByTestId('checkout-submit').click();
  const step = page.getByTestId('checkout-code');
  const id = Number(/№ (\d+)/.exec((await step.textContent()) ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  await step
    .locator('input')
    .first()
    .fill(await codeFor(page.request, recipient, (text) => text.includes(`${id}`)));

  // The bank's page, then Back without paying.
  await page.waitForURL(/\/gateway-sim\/payment\/form\?/);
  await page.goBack();
  await page.waitForURL(/\/cart-view\/?$/);
  await waitingNotice(page, id);
  await expect(page.getByRole('heading', { name: m['checkout.empty.title'] })).toBeVisible();

  // The cart says the same: not only "your cart is empty".
  await open(page, '/cart');
  const notice = await waitingNotice(page, id);
  await expect(page.getByRole('heading', { name: m['cart.empty.title'] })).toBeVisible();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `shots/waiting-order-tm-${info.project.name}.png` });

  // Pay on delivery instead: accepted, its stock as held.
  await notice.getByRole('button', { name: m['orders.payment.payOnDelivery'] }).click();
  await expect(page.getByTestId('waiting-order')).toHaveText(fill(m['orders.waiting.switched'], { id }));
  const order = await api<{ status: string }>(page.request, `/client/v4/orders/${id}`);
  expect(order.status).toBe('accepted');
});
