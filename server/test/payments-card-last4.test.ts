/**
 * The paying card's last 4 digits (docs/adr/025): the gateway names the card once it is paid
 * (getOrderStatusExtended.do's cardAuthInfo.pan, '411111**1111'); the shop keeps its last 4 digits
 * on the attempt and shows them in the order's e-mail, to the shopper who owns the order and to
 * staff. A bank that names no card, or names it in a way the shop cannot read, pays the same.
 */
import { eq } from 'drizzle-orm';
import type { OrderDetail, StaffOrderWire } from '../src/contract/orders';
import { payments, paymentSimOrders } from '../src/db/schema';
import { rbsGateway, type Fetcher } from '../src/services/payments/rbs-client';
import { simStatusAnswer } from '../src/services/payments/simulator';
import { outbox, TestClock } from './auth-helpers';
import { eventually, startTestApp, type TestApp } from './helpers';
import { newShopper, orderBody, orderCall, orderCode, productsInStock, type Shopper } from './order-helpers';
import { payAtForm } from './payment-gateway-helpers';
import { readPay, startPay, withGateways } from './payment-helpers';

const ADMIN = 'card-last4-admin';
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

/** A card order at `bank`, with an e-mail address, placed and confirmed in `lng`. */
async function mailedCardOrder(shopper: Shopper, lng: string, bank: string) {
  const [product] = await productsInStock(t.database.db, 1);
  const email = `last4-${bank}-${shopper.phone}@example.tm`;
  const body = orderBody([product], shopper.phone, {
    payment: { method: 'card', type: bank },
    recipient: { name: 'Aýna', surname: 'Orazowa', phone: `+${shopper.phone}`, email },
  });
  const placed = await orderCall<{ id: number }>(t.app, 'POST', '', { shopper, body, lng });
  const code = await orderCode(t.app, shopper.phone);
  const verified = await orderCall(t.app, 'POST', '/verify', { shopper, body: { id: placed.body.id, code }, lng });
  expect(verified.status).toBe(200);
  return { id: placed.body.id, email };
}

const mailTo = (email: string) =>
  eventually(
    async () => (await outbox(t.app)).filter((row) => row.channel === 'email' && row.to === email),
    (rows) => rows.length > 0,
  );

const storedLast4 = async (orderId: number) =>
  (await t.database.db.select().from(payments).where(eq(payments.orderId, orderId))).map((row) => row.cardLast4);

/** The simulator's getOrderStatusExtended.do answer for the order's newest attempt, as a bank answers it. */
async function simulatorAnswer(orderId: number) {
  const [attempt] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  const [simulated] = await t.database.db
    .select()
    .from(paymentSimOrders)
    .where(eq(paymentSimOrders.id, attempt.gatewayOrderId ?? ''));
  return simStatusAnswer(simulated) as { cardAuthInfo?: { pan?: string; maskedPan?: string } };
}

const staffOrder = (id: number, token = ADMIN) =>
  t.app.inject({ method: 'GET', url: `/admin/v1/orders/${id}`, headers: { 'x-admin-token': token } });

describe('a card paid at the simulator', () => {
  it.each([
    ['TM', 'Töleg: Halkbank arkaly •••• 1111 kart bilen onlaýn tölendi'],
    ['RU', 'Оплата: оплачено онлайн картой •••• 1111 через Халкбанк'],
    ['EN', 'Payment: paid online by card •••• 1111 at Halkbank'],
  ])('keeps 1111 for 4111 1111 1111 1111 and names it in the e-mail (%s)', async (lng, line) => {
    const shopper = await newShopper(t.app, clock);
    const order = await mailedCardOrder(shopper, lng, 'halkbank');
    const form = await startPay(t.app, shopper, order.id);
    await payAtForm(t.app, form.body.formUrl, '4111111111111111');
    expect((await readPay(t.app, shopper, order.id)).body.state).toBe('paid');
    expect(await storedLast4(order.id)).toEqual(['1111']);
    expect((await simulatorAnswer(order.id)).cardAuthInfo?.pan).toBe('411111**1111');
    const mails = await mailTo(order.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(line);
    expect(mails[0].text).not.toContain('411111');
  });

  it('shows the digits to the owning shopper and to staff, and to nobody else', async () => {
    const shopper = await newShopper(t.app, clock);
    const order = await mailedCardOrder(shopper, 'EN', 'senagat');
    await payAtForm(t.app, (await startPay(t.app, shopper, order.id)).body.formUrl, '4111111111111111');
    expect((await readPay(t.app, shopper, order.id)).body.state).toBe('paid');

    const own = await orderCall<OrderDetail>(t.app, 'GET', `/${order.id}`, { shopper });
    expect(own.status).toBe(200);
    expect(own.body.payment).toMatchObject({ state: 'paid', cardLast4: '1111' });
    const listed = await orderCall<{ rows: OrderDetail[] }>(t.app, 'GET', '', { shopper });
    expect(listed.body.rows.find((row) => row.id === order.id)?.payment.cardLast4).toBe('1111');

    const stranger = await newShopper(t.app, clock);
    const foreign = await orderCall(t.app, 'GET', `/${order.id}`, { shopper: stranger });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('1111');
    const anonymous = await orderCall(t.app, 'GET', `/${order.id}`);
    expect(anonymous.status).toBe(401);

    const staff = await staffOrder(order.id);
    expect(staff.statusCode).toBe(200);
    expect((staff.json() as StaffOrderWire).payments.map((attempt) => attempt.cardLast4)).toEqual(['1111']);
    const list = await t.app.inject({ url: '/admin/v1/orders', headers: { 'x-admin-token': ADMIN } });
    const row = (list.json() as { rows: StaffOrderWire[] }).rows.find((candidate) => candidate.id === order.id);
    expect(row?.payments[0].cardLast4).toBe('1111');
    expect((await staffOrder(order.id, 'not-the-token')).statusCode).toBe(401);
  });

  it('names no card for a declined attempt', async () => {
    const shopper = await newShopper(t.app, clock);
    const order = await mailedCardOrder(shopper, 'EN', 'rysgal');
    await payAtForm(t.app, (await startPay(t.app, shopper, order.id)).body.formUrl, '4000000000000002');
    expect((await readPay(t.app, shopper, order.id)).body.state).toBe('declined');
    expect(await storedLast4(order.id)).toEqual([null]);
    // The card was typed, so the bank shows it masked, but no money was taken with it: no pan.
    expect((await simulatorAnswer(order.id)).cardAuthInfo).toEqual({ maskedPan: '400000**0002' });
    const own = await orderCall<OrderDetail>(t.app, 'GET', `/${order.id}`, { shopper });
    expect(own.body.payment.cardLast4).toBeUndefined();
  });
});

/**
 * A bank speaking RBS whose status answer names the card as `cardAuthInfo` (or leaves it out when
 * undefined): the shop's real client reads it.
 */
function bankAnswering(cardAuthInfo: unknown): Fetcher {
  const registered = new Map<string, number>();
  return async (url, init) => {
    const params = new URLSearchParams(init.body);
    const answer = (body: unknown) => ({ status: 200, text: async () => JSON.stringify(body) });
    if (url.endsWith('/register.do')) {
      const orderId = `md-${params.get('orderNumber')}`;
      registered.set(orderId, Number(params.get('amount')));
      return answer({ orderId, formUrl: `https://bank.example.tm/form?mdOrder=${orderId}` });
    }
    if (url.endsWith('/getOrderStatusExtended.do')) {
      const orderId = params.get('orderId') ?? '';
      return answer({
        errorCode: '0',
        orderStatus: 2,
        amount: registered.get(orderId),
        currency: '934',
        ...(cardAuthInfo === undefined ? {} : { cardAuthInfo }),
      });
    }
    return answer({ errorCode: '7', errorMessage: 'System error' });
  };
}

/** Halkbank through the shop's real RBS client, its status answers naming the card as `cardAuthInfo`. */
const bankNaming = (cardAuthInfo: unknown) =>
  rbsGateway({
    bank: 'halkbank',
    baseUrl: 'https://bank.example.tm/payment/rest/',
    userName: 'shop',
    password: 'secret',
    timeoutMs: 5000,
    fetcher: bankAnswering(cardAuthInfo),
  });

describe('a bank that names the card otherwise', () => {
  it.each([
    ['leaves cardAuthInfo out', undefined],
    ['answers an empty cardAuthInfo', {}],
    ['answers cardAuthInfo null', null],
    ['answers a pan of letters', { pan: 'hidden' }],
    ['answers a pan cut short', { pan: '411111**11' }],
    ['answers a pan as a number', { pan: 4111 }],
    ['answers a pan of an absurd length', { pan: `${'*'.repeat(60)}1111` }],
  ])('%s: the order is paid and accepted, with no card stored or shown', async (_case, cardAuthInfo) => {
    withGateways(t.app, bankNaming(cardAuthInfo));
    const shopper = await newShopper(t.app, clock);
    const order = await mailedCardOrder(shopper, 'EN', 'halkbank');
    expect((await startPay(t.app, shopper, order.id)).status).toBe(200);
    expect((await readPay(t.app, shopper, order.id)).body.state).toBe('paid');
    expect(await storedLast4(order.id)).toEqual([null]);
    const mails = await mailTo(order.email);
    expect(mails[0].text).toContain('Payment: paid online by card at Halkbank');
    const own = await orderCall<OrderDetail>(t.app, 'GET', `/${order.id}`, { shopper });
    expect(own.body).toMatchObject({ status: 'accepted', payment: { state: 'paid' } });
    expect(own.body.payment.cardLast4).toBeUndefined();
    expect((await staffOrder(order.id)).json().payments[0].cardLast4).toBeNull();
  });

  it.each([
    ['pan', { pan: '411111**1234' }],
    ['maskedPan alone (an older answer)', { maskedPan: '5555 55** **** 4444' }],
  ])('reads the last 4 digits from %s', async (_case, cardAuthInfo) => {
    const gateway = bankNaming(cardAuthInfo);
    const registered = await gateway.register({
      orderNumber: '7-1-abcdef01',
      amountMinor: 100,
      currency: 934,
      returnUrl: 'https://shop.example.tm/order/payment?order=7',
      failUrl: 'https://shop.example.tm/order/payment?order=7',
      language: 'en',
      description: 'Order 7',
    });
    const status = await gateway.status(registered.gatewayOrderId);
    expect(status.cardLast4).toBe('pan' in cardAuthInfo ? '1234' : '4444');
  });
});
