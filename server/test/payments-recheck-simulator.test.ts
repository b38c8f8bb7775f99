/**
 * Paid money reversed at the bank itself (docs/adr/025 rule 7), end to end through the
 * API's own gateway simulator: the shopper pays with a test card on its form, the shop reads it
 * paid, then the payment is reversed at the simulator with the merchant's login (as a bank's console
 * does it); the next scheduled check finds it and puts the order on hold, once.
 */
import { eq } from 'drizzle-orm';
import { orders, payments } from '../src/db/schema';
import { MINUTE, TestClock } from './auth-helpers';
import { startTestApp, type TestApp } from './helpers';
import { newShopper, productsInStock } from './order-helpers';
import { cardOrder, eventKinds, mailsOf, readPay, startPay } from './payment-helpers';

const clock = new TestClock();
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    config: { now: clock.now, adminToken: 'recheck-sim-admin', staffEmail: 'staff@shop.example' },
    beforeReady: (app) => {
      app.payments.settings.sweepMs = 0;
    },
  });
});
afterAll(() => t.close());

/** The shopper sends the simulator's card form with a test card that pays. */
async function payOnForm(formUrl: string) {
  const url = new URL(formUrl);
  const fields = { mdOrder: url.searchParams.get('mdOrder') ?? '', language: 'en', name: 'AYNA ORAZOWA' };
  const sent = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields, pan: '4111111111111111', expiry: '12/30', cvc: '123' }).toString(),
  });
  expect(sent.statusCode).toBe(303);
}

it('a paid order reversed at the simulator is put on hold by the next scheduled check, once', async () => {
  const shopper = await newShopper(t.app, clock);
  const [product] = await productsInStock(t.database.db, 1);
  const order = await cardOrder(t.app, t.database.db, shopper, { bank: 'halkbank', product });
  await payOnForm((await startPay(t.app, shopper, order.id)).body.formUrl);
  expect((await readPay(t.app, shopper, order.id)).body.state).toBe('paid');

  // Unchanged at the bank: the scheduled check leaves it as it is.
  clock.advance(11 * MINUTE);
  expect(await t.app.payments.recheck()).toEqual({ asked: 1, held: 0 });
  const [attempt] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
  expect(attempt.state).toBe('paid');

  const gateway = t.app.payments.gateways.get('halkbank');
  await gateway?.reverse(attempt.gatewayOrderId ?? '');
  clock.advance(11 * MINUTE);
  const rounds = await Promise.all([t.app.payments.recheck(), t.app.payments.recheck()]);
  expect(rounds[0]).toEqual({ asked: 1, held: 1 });
  clock.advance(11 * MINUTE);
  expect(await t.app.payments.recheck()).toEqual({ asked: 0, held: 0 });

  const [held] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
  expect(held.status).toBe('on_hold');
  expect((await eventKinds(t.database.db, order.id)).filter((kind) => kind === 'changed_at_gateway')).toHaveLength(1);
  expect((await mailsOf(t.database.db, order.id)).filter((mail) => mail.kind === 'payment_problem')).toHaveLength(1);
  expect((await readPay(t.app, shopper, order.id)).body.state).toBe('reversed');
});
