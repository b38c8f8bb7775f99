/**
 * Card payment end to end through the API's own gateway simulator (PAYMENT_GATEWAY=simulator, the
 * default; docs/adr/025): the shop registers at the simulator, the shopper fills in its
 * card form with the test cards and is sent back, the shop reads the state; a decline, a retry, and
 * staff's cancel giving the money back.
 */
import type { OrderExtrasWire, StaffOrderWire } from '../src/contract/orders';
import { TestClock } from './auth-helpers';
import { startTestApp, type TestApp } from './helpers';
import { newShopper, orderCall, productsInStock, stockOf } from './order-helpers';
import { cardOrder, readPay, startPay } from './payment-helpers';

const ADMIN = 'payments-sim-admin';
const clock = new TestClock();
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    config: { now: clock.now, adminToken: ADMIN },
    beforeReady: (app) => {
      app.payments.settings.sweepMs = 0;
    },
  });
});
afterAll(() => t.close());

/** The shopper at the simulator's card form: the form's page, then the card sent. */
async function payWithCard(formUrl: string, pan: string) {
  const url = new URL(formUrl);
  const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('4111 1111 1111 1111');
  const sent = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      mdOrder: url.searchParams.get('mdOrder') ?? '',
      language: url.searchParams.get('language') ?? 'en',
      pan,
      expiry: '12/30',
      cvc: '123',
      name: 'AYNA ORAZOWA',
    }).toString(),
  });
  expect(sent.statusCode).toBe(303);
  return String(sent.headers.location);
}

it('offers the simulated banks, takes a declined card then a paid one, and gives the money back on cancel', async () => {
  const extras = await orderCall<OrderExtrasWire>(t.app, 'GET', '/extras');
  expect(extras.body.paymentTypes.filter((type) => type.method === 'card').map((type) => type.code)).toEqual([
    'halkbank',
    'senagat',
    'rysgal',
  ]);
  const shopper = await newShopper(t.app, clock);
  const [product] = await productsInStock(t.database.db, 1);
  const before = await stockOf(t.database.db, product.id);
  const order = await cardOrder(t.app, t.database.db, shopper, { bank: 'senagat', product });
  expect(await stockOf(t.database.db, product.id)).toBe(before - 1);

  const first = await startPay(t.app, shopper, order.id);
  expect(first.status).toBe(200);
  const back = await payWithCard(first.body.formUrl, '4000000000000002');
  expect(back).toMatch(new RegExp(`/order/payment\\?order=${order.id}`));
  expect((await readPay(t.app, shopper, order.id)).body).toMatchObject({ state: 'declined', canRetry: true });

  const second = await startPay(t.app, shopper, order.id);
  expect(second.body.formUrl).not.toBe(first.body.formUrl);
  await payWithCard(second.body.formUrl, '4111111111111111');
  // The return, replayed: applied once.
  const reads = await Promise.all([readPay(t.app, shopper, order.id), readPay(t.app, shopper, order.id)]);
  for (const read of reads) expect(read.body).toMatchObject({ state: 'paid', bank: 'senagat', currency: 'TMT' });
  // the day and hour chosen at the checkout, which the paid page repeats
  expect(reads[0].body.delivery).toEqual({
    date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    time: expect.stringMatching(/^\d{2}:\d{2}$/),
  });

  const cancelled = await t.app.inject({
    method: 'PATCH',
    url: `/admin/v1/orders/${order.id}`,
    headers: { 'x-admin-token': ADMIN },
    payload: { status: 'cancelled' },
  });
  expect(cancelled.statusCode).toBe(200);
  const staff = cancelled.json() as StaffOrderWire;
  expect(staff.payments.map((payment) => payment.state)).toEqual(['declined', 'reversed']);
  expect(staff.payments[1].events.map((event) => event.kind)).toEqual([
    'registered',
    'paid',
    'refund_asked',
    'reversed',
  ]);
  expect(await stockOf(t.database.db, product.id)).toBe(before);
  expect((await readPay(t.app, shopper, order.id)).body.state).toBe('reversed');
});
