/**
 * The gateway simulator acts like a bank toward strangers (docs/adr/026): its merchant
 * logins are generated per database and never in the source, it sends shoppers back only to the
 * shop's own return page, every bad field is a 400 (never a 500), and order numbers registered
 * beforehand by someone else do not block the shop's payments.
 */
import type { FastifyInstance } from 'fastify';
import { simulatorMerchants, type SimMerchants } from '../src/services/payments/simulator';
import { TestClock } from './auth-helpers';
import { startTestApp, type TestApp } from './helpers';
import { newShopper, productsInStock } from './order-helpers';
import { cardOrder, startPay } from './payment-helpers';
import { postForm } from './payment-gateway-helpers';

const clock = new TestClock();
const SHOP = 'https://shop.example.tm';
let t: TestApp;
let merchants: SimMerchants;
let numbers = 0;

const REGISTER = '/gateway-sim/payment/rest/register.do';

/** register.do with Halkbank's login and a valid order, `fields` changed. */
const register = (app: FastifyInstance, fields: Record<string, string> = {}) =>
  postForm(app, REGISTER, {
    ...merchants.halkbank,
    orderNumber: `abuse-${++numbers}`,
    amount: '100000',
    currency: '934',
    returnUrl: `${SHOP}/order/payment?order=5`,
    language: 'ru',
    description: 'Заказ №5',
    ...fields,
  });

beforeAll(async () => {
  t = await startTestApp({
    config: { now: clock.now, shopUrl: SHOP },
    beforeReady: (app) => {
      app.payments.settings.sweepMs = 0;
    },
  });
  merchants = await simulatorMerchants(t.database.db);
});
afterAll(() => t.close());

it('generates the merchant logins per database, and the old ones from the source answer Access denied', async () => {
  expect(merchants.halkbank.password).toMatch(/^[\w-]{32}$/);
  expect(new Set(Object.values(merchants).map((login) => login.password)).size).toBe(3);
  // read again (another process, a restart): the same logins
  expect(await simulatorMerchants(t.database.db)).toEqual(merchants);
  const old = await register(t.app, { userName: 'halkbank-shop', password: 'halkbank-simulator' });
  expect(old.json()).toEqual({ errorCode: '5', errorMessage: 'Access denied' });
  const ok = await register(t.app);
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toMatchObject({ orderId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

  const other = await startTestApp({ catalogue: null, config: { shopUrl: SHOP } });
  try {
    const theirs = await simulatorMerchants(other.database.db);
    expect(theirs.halkbank.password).not.toBe(merchants.halkbank.password);
  } finally {
    await other.close();
  }
});

it.each([
  ['another site', 'https://evil.example/order/payment?order=5'],
  ['another page of the shop', `${SHOP}/login?next=https://evil.example`],
  ['the shop under another scheme', 'http://shop.example.tm/order/payment?order=5'],
  ['a look-alike host', 'https://shop.example.tm.evil.example/order/payment'],
  ['a login in the URL', 'https://user@shop.example.tm/order/payment?order=5'],
])('refuses a return URL on %s with a 400', async (_what, url) => {
  for (const field of ['returnUrl', 'failUrl']) {
    const answer = await register(t.app, { [field]: url });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ errorCode: '4', errorMessage: "Return URL is not the merchant's return page" });
  }
});

it('takes the shop’s return page in each language', async () => {
  for (const page of ['/order/payment?order=5', '/ru/order/payment?order=5', '/en/order/payment?order=5&x=1']) {
    expect((await register(t.app, { returnUrl: `${SHOP}${page}` })).statusCode).toBe(200);
  }
});

it.each([
  ['a NUL byte in the description', { description: 'Order\u0000 5' }],
  ['a control character in the order number', { orderNumber: 'abuse\u0007' }],
  ['a line break in the return URL', { returnUrl: `${SHOP}/order/payment?order=5\r\nSet-Cookie: x=1` }],
  ['an over-long description', { description: 'x'.repeat(2001) }],
])('answers %s with a 400, never a 500', async (_what, fields) => {
  const answer = await register(t.app, fields);
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toMatchObject({ errorCode: '4' });
});

it('answers fields that are not text, and bad fields on the card form, with a 400', async () => {
  const json = await t.app.inject({
    method: 'POST',
    url: REGISTER,
    payload: { ...merchants.halkbank, orderNumber: ['1-1'], amount: { value: 1 }, returnUrl: `${SHOP}/order/payment` },
  });
  expect(json.statusCode).toBe(400);
  expect(json.json()).toEqual({ errorCode: '4', errorMessage: 'Field orderNumber is not text' });
  for (const url of ['getOrderStatusExtended.do', 'reverse.do', 'refund.do']) {
    const answer = await postForm(t.app, `/gateway-sim/payment/rest/${url}`, {
      ...merchants.halkbank,
      orderId: 'a\u0000',
    });
    expect(answer.statusCode).toBe(400);
  }
  const form = await postForm(t.app, '/gateway-sim/payment/form', { mdOrder: 'x', language: 'en', name: 'A\u0000' });
  expect(form.statusCode).toBe(400);
  expect(form.body).toContain('The form&#39;s data could not be read; nothing has changed.');
  const acs = await postForm(t.app, '/gateway-sim/payment/acs', {
    mdOrder: 'x',
    language: 'ru',
    code: '1'.repeat(3000),
  });
  expect(acs.statusCode).toBe(400);
  expect(acs.body).toContain('Данные формы не удалось прочитать');
});

it('starts the shopper’s payment although the order’s numbers {id}-1..3 were registered beforehand', async () => {
  const shopper = await newShopper(t.app, clock);
  const [product] = await productsInStock(t.database.db, 1);
  const order = await cardOrder(t.app, t.database.db, shopper, { bank: 'halkbank', product });
  for (const attempt of [1, 2, 3]) {
    const taken = await register(t.app, { orderNumber: `${order.id}-${attempt}` });
    expect(taken.json()).toMatchObject({ orderId: expect.any(String) });
  }
  const started = await startPay(t.app, shopper, order.id);
  expect(started.status).toBe(200);
  expect(started.body).toMatchObject({ state: 'awaiting', formUrl: expect.stringContaining('mdOrder=') });
});
