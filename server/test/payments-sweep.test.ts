/**
 * The payments' sweep, expiry and refunds (docs/adr/025): a payment whose shopper never
 * came back is read at the gateway; a hold that runs out unpaid cancels the order and returns its
 * stock once, and closes the attempt at the gateway (a late payment is given back); cancelling a
 * paid order reverses or refunds it once; two app instances on one database sweep as one.
 */
import { eq, inArray } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { OrderDetail, StaffOrderWire } from '../src/contract/orders';
import { orders } from '../src/db/schema';
import { MINUTE, outbox, TestClock } from './auth-helpers';
import { eventually, startTestApp, type TestApp } from './helpers';
import { newShopper, orderBody, orderCall, placeWithCode, productsInStock, stockOf } from './order-helpers';
import { cardOrder, eventKinds, FakeGateway, HOLD_MS, readPay, startPay, withGateways } from './payment-helpers';

const ADMIN = 'payments-sweep-admin';
const clock = new TestClock();
const bank = new FakeGateway('halkbank');
let t: TestApp;
let stock: { id: number; price: number }[];
let next = 0;
const product = () => stock[next++ % stock.length];

beforeAll(async () => {
  t = await startTestApp({
    config: { now: clock.now, adminToken: ADMIN, paymentTimeoutMs: 300 },
    beforeReady: (app) => withGateways(app, bank),
  });
  stock = await productsInStock(t.database.db, 30);
});
afterAll(() => t.close());
beforeEach(() => {
  Object.assign(bank, { down: false, silent: false, settled: false, reverseUnpaidRefused: false });
});

const statusOf = async (id: number) =>
  (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;

const cancel = (id: number) =>
  t.app.inject({
    method: 'PATCH',
    url: `/admin/v1/orders/${id}`,
    headers: { 'x-admin-token': ADMIN },
    payload: { status: 'cancelled' },
  });

describe('the sweep', () => {
  it('reads a payment whose shopper never came back, and applies it once', async () => {
    const shopper = await newShopper(t.app, clock);
    const order = await cardOrder(t.app, t.database.db, shopper, { product: product() });
    await startPay(t.app, shopper, order.id);
    bank.pay(bank.last());
    // Within the shopper's grace the sweep leaves it to the return page.
    await t.app.payments.sweep();
    expect(await statusOf(order.id)).toBe('awaiting_payment');
    clock.advance(3 * MINUTE);
    expect(await t.app.payments.sweep()).toMatchObject({ asked: 1 });
    expect(await statusOf(order.id)).toBe('accepted');
    expect((await readPay(t.app, shopper, order.id)).body.state).toBe('paid');
    expect((await eventKinds(t.database.db, order.id)).filter((kind) => kind === 'paid')).toHaveLength(1);
  });

  it('expires an unpaid order when its hold runs out: cancelled, stock back once, attempt closed at the gateway', async () => {
    const shopper = await newShopper(t.app, clock);
    const chosen = product();
    const before = await stockOf(t.database.db, chosen.id);
    const order = await cardOrder(t.app, t.database.db, shopper, { product: chosen, count: 3 });
    const never = await cardOrder(t.app, t.database.db, await newShopper(t.app, clock), { product: chosen });
    await startPay(t.app, shopper, order.id);
    const attempt = bank.last();
    expect(await stockOf(t.database.db, chosen.id)).toBe(before - 4);
    clock.advance(HOLD_MS + MINUTE);
    const reverses = bank.calls.reverse;
    await t.app.payments.sweep();
    await t.app.payments.sweep();
    expect(await statusOf(order.id)).toBe('cancelled');
    expect(await statusOf(never.id)).toBe('cancelled');
    expect(await stockOf(t.database.db, chosen.id)).toBe(before);
    expect(bank.orders.get(attempt)?.state).toBe('reversed');
    expect(bank.calls.reverse).toBe(reverses + 1);
    const read = await readPay(t.app, shopper, order.id);
    expect(read.body).toMatchObject({ state: 'expired', holdUntil: null, canRetry: false });
    expect((await startPay(t.app, shopper, order.id)).body.code).toBe('paymentExpired');
  });

  it('keeps the stock held while the gateway cannot say whether an expired hold was paid', async () => {
    const shopper = await newShopper(t.app, clock);
    const chosen = product();
    const order = await cardOrder(t.app, t.database.db, shopper, { product: chosen });
    await startPay(t.app, shopper, order.id);
    bank.pay(bank.last());
    clock.advance(HOLD_MS + MINUTE);
    bank.down = true;
    await t.app.payments.sweep();
    expect(await statusOf(order.id)).toBe('awaiting_payment');
    bank.down = false;
    clock.advance(3 * MINUTE);
    await t.app.payments.sweep();
    // Paid before the hold's end, read after it: the payment stands.
    expect(await statusOf(order.id)).toBe('accepted');
  });

  it('gives back a payment made after its order expired', async () => {
    const shopper = await newShopper(t.app, clock);
    const order = await cardOrder(t.app, t.database.db, shopper, { product: product() });
    await startPay(t.app, shopper, order.id);
    const attempt = bank.last();
    bank.reverseUnpaidRefused = true;
    clock.advance(HOLD_MS + MINUTE);
    await t.app.payments.sweep();
    expect(await statusOf(order.id)).toBe('cancelled');
    // The gateway would not close the open form, and the shopper paid on it late.
    bank.pay(attempt);
    clock.advance(5 * MINUTE);
    await t.app.payments.sweep();
    expect(bank.orders.get(attempt)?.state).toBe('reversed');
    expect((await readPay(t.app, shopper, order.id)).body.state).toBe('reversed');
    expect(await statusOf(order.id)).toBe('cancelled');
  });

  it('two app instances on one database sweep each payment once', async () => {
    const second = await buildApp({ database: t.database, config: t.config });
    withGateways(second, bank);
    await second.ready();
    try {
      const chosen = product();
      const before = await stockOf(t.database.db, chosen.id);
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) {
        const shopper = await newShopper(t.app, clock);
        const order = await cardOrder(t.app, t.database.db, shopper, { product: chosen });
        if (i % 2 === 0) await startPay(t.app, shopper, order.id);
        ids.push(order.id);
      }
      clock.advance(HOLD_MS + MINUTE);
      const reverses = bank.calls.reverse;
      const statuses = bank.calls.status;
      await Promise.all([t.app.payments.sweep(), second.payments.sweep(), t.app.payments.sweep()]);
      await Promise.all([t.app.payments.sweep(), second.payments.sweep()]);
      for (const id of ids) expect(await statusOf(id)).toBe('cancelled');
      expect(await stockOf(t.database.db, chosen.id)).toBe(before);
      expect(bank.calls.reverse - reverses).toBe(2);
      // Each open attempt read once before it expired, once more before its reversal.
      expect(bank.calls.status - statuses).toBe(4);
      for (const id of ids) {
        expect((await eventKinds(t.database.db, id)).filter((kind) => kind === 'expired').length).toBeLessThanOrEqual(
          1,
        );
      }
    } finally {
      await second.close();
    }
  });
});

describe('cancelling a paid order', () => {
  it('reverses it at the gateway once, however often staff cancel', async () => {
    const shopper = await newShopper(t.app, clock);
    const chosen = product();
    const before = await stockOf(t.database.db, chosen.id);
    const order = await cardOrder(t.app, t.database.db, shopper, { product: chosen });
    await startPay(t.app, shopper, order.id);
    bank.pay(bank.last());
    expect((await readPay(t.app, shopper, order.id)).body.state).toBe('paid');
    const calls = { ...bank.calls };
    const answers = await Promise.all([cancel(order.id), cancel(order.id), cancel(order.id)]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    await t.app.payments.sweep();
    expect(bank.calls.reverse - calls.reverse).toBe(1);
    expect(bank.calls.refund - calls.refund).toBe(0);
    expect(await stockOf(t.database.db, chosen.id)).toBe(before);
    const staff = (await cancel(order.id)).json() as StaffOrderWire;
    expect(staff.payments[0]).toMatchObject({ state: 'reversed', settle: null });
    expect(staff.payments[0].events.map((e) => e.kind)).toEqual(['registered', 'paid', 'refund_asked', 'reversed']);
    const detail = await orderCall<OrderDetail>(t.app, 'GET', `/${order.id}`, { shopper });
    expect(detail.body.payment.state).toBe('reversed');
  });

  it('refunds a settled payment once; a second refund is never asked', async () => {
    const shopper = await newShopper(t.app, clock);
    const order = await cardOrder(t.app, t.database.db, shopper, { product: product() });
    await startPay(t.app, shopper, order.id);
    const attempt = bank.last();
    bank.pay(attempt);
    await readPay(t.app, shopper, order.id);
    bank.settled = true;
    const calls = { ...bank.calls };
    // The gateway is down at first: the refund waits for the sweep.
    bank.down = true;
    expect((await cancel(order.id)).statusCode).toBe(200);
    bank.down = false;
    clock.advance(5 * MINUTE);
    await Promise.all([t.app.payments.sweep(), t.app.payments.sweep()]);
    clock.advance(5 * MINUTE);
    await t.app.payments.sweep();
    expect(bank.orders.get(attempt)?.state).toBe('refunded');
    expect(bank.calls.refund - calls.refund).toBe(1);
    expect((await cancel(order.id)).json()).toMatchObject({ status: 'cancelled' });
    expect(bank.calls.refund - calls.refund).toBe(1);
    expect((await readPay(t.app, shopper, order.id)).body.state).toBe('refunded');
  });

  it('a refund found done at the gateway (a process died before writing it) is not asked again', async () => {
    const shopper = await newShopper(t.app, clock);
    const order = await cardOrder(t.app, t.database.db, shopper, { product: product() });
    await startPay(t.app, shopper, order.id);
    const attempt = bank.last();
    bank.pay(attempt);
    await readPay(t.app, shopper, order.id);
    bank.silent = true;
    expect((await cancel(order.id)).statusCode).toBe(200);
    bank.silent = false;
    // As if the refund went through and the process died before writing it down.
    const found = bank.orders.get(attempt);
    if (found) found.state = 'refunded';
    const calls = { ...bank.calls };
    clock.advance(5 * MINUTE);
    await t.app.payments.sweep();
    expect(bank.calls.refund - calls.refund + bank.calls.reverse - calls.reverse).toBe(0);
    expect((await readPay(t.app, shopper, order.id)).body.state).toBe('refunded');
  });
});

describe('the shopper is told when the time to pay runs out', () => {
  /** The hold's end as a person in Ashgabat (UTC+5) reads it on a 24-hour clock. */
  const ashgabatTime = (at: Date) => new Date(at.getTime() + 5 * 3600_000).toISOString().slice(11, 16);

  it('by SMS when the order has no e-mail, by e-mail when it has one, once, in the order language', async () => {
    const bySms = await newShopper(t.app, clock);
    const smsOrder = await cardOrder(t.app, t.database.db, bySms, { product: product() });
    const byMail = await newShopper(t.app, clock);
    const chosen = product();
    const body = orderBody([chosen], byMail.phone, {
      recipient: { name: 'Aýna', surname: 'Orazowa', phone: `+${byMail.phone}`, email: 'ayna@example.com' },
      payment: { method: 'card', type: 'halkbank' },
    });
    const { placed, code } = await placeWithCode(t.app, byMail, body);
    await orderCall(t.app, 'POST', '/verify', { shopper: byMail, body: { id: placed.body.id, code } });
    // As if placed from the Russian pages: the order's messages speak its language.
    await t.database.db.update(orders).set({ lng: 'ru' }).where(eq(orders.id, placed.body.id));
    const holds = await t.database.db
      .select({ id: orders.id, hold: orders.paymentHoldUntil })
      .from(orders)
      .where(inArray(orders.id, [smsOrder.id, placed.body.id]));
    const holdOf = (id: number) => ashgabatTime(holds.find((row) => row.id === id)?.hold ?? new Date(0));
    clock.advance(HOLD_MS + MINUTE);
    await Promise.all([t.app.payments.sweep(), t.app.payments.sweep()]);
    await t.app.payments.sweep();
    expect(await statusOf(smsOrder.id)).toBe('cancelled');
    const sent = await eventually(
      () => outbox(t.app),
      (rows) =>
        rows.some((row) => row.to === `+${bySms.phone}` && row.text.includes('cancelled')) &&
        rows.some((row) => row.to === 'ayna@example.com'),
    );
    const sms = sent.filter((row) => row.to === `+${bySms.phone}` && row.text.includes('cancelled'));
    expect(sms).toHaveLength(1);
    expect(sms[0].text).toContain(`order No. ${smsOrder.id} was not paid and has been cancelled`);
    expect(sms[0].text).toContain(`ran out at ${holdOf(smsOrder.id)}`);
    const mail = sent.filter((row) => row.to === 'ayna@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain(`заказ №${placed.body.id} не был оплачен и отменён`);
    expect(mail[0].text).toContain(`истекло в ${holdOf(placed.body.id)}`);
  });
});
