// Browser: the whole purchase with a promo code: the built /cart-view, the code's field inside the order form, the width of the totals, the code step from the outbox.
/**
 * A shopper's promo code (docs/adr/030) on /cart-view: staff's code made through
 * /admin/v1/promo-codes, a wrong code refused in the API's words (what was typed stays), the right
 * one applied (the discount line and the new total, with no horizontal scroll), the order placed
 * and confirmed with it, and its discount line on /order/{id}. TM at 390 px, RU at 1280 px, EN at
 * 390 px. Products are only read here (ids from 201, whose prices the specs that change them put
 * back). E2E_SHOTS=1 saves screenshots into shots/. The file sends six codes (three sign-ins,
 * three order codes).
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { PROMO_MESSAGES } from '../../server/src/lib/messages-promo';
import { expect, test } from './fixtures';
import { codeFor, fillForm, signedIn, typeCode } from './checkout-steps';
import { MESSAGES, api, open, prefix, tmt, type Lng } from './support';

const ADMIN = { 'x-admin-token': 'e2e-admin-token' };
const DISCOUNT = 25;

interface Product {
  id: number;
  price: number;
  oldPrice: number | null;
  inStock: boolean;
}

let phones = 0;
function freshPhone(info: TestInfo) {
  phones += 1;
  const width = info.project.name === 'phone' ? 2 : 1;
  return `+9936${width}8${phones}${String(Date.now() % 10_000).padStart(4, '0')}`;
}

async function shot(page: Page, name: string, info: TestInfo) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `shots/${name}-${info.project.name}.png`, fullPage: true });
}

/** A product in stock at its own price (not a weekly one), priced well above the discount. */
async function aProduct(request: APIRequestContext) {
  for (let id = 201; id < 211; id += 1) {
    const product = await api<Product>(request, `/client/v4/products/${id}`);
    if (product.inStock && product.oldPrice === null && product.price > 4 * DISCOUNT) return product;
  }
  throw new Error('no product in stock among 201-210');
}

/** Staff's code: 25 TMT off, from an hour ago for a day; its text unique to the test. */
async function staffCode(request: APIRequestContext, info: TestInfo) {
  const code = `E2e${info.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 1_000_000}`;
  const response = await request.post('/admin/v1/promo-codes', {
    headers: ADMIN,
    data: {
      code,
      kind: 'amount',
      value: DISCOUNT,
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return code;
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function buyWithCode(page: Page, request: APIRequestContext, baseURL: string, lng: Lng, info: TestInfo) {
  const m = MESSAGES[lng];
  const phone = freshPhone(info);
  await signedIn(page.request, phone, 'Aýna', 'Orazowa');
  const product = await aProduct(request);
  const code = await staffCode(request, info);
  await page.context().addCookies([
    {
      name: 'carts',
      value: encodeURIComponent(JSON.stringify([{ id: product.id, count: 2, cartPrice: product.price }])),
      url: baseURL,
    },
  ]);

  await open(page, `${prefix(lng)}/cart-view`);
  const form = page.getByTestId('checkout-form');
  const subtotal = 2 * product.price;
  await expect(form.getByTestId('checkout-subtotal')).toHaveText(tmt(subtotal));
  const field = form.getByRole('textbox', { name: m['checkout.promo.label'], exact: true });
  const apply = form.getByRole('button', { name: m['checkout.promo.apply'], exact: true });

  // a code that does not exist: the API's words under the field, and what was typed stays
  await field.fill('NoSuchCode1');
  await apply.click();
  await expect(form.getByTestId('promo-message')).toHaveText(PROMO_MESSAGES.promoUnknown[lng]);
  await expect(field).toHaveValue('NoSuchCode1');
  await expect(form.getByTestId('checkout-discount')).toHaveCount(0);
  expect(await noSideScroll(page)).toBe(true);
  await shot(page, `promo-refused-${lng}`, info);

  // the right code, typed in lower case: shown as staff wrote it
  await field.fill(code.toLowerCase());
  await apply.click();
  const discount = form.getByTestId('checkout-discount');
  await expect(discount).toHaveText(`−${tmt(DISCOUNT)}`);
  await discount.scrollIntoViewIfNeeded();
  await expect(discount).toBeVisible();
  await expect(form.getByText(m['checkout.totals.promo'].replace('{code}', code), { exact: true })).toBeVisible();
  await expect(form.getByTestId('promo-applied-code')).toHaveText(code);

  const recipient = freshPhone(info);
  await fillForm(page, m, recipient);
  // delivery to Ashgabat: its cost (or free) as shown; the total is the goods less the discount plus it
  const delivery = (await form.getByTestId('checkout-delivery').textContent()) ?? '';
  const deliveryCost = /\d/.test(delivery) ? Number(delivery.replace(/[^\d.]/g, '')) : 0;
  const total = form.getByTestId('checkout-total');
  await expect(total).toHaveText(tmt(subtotal - DISCOUNT + deliveryCost));
  await total.scrollIntoViewIfNeeded();
  await expect(total).toBeVisible();
  await expect(discount).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);
  await shot(page, `promo-applied-${lng}`, info);

  // a reload keeps the code with the cart (and the form its draft)
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('checkout-discount')).toHaveText(`−${tmt(DISCOUNT)}`);
  await expect(page.getByTestId('checkout-total')).toHaveText(tmt(subtotal - DISCOUNT + deliveryCost));

  await page.getByTestId('checkout-submit').click();
  const step = page.getByTestId('checkout-code');
  await expect(step).toBeVisible();
  const id = Number(/№ (\d+)/.exec((await step.textContent()) ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  await typeCode(page, await codeFor(page.request, recipient, (text) => text.includes(`${id}`)));
  await expect(page.getByTestId('checkout-done')).toBeVisible();

  await open(page, `${prefix(lng)}/order/${id}`);
  await expect(page.getByTestId('order-discount')).toHaveText(`−${tmt(DISCOUNT)}`);
  await expect(page.getByText(m['orders.detail.promo'].replace('{code}', code), { exact: true })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(tmt(subtotal - DISCOUNT + deliveryCost));
  expect(await noSideScroll(page)).toBe(true);
}

test('a promo code on /cart-view: refused, applied, kept over a reload, ordered with (TM, 390 px) @at-390', async ({
  page,
  request,
  baseURL,
}, info) => {
  await buyWithCode(page, request, baseURL!, 'tm', info);
});

test('a promo code on /cart-view: refused, applied, kept over a reload, ordered with (RU, 1280 px)', async ({
  page,
  request,
  baseURL,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'this flow runs at 1280 px');
  await buyWithCode(page, request, baseURL!, 'ru', info);
});

test('a promo code on /cart-view: refused, applied, kept over a reload, ordered with (EN, 390 px) @at-390', async ({
  page,
  request,
  baseURL,
}, info) => {
  await buyWithCode(page, request, baseURL!, 'en', info);
});
