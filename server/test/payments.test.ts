/**
 * Online card payment, the shopper's side (docs/adr/025): the card method in the
 * checkout's choices, a card order held for its payment, the payment calls through a gateway the
 * test controls (paid, declined then paid, 3-D Secure, timeouts, error codes, a mismatched amount,
 * replayed returns, another shopper's order) and paying on delivery instead. The sweep, expiry and
 * refunds: payments-sweep.test.ts; the simulator end to end: payments-simulator.test.ts.
 */
import { eq } from 'drizzle-orm';
import type { OrderDetail, OrderExtrasWire, OrderListWire } from '../src/contract/orders';
import type { Db } from '../src/db/client';
import { orders } from '../src/db/schema';
import { PaymentService } from '../src/services/payments/service';
import { startPayment } from '../src/services/payments/shopper';
import { MINUTE, outbox, TestClock } from './auth-helpers';
import { eventually, startTestApp, type TestApp } from './helpers';
import { newShopper, orderBody, orderCall, orderCode, placeWithCode, productsInStock, stockOf } from './order-helpers';
import {
  cardOrder,
  eventKinds,
  FakeGateway,
  HOLD_MS,
  mailsOf,
  payOnDelivery,
  readPay,
  startPay,
  withGateways,
} from './payment-helpers';

const ADMIN = 'payments-admin-token';
const clock = new TestClock();
const bank = new FakeGateway('halkbank');
const other = new FakeGateway('senagat');
let t: TestApp;
let stock: { id: number; price: number }[];
let next = 0;
const product = () => stock[next++ % stock.length];

beforeAll(async () => {
  t = await startTestApp({
    config: { now: clock.now, adminToken: ADMIN, paymentTimeoutMs: 300 },
    beforeReady: (app) => withGateways(app, bank, other),
  });
  stock = await productsInStock(t.database.db, 30);
});
afterAll(() => t.close());
beforeEach(() => {
  Object.assign(bank, { down: false, silent: false, registerRefusal: null, statusRefusal: null });
});

const staffOrder = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/admin/v1/orders/${id}`, headers: { 'x-admin-token': ADMIN } })).json();

describe('the checkout offers card payment', () => {
  it('lists the card method (online) and one type per enabled bank with its name and logo', async () => {
    const en = await orderCall<OrderExtrasWire>(t.app, 'GET', '/extras', { lng: 'EN' });
    const tm = await orderCall<OrderExtrasWire>(t.app, 'GET', '/extras', { lng: 'TM' });
    const ru = await orderCall<OrderExtrasWire>(t.app, 'GET', '/extras', { lng: 'RU' });
    expect(en.body.paymentMethods).toEqual([
      { code: 'on-delivery', name: 'On delivery' },
      // the test app's gateway setting is the demo's simulator: the checkout says so (docs/adr/026)
      { code: 'card', name: 'Online by card', online: true, demo: true },
    ]);
    expect(tm.body.paymentMethods[1].name).toBe('Onlaýn kart bilen');
    expect(ru.body.paymentMethods[1].name).toBe('Онлайн картой');
    expect(en.body.paymentTypes.filter((type) => type.method === 'card')).toEqual([
      { code: 'halkbank', method: 'card', name: 'Halkbank', logo: '/payments/halkbank.svg' },
      { code: 'senagat', method: 'card', name: 'Senagat', logo: '/payments/senagat.svg' },
    ]);
  });

  it('refuses a bank that is not enabled', async () => {
    const shopper = await newShopper(t.app, clock);
    const body = orderBody([product()], shopper.phone, { payment: { method: 'card', type: 'rysgal' } });
    const placed = await orderCall(t.app, 'POST', '', { shopper, body });
    expect(placed.status).toBe(400);
    expect(placed.body.code).toBe('orderOptionUnknown');
  });

  it('shows a card order waiting for its code as awaiting payment, with no hold yet', async () => {
    const shopper = await newShopper(t.app, clock);
    const body = orderBody([product()], shopper.phone, { payment: { method: 'card', type: 'senagat' } });
    const { placed } = await placeWithCode(t.app, shopper, body);
    const detail = await orderCall<OrderDetail>(t.app, 'GET', `/${placed.body.id}`, { shopper, lng: 'RU' });
    expect(detail.body.status).toBe('awaiting_code');
    expect(detail.body.payment).toEqual({
      method: 'card',
      type: 'senagat',
      name: 'Онлайн картой',
      typeName: 'Банк «Сенагат»',
      state: 'awaiting',
    });
    const refused = await startPay(t.app, shopper, placed.body.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('paymentClosed');
  });

  it('holds a confirmed card order for its payment: awaiting_payment, stock taken, hold for PAYMENT_HOLD_MINUTES', async () => {
    const shopper = await newShopper(t.app, clock);
    const chosen = product();
    const before = await stockOf(t.database.db, chosen.id);
    const order = await cardOrder(t.app, t.database.db, shopper, { product: chosen, count: 2 });
    expect(order.detail.status).toBe('awaiting_payment');
    expect(order.detail.payment).toEqual({
      method: 'card',
      type: 'halkbank',
      name: 'Online by card',
      typeName: 'Halkbank',
      state: 'awaiting',
      holdUntil: new Date(clock.now().getTime() + HOLD_MS).toISOString(),
    });
    expect(await stockOf(t.database.db, chosen.id)).toBe(before - 2);
    expect(await mailsOf(t.database.db, order.id)).toHaveLength(0);
    const list = await orderCall<OrderListWire>(t.app, 'GET', '', { shopper, lng: 'RU' });
    expect(list.body.rows[0].payment).toMatchObject({ method: 'card', name: 'Онлайн картой', state: 'awaiting' });
  });
});

describe('paying', () => {
  it('gives a twin that looked before the other registered the same form once it gets the lock, not a refusal', async () => {
    const shopper = await newShopper(t.app, clock);
    const order = await cardOrder(t.app, t.database.db, shopper);
    const [{ userId }] = await t.database.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, order.id));
    const registers = bank.calls.register;
    // The twin has looked (no attempt yet) and waits for the order's lock while the other request
    // registers at the bank and records the form: the two reads of a double click at their worst.
    let arrived!: () => void;
    let letIn!: () => void;
    const atLock = new Promise<void>((resolve) => (arrived = resolve));
    const gate = new Promise<void>((resolve) => (letIn = resolve));
    const db = t.database.db;
    const held = new Proxy(db, {
      get: (target, key, receiver) =>
        key === 'transaction'
          ? async (...args: Parameters<Db['transaction']>) => {
              arrived();
              await gate;
              return target.transaction(...args);
            }
          : Reflect.get(target, key, receiver),
    });
    const twin = startPayment(new PaymentService(held, t.app.payments.settings), {
      userId: userId!,
      id: order.id,
      lng: 'en',
    });
    await atLock;
    const first = await startPay(t.app, shopper, order.id);
    expect(first.body).toEqual({ formUrl: expect.stringContaining('mdOrder='), state: 'awaiting' });
    letIn();
    await expect(twin).resolves.toEqual(first.body);
    expect(bank.calls.register).toBe(registers + 1);
  });

  it('registers once, answers the open form again, and applies the paid state once however often the return comes', async () => {
    const shopper = await newShopper(t.app, clock);
    const order = await cardOrder(t.app, t.database.db, shopper);
    const registers = bank.calls.register;
    // A double click: one attempt, one form.
    const [first, twin] = await Promise.all([startPay(t.app, shopper, order.id), startPay(t.app, shopper, order.id)]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ formUrl: expect.stringContaining('mdOrder='), state: 'awaiting' });
    expect(twin.body).toEqual(first.body);
    const again = await startPay(t.app, shopper, order.id);
    expect(again.body.formUrl).toBe(first.body.formUrl);
    expect(bank.calls.register).toBe(registers + 1);
    const input = bank.orders.get(bank.last())?.input;
    expect(input).toMatchObject({
      orderNumber: expect.stringMatching(new RegExp(`^${order.id}-1-[0-9a-f]{8}$`)),
      amountMinor: Math.round(order.detail.total * 100),
      currency: 934,
      language: 'en',
      // back in the language paid in: EN pages live under /en
      returnUrl: expect.stringMatching(new RegExp(`[^/]/en/order/payment\\?order=${order.id}$`)),
    });
    expect((await readPay(t.app, shopper, order.id)).body.state).toBe('awaiting');

    bank.pay(bank.last());
    // Five returns at once (two tabs, a reload): one change, one e-mail.
    const answers = await Promise.all(Array.from({ length: 5 }, () => readPay(t.app, shopper, order.id)));
    for (const answer of answers) expect(answer.body.state).toBe('paid');
    expect(answers[0].body).toEqual({
      state: 'paid',
      bank: 'halkbank',
      bankName: 'Halkbank',
      amount: order.detail.total,
      currency: 'TMT',
      holdUntil: null,
      canRetry: false,
      canPayOnDelivery: false,
      delivery: { date: order.detail.delivery.date, time: order.detail.delivery.time },
    });
    expect((await eventKinds(t.database.db, order.id)).filter((kind) => kind === 'paid')).toHaveLength(1);
    const detail = await orderCall<OrderDetail>(t.app, 'GET', `/${order.id}`, { shopper });
    expect(detail.body.status).toBe('accepted');
    expect(detail.body.payment).toMatchObject({ state: 'paid' });
    expect(detail.body.payment.holdUntil).toBeUndefined();
    const paidAgain = await startPay(t.app, shopper, order.id);
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.body.code).toBe('paymentDone');
  });

  it('after a decline offers another attempt, which is then paid', async () => {
    const shopper = await newShopper(t.app, clock);
    const order = await cardOrder(t.app, t.database.db, shopper);
    await startPay(t.app, shopper, order.id);
    const firstAttempt = bank.last();
    bank.decline(firstAttempt, 116);
    const declined = await readPay(t.app, shopper, order.id, 'TM');
    expect(declined.body).toMatchObject({ state: 'declined', canRetry: true, canPayOnDelivery: true });
    expect(declined.body.holdUntil).toEqual(expect.any(String));
    const retry = await startPay(t.app, shopper, order.id);
    expect(retry.status).toBe(200);
    expect(bank.last()).not.toBe(firstAttempt);
    expect(bank.orders.get(bank.last())?.input.orderNumber).toMatch(new RegExp(`^${order.id}-2-[0-9a-f]{8}$`));
    expect(bank.orders.get(bank.last())?.input.language).toBe('en');
    bank.pay(bank.last());
    expect((await readPay(t.app, shopper, order.id)).body.state).toBe('paid');
    const staff = await staffOrder(order.id);
    expect(staff.payments.map((p: { state: string }) => p.state)).toEqual(['declined', 'paid']);
    expect(staff.payments[0].events).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'declined', actionCode: 116 })]),
    );
  });

  it("answers 'checking' while the shopper is on the 3-D Secure step, and does not register another attempt", async () => {
    const shopper = await newShopper(t.app, clock);
    const order = await cardOrder(t.app, t.database.db, shopper);
    const first = await startPay(t.app, shopper, order.id);
    bank.threeDs(bank.last());
    expect((await readPay(t.app, shopper, order.id)).body).toMatchObject({ state: 'checking', canRetry: false });
    const registers = bank.calls.register;
    const again = await startPay(t.app, shopper, order.id);
    expect(again.body.formUrl).toBe(first.body.formUrl);
    expect(bank.calls.register).toBe(registers);
  });
});

describe("the order's e-mail", () => {
  it.each([
    ['TM', 'Töleg: Halkbank arkaly kart bilen onlaýn tölendi'],
    ['RU', 'Оплата: оплачено онлайн картой через Халкбанк'],
    ['EN', 'Payment: paid online by card at Halkbank'],
  ])('says it was paid online by card at the bank (%s), once, after the payment', async (lng, line) => {
    const shopper = await newShopper(t.app, clock);
    const email = `card-${lng.toLowerCase()}@example.tm`;
    const body = orderBody([product()], shopper.phone, {
      payment: { method: 'card', type: 'halkbank' },
      recipient: { name: 'Aýna', surname: 'Orazowa', phone: `+${shopper.phone}`, email },
    });
    const placed = await orderCall<{ id: number }>(t.app, 'POST', '', { shopper, body, lng });
    const code = await orderCode(t.app, shopper.phone);
    await orderCall(t.app, 'POST', '/verify', { shopper, body: { id: placed.body.id, code }, lng });
    expect(await mailsOf(t.database.db, placed.body.id)).toHaveLength(0);
    await startPay(t.app, shopper, placed.body.id);
    bank.pay(bank.last());
    await Promise.all([readPay(t.app, shopper, placed.body.id), readPay(t.app, shopper, placed.body.id)]);
    const mails = await eventually(
      async () => (await outbox(t.app)).filter((row) => row.channel === 'email' && row.to === email),
      (rows) => rows.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(line);
    expect(await mailsOf(t.database.db, placed.body.id)).toHaveLength(1);
  });

  it('says an order is paid on delivery, and how', async () => {
    const shopper = await newShopper(t.app, clock);
    const email = 'cash-en@example.tm';
    const body = orderBody([product()], shopper.phone, {
      recipient: { name: 'Aýna', surname: 'Orazowa', phone: `+${shopper.phone}`, email },
    });
    const placed = await orderCall<{ id: number }>(t.app, 'POST', '', { shopper, body, lng: 'EN' });
    const code = await orderCode(t.app, shopper.phone);
    await orderCall(t.app, 'POST', '/verify', { shopper, body: { id: placed.body.id, code } });
    const mails = await eventually(
      async () => (await outbox(t.app)).filter((row) => row.channel === 'email' && row.to === email),
      (rows) => rows.length > 0,
    );
    expect(mails[0].text).toContain('Payment: on delivery (Cash)');
  });
});

describe('a gateway that fails', () => {
  it('down or slow when registering: 503 translated, the order and its stock untouched', async () => {
    const shopper = await newShopper(t.app, clock);
    const chosen = product();
    const order = await cardOrder(t.app, t.database.db, shopper, { product: chosen });
    const held = await stockOf(t.database.db, chosen.id);
    bank.silent = true;
    const slow = await startPay(t.app, shopper, order.id);
    expect(slow.status).toBe(503);
    expect(slow.body.code).toBe('paymentGatewayDown');
    expect(slow.body.message).toBe(
      "The bank's payment page cannot be reached now. Try again or choose to pay on delivery",
    );
    bank.silent = false;
    bank.down = true;
    const down = await orderCall(t.app, 'POST', `/${order.id}/payment`, { shopper, body: {}, key: null, lng: 'TM' });
    expect(down.status).toBe(503);
    expect(down.body.message).toMatch(/^Bankyň töleg sahypasy häzir açylmaýar/);
    const detail = await orderCall<OrderDetail>(t.app, 'GET', `/${order.id}`, { shopper });
    expect(detail.body.status).toBe('awaiting_payment');
    expect(await stockOf(t.database.db, chosen.id)).toBe(held);
    bank.down = false;
    expect((await startPay(t.app, shopper, order.id)).status).toBe(200);
    expect(bank.orders.get(bank.last())?.input.orderNumber).toMatch(new RegExp(`^${order.id}-3-[0-9a-f]{8}$`));
  });

  it("an unanswered status is 'checking', the order untouched; error codes are in staff's history", async () => {
    const shopper = await newShopper(t.app, clock);
    const order = await cardOrder(t.app, t.database.db, shopper);
    bank.registerRefusal = 5;
    expect((await startPay(t.app, shopper, order.id)).status).toBe(503);
    bank.registerRefusal = null;
    expect((await startPay(t.app, shopper, order.id)).status).toBe(200);
    bank.pay(bank.last());
    bank.silent = true;
    expect((await readPay(t.app, shopper, order.id)).body.state).toBe('checking');
    bank.silent = false;
    bank.statusRefusal = 7;
    expect((await readPay(t.app, shopper, order.id)).body.state).toBe('checking');
    const detail = await orderCall<OrderDetail>(t.app, 'GET', `/${order.id}`, { shopper });
    expect(detail.body.status).toBe('awaiting_payment');
    bank.statusRefusal = null;
    expect((await readPay(t.app, shopper, order.id)).body.state).toBe('paid');
    const staff = await staffOrder(order.id);
    expect(staff.payments[0].state).toBe('failed');
    expect(staff.payments[0].events[0]).toMatchObject({ kind: 'register_failed', note: expect.stringContaining('5') });
  });
});

describe('what the shop never believes', () => {
  it("another shopper's order is as unknown as a missing one", async () => {
    const owner = await newShopper(t.app, clock);
    const stranger = await newShopper(t.app, clock);
    const order = await cardOrder(t.app, t.database.db, owner);
    await startPay(t.app, owner, order.id);
    bank.pay(bank.last());
    for (const answer of [
      await startPay(t.app, stranger, order.id),
      await readPay(t.app, stranger, order.id),
      await payOnDelivery(t.app, stranger, order.id),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('orderNotFound');
    }
    // Nothing the stranger did applied the payment.
    expect((await eventKinds(t.database.db, order.id)).includes('paid')).toBe(false);
    expect((await readPay(t.app, owner, order.id)).body.state).toBe('paid');
  });

  it('money of another amount or currency is never paid: recorded for staff', async () => {
    const shopper = await newShopper(t.app, clock);
    const order = await cardOrder(t.app, t.database.db, shopper);
    await startPay(t.app, shopper, order.id);
    bank.pay(bank.last(), { amountMinor: 100 });
    expect((await readPay(t.app, shopper, order.id)).body.state).toBe('checking');
    bank.pay(bank.last(), { amountMinor: Math.round(order.detail.total * 100), currency: 840 });
    expect((await readPay(t.app, shopper, order.id)).body.state).toBe('checking');
    const detail = await orderCall<OrderDetail>(t.app, 'GET', `/${order.id}`, { shopper });
    expect(detail.body.status).toBe('awaiting_payment');
    expect((await startPay(t.app, shopper, order.id)).status).toBe(409);
    const staff = await staffOrder(order.id);
    expect(staff.payments[0].mismatch).toContain('840');
    expect(staff.payments[0].events.filter((e: { kind: string }) => e.kind === 'mismatch')).toHaveLength(2);
  });
});

describe('paying on delivery instead', () => {
  it("switches to the shop's pay-on-delivery method, closes the open attempt at the gateway, mails once", async () => {
    const shopper = await newShopper(t.app, clock);
    const chosen = product();
    const order = await cardOrder(t.app, t.database.db, shopper, { product: chosen });
    const held = await stockOf(t.database.db, chosen.id);
    await startPay(t.app, shopper, order.id);
    const attempt = bank.last();
    const switched = await payOnDelivery(t.app, shopper, order.id);
    expect(switched.status).toBe(200);
    expect(switched.body.status).toBe('accepted');
    expect(switched.body.payment).toEqual({
      method: 'on-delivery',
      type: 'cash',
      name: 'On delivery',
      typeName: 'Cash',
    });
    expect(bank.orders.get(attempt)?.state).toBe('reversed');
    expect(await stockOf(t.database.db, chosen.id)).toBe(held);
    expect((await payOnDelivery(t.app, shopper, order.id)).status).toBe(200);
    expect((await startPay(t.app, shopper, order.id)).body.code).toBe('paymentClosed');
  });

  it('is refused when paid, and when the hold ran out', async () => {
    const shopper = await newShopper(t.app, clock);
    const paid = await cardOrder(t.app, t.database.db, shopper);
    await startPay(t.app, shopper, paid.id);
    bank.pay(bank.last());
    const refused = await payOnDelivery(t.app, shopper, paid.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('paymentDone');
    clock.advance(2 * MINUTE);
    const late = await cardOrder(t.app, t.database.db, shopper);
    clock.advance(HOLD_MS + 1000);
    const expired = await payOnDelivery(t.app, shopper, late.id);
    expect(expired.status).toBe(409);
    expect(expired.body.code).toBe('paymentExpired');
    expect((await startPay(t.app, shopper, late.id)).body.code).toBe('paymentExpired');
    expect((await readPay(t.app, shopper, late.id)).body).toMatchObject({ canRetry: false, canPayOnDelivery: false });
  });
});
