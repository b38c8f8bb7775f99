/**
 * Paid money is reconciled (docs/adr/025 rule 7): a paid attempt is asked again at the
 * gateway on a schedule and before staff ship its order; money gone back or changed at the bank
 * puts the order on hold once, with one staff e-mail, however many processes look; money the bank
 * still holds changes nothing.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { StaffOrderListWire, StaffOrderWire } from '../src/contract/orders';
import { orderMails, orders, payments } from '../src/db/schema';
import { nextRecheck } from '../src/services/payments/recheck-schedule';
import { MINUTE, outbox, TestClock } from './auth-helpers';
import { eventually, startTestApp, type TestApp } from './helpers';
import { newShopper, productsInStock } from './order-helpers';
import { cardOrder, eventKinds, FakeGateway, readPay, startPay, withGateways } from './payment-helpers';

const ADMIN = 'payments-recheck-admin';
const STAFF = 'staff@shop.example';
const DAY = 24 * 60 * MINUTE;
const clock = new TestClock();
const bank = new FakeGateway('halkbank');
let t: TestApp;
let stock: { id: number; price: number }[];
let next = 0;

beforeAll(async () => {
  t = await startTestApp({
    config: { now: clock.now, adminToken: ADMIN, paymentTimeoutMs: 300, staffEmail: STAFF },
    beforeReady: (app) => withGateways(app, bank),
  });
  stock = await productsInStock(t.database.db, 20);
});
afterAll(() => t.close());
beforeEach(() => {
  Object.assign(bank, { down: false, silent: false, settled: false });
});

const statusOf = async (id: number) =>
  (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;

const staffMails = async (id: number) =>
  (await t.database.db.select().from(orderMails).where(eq(orderMails.orderId, id))).filter(
    (mail) => mail.kind === 'payment_problem',
  );

const move = (id: number, status: string, lng = 'en') =>
  t.app.inject({
    method: 'PATCH',
    url: `/admin/v1/orders/${id}`,
    headers: { 'x-admin-token': ADMIN, lng },
    payload: { status },
  });

/** A card order paid at the bank and read paid by the shop: its gateway order id. */
async function paidOrder(): Promise<{ id: number; attempt: string }> {
  const shopper = await newShopper(t.app, clock);
  const order = await cardOrder(t.app, t.database.db, shopper, { product: stock[next++ % stock.length] });
  await startPay(t.app, shopper, order.id);
  const attempt = bank.last();
  bank.pay(attempt);
  expect((await readPay(t.app, shopper, order.id)).body.state).toBe('paid');
  return { id: order.id, attempt };
}

const reverseAtBank = (attempt: string) => {
  const found = bank.orders.get(attempt);
  if (found) found.state = 'reversed';
};

describe('the schedule', () => {
  it('asks every 10 minutes for the first day, then daily, the last time at 30 days', () => {
    const paid = new Date('2026-12-01T10:00:00Z');
    const at = (ms: number) => new Date(paid.getTime() + ms);
    expect(nextRecheck(paid, paid)).toEqual(at(10 * MINUTE));
    expect(nextRecheck(paid, at(23 * 60 * MINUTE))).toEqual(at(23 * 60 * MINUTE + 10 * MINUTE));
    expect(nextRecheck(paid, at(DAY + MINUTE))).toEqual(at(2 * DAY + MINUTE));
    expect(nextRecheck(paid, at(29.5 * DAY))).toEqual(at(30 * DAY));
    expect(nextRecheck(paid, at(30 * DAY))).toBeNull();
  });

  it('a paid attempt is due 10 minutes after it was read paid, and an unchanged one is left as it was', async () => {
    const order = await paidOrder();
    const [row] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(row.recheckAt).toEqual(new Date(clock.now().getTime() + 10 * MINUTE));
    const asked = bank.calls.status;
    expect(await t.app.payments.recheck()).toMatchObject({ asked: 0 });
    expect(bank.calls.status).toBe(asked);
    clock.advance(11 * MINUTE);
    await t.app.payments.recheck();
    expect(bank.calls.status).toBeGreaterThan(asked);
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, row.id));
    expect(after).toMatchObject({ state: 'paid', mismatch: null, settle: null, claimedUntil: null });
    expect(after.recheckAt).toEqual(new Date(clock.now().getTime() + 10 * MINUTE));
    expect(await statusOf(order.id)).toBe('accepted');
    expect(await eventKinds(t.database.db, order.id)).toEqual(['registered', 'paid']);
    expect(await staffMails(order.id)).toHaveLength(0);
  });
});

describe('money gone back at the bank', () => {
  it('is found by the next scheduled check: the order on hold once, one staff e-mail, with two apps racing', async () => {
    const second = await buildApp({ database: t.database, config: t.config });
    withGateways(second, bank);
    await second.ready();
    try {
      const order = await paidOrder();
      reverseAtBank(order.attempt);
      clock.advance(11 * MINUTE);
      await Promise.all([t.app.payments.recheck(), second.payments.recheck(), t.app.payments.recheck()]);
      await Promise.all([t.app.payments.recheck(), second.payments.recheck()]);
      expect(await statusOf(order.id)).toBe('on_hold');
      expect((await eventKinds(t.database.db, order.id)).filter((kind) => kind === 'changed_at_gateway')).toHaveLength(
        1,
      );
      expect(await staffMails(order.id)).toHaveLength(1);
      const sent = await eventually(
        () => outbox(t.app),
        (rows) => rows.some((row) => row.to === STAFF && row.text.includes(`${order.id}`)),
      );
      expect(sent.filter((row) => row.to === STAFF && row.text.includes(`No. ${order.id} `))).toHaveLength(1);
      // Staff find it by its state, with the event in its history.
      const listed = await t.app.inject({
        method: 'GET',
        url: '/admin/v1/orders?status=on_hold',
        headers: { 'x-admin-token': ADMIN },
      });
      const row = (listed.json() as StaffOrderListWire).rows.find((found) => found.id === order.id);
      expect(row?.payments[0]).toMatchObject({ state: 'reversed' });
      expect(row?.payments[0].events.map((event) => event.kind)).toContain('changed_at_gateway');
      // No longer clean paid money: not asked again.
      const [held] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(held.recheckAt).toBeNull();
      clock.advance(11 * MINUTE);
      await t.app.payments.recheck();
      const [later] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(later.checkedAt).toEqual(held.checkedAt);
    } finally {
      await second.close();
    }
  });

  it('an amount changed at the bank (part refunded) puts the order on hold too', async () => {
    const order = await paidOrder();
    const found = bank.orders.get(order.attempt);
    if (found) found.amountMinor -= 100;
    clock.advance(11 * MINUTE);
    expect(await t.app.payments.recheck()).toMatchObject({ held: 1 });
    expect(await statusOf(order.id)).toBe('on_hold');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(row.mismatch).toContain('the gateway says paid');
  });
});

describe('marking an order shipped', () => {
  it('asks the bank first: money still there ships', async () => {
    const order = await paidOrder();
    const asked = bank.calls.status;
    const moved = await move(order.id, 'delivering');
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as StaffOrderWire).status).toBe('delivering');
    expect(bank.calls.status).toBe(asked + 1);
  });

  it('money gone back is refused with the translated reason, and the order goes on hold', async () => {
    const order = await paidOrder();
    reverseAtBank(order.attempt);
    const moved = await move(order.id, 'delivering', 'ru');
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'paymentChangedAtBank' });
    expect((moved.json() as { message: string }).message).toContain('приостановлен');
    expect(await statusOf(order.id)).toBe('on_hold');
    expect(await staffMails(order.id)).toHaveLength(1);
    // Staff cannot put it on the road from the hold; they settle it first (back to accepted) or cancel.
    expect((await move(order.id, 'delivering')).statusCode).toBe(409);
    expect(await statusOf(order.id)).toBe('on_hold');
    // Settled with the shopper (paid again, or on delivery): staff release it, and it ships unasked.
    const asked = bank.calls.status;
    expect((await move(order.id, 'accepted')).statusCode).toBe(200);
    expect((await move(order.id, 'delivering')).statusCode).toBe(200);
    expect(bank.calls.status).toBe(asked);
    // No other order goes back to accepted.
    expect((await move(order.id, 'accepted')).statusCode).toBe(409);
  });

  it('a bank that cannot be asked keeps the order where it was (503, never shipped unasked)', async () => {
    const order = await paidOrder();
    bank.down = true;
    const moved = await move(order.id, 'delivering');
    expect(moved.statusCode).toBe(503);
    expect(moved.json()).toMatchObject({ code: 'paymentRecheckDown' });
    expect(await statusOf(order.id)).toBe('accepted');
  });
});
