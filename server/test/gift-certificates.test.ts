/**
 * Gift certificates (docs/adr/031): issued once when their order is paid (by card, or delivered
 * and paid in cash), whatever retries; spent at confirmation under the certificate's row lock (two
 * orders at once never spend past the balance), in part (the card pays only the rest) or in full
 * (no card form); given back once by a cancel (staff's, twice; the payments' sweep); refused when it
 * expired between placing and confirming; tampered bodies; the balance check and its guess limit;
 * the order's certificate line; staff's list. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type {
  GiftBalanceWire,
  GiftPreviewWire,
  OwnGiftListWire,
  StaffGiftListWire,
} from '../src/contract/gift-certificates';
import { giftCodeKey } from '../src/contract/gift-rules';
import type { CartCheckWire, OrderDetail, PlaceOrderBody } from '../src/contract/orders';
import {
  giftCertificateUses,
  giftCertificates,
  groupItems,
  orderMails,
  orders,
  products,
  promoCodes,
} from '../src/db/schema';
import { messageWith } from '../src/lib/messages';
import { formatAmount } from '../src/contract/price-format';
import { messengersFrom } from '../src/services/messaging/code-delivery';
import { GIFT_GUESSES_PER_ADDRESS, giftCodeHash } from '../src/services/gift-certificates/codes';
import { issueCertificates } from '../src/services/gift-certificates/issue';
import { sendOrderMails } from '../src/services/orders/mail';
import { call as authCall, HOUR, MINUTE, outbox, TestClock } from './auth-helpers';
import { eventually, startTestApp, TEST_NOW, TEST_PRODUCTS, type TestApp } from './helpers';
import { generateCatalogue } from '../src/sample/generate';
import {
  newIp,
  newPhone,
  newShopper,
  orderBody,
  orderCall,
  placeWithCode,
  stockOf,
  type Shopper,
} from './order-helpers';
import { advancePast, FakeGateway, HOLD_MS, readPay, startPay, withGateways } from './payment-helpers';

const ADMIN = 'gift-admin-token';
const machine = { 'x-admin-token': ADMIN };
const clock = new TestClock();
const bank = new FakeGateway('halkbank');
let t: TestApp;

type Goods = { id: number; price: number };
/** Products with stock, not on the weekly discount, priced 200-3 000 TMT. */
let goods: Goods[] = [];
/** The sample's certificate products: 100, 500 and 1 000 TMT (the first with a stock of 0). */
let certificates: Goods[] = [];
/** An order whose certificates the tests' own certificates hang on (they need an order). */
let sourceOrder = 0;
let serial = 0;

const pickup = { method: 'pickup', type: 'ashgabat-centre', date: '2026-11-20', time: '10:00' };
const cents = (tmt: number) => Math.round(tmt * 100);

beforeAll(async () => {
  t = await startTestApp({
    config: { now: clock.now, adminToken: ADMIN, paymentTimeoutMs: 300, codeSendsPerAddress: 10_000 },
    // The sample as the shop seeds it: with the gift certificates' category and products.
    catalogue: generateCatalogue({ products: TEST_PRODUCTS, now: TEST_NOW, giftCertificates: true }),
    beforeReady: (app) => withGateways(app, bank),
  });
  const db = t.database.db;
  const weekly = new Set((await db.select().from(groupItems)).map((row) => row.itemId));
  const rows = await db
    .select({ id: products.id, price: products.price, stock: products.stock, gift: products.giftCertificate })
    .from(products);
  rows.sort((a, b) => a.price - b.price || a.id - b.id);
  goods = rows.filter(
    (row) => !row.gift && !weekly.has(row.id) && row.stock >= 20 && row.price >= 200 && row.price <= 3000,
  );
  certificates = rows.filter((row) => row.gift).map((row) => ({ id: row.id, price: row.price }));
  expect(certificates.map((row) => row.price)).toEqual([100, 500, 1000]);
  expect(rows.filter((row) => row.gift && weekly.has(row.id))).toEqual([]);
  // A catalogue may say a certificate has no stock: it is sold all the same, since it has none to take.
  await db.update(products).set({ stock: 0 }).where(eq(products.id, certificates[0].id));
  sourceOrder = (await buyCertificates(await newShopper(t.app, clock), [{ ...certificates[0] }])).orderId;
});
afterAll(() => t.close());

const staffOrderOf = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/admin/v1/orders/${id}`, headers: machine })).json() as {
    payments: { state: string; amount: number }[];
  };

const staffMove = (id: number, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/admin/v1/orders/${id}`, headers: machine, payload: { status } });

const verify = (shopper: Shopper, id: number, code: string, lng = 'EN') =>
  orderCall<OrderDetail & { code?: string; message?: string }>(t.app, 'POST', '/verify', {
    shopper,
    lng,
    body: { id, code },
  });

/** Places and confirms an order; answers the confirmation. */
async function buy(shopper: Shopper, body: PlaceOrderBody) {
  const { placed, code } = await placeWithCode(t.app, shopper, body);
  return verify(shopper, placed.body.id, code);
}

/** A cash order of certificate lines, confirmed, delivered (so paid) by staff. */
async function buyCertificates(
  shopper: Shopper,
  lines: (Goods & { count?: number; gift?: { to?: string; note?: string } })[],
) {
  const body = orderBody(lines, newPhone(), { delivery: pickup });
  body.lines = body.lines.map((line, index) => ({
    ...line,
    ...(lines[index].gift ? { gift: lines[index].gift } : {}),
  }));
  const confirmed = await buy(shopper, body);
  if (confirmed.status !== 200) throw new Error(`buy ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  for (const status of ['delivering', 'delivered'])
    expect((await staffMove(confirmed.body.id, status)).statusCode).toBe(200);
  return { orderId: confirmed.body.id, body };
}

/** A certificate of `value` TMT with a known code, hung on the source order. */
async function makeCertificate(value: number, options: { expiresAt?: Date } = {}) {
  serial += 1;
  // Digits spelled in letters of the alphabet: each test's code is its own.
  const code = `CERT${String(serial)
    .padStart(4, '0')
    .replace(/\d/g, (digit) => 'ABCDEFGHJK'[Number(digit)])}MNPQRSTU`;
  const key = giftCodeKey(code)!;
  const [row] = await t.database.db
    .insert(giftCertificates)
    .values({
      codeHash: giftCodeHash(key),
      last4: key.slice(-4),
      value,
      balance: value,
      orderId: sourceOrder,
      position: 1000 + serial,
      unit: 0,
      productId: certificates[0].id,
      buyerId: null,
      recipient: '+99365000000',
      issuedAt: clock.now(),
      expiresAt: options.expiresAt ?? new Date(clock.now().getTime() + 365 * 24 * HOUR),
    })
    .returning();
  return { row, code: `${key.slice(0, 4)} ${key.slice(4, 8).toLowerCase()}-${key.slice(8)}` };
}

async function certificate(id: number) {
  const [row] = await t.database.db.select().from(giftCertificates).where(eq(giftCertificates.id, id));
  return row;
}

async function usesOf(id: number) {
  return t.database.db.select().from(giftCertificateUses).where(eq(giftCertificateUses.giftCertificateId, id));
}

const cardBody = (lines: Goods[], gift: string, method: 'card' | 'on-delivery' = 'card') =>
  orderBody(lines, newPhone(), {
    delivery: pickup,
    payment: method === 'card' ? { method: 'card', type: 'halkbank' } : { method: 'on-delivery', type: 'cash' },
    giftCertificate: gift,
  });

describe('issuing', () => {
  it('issues one certificate per unit once the order is paid, once however often, and sends each code once', async () => {
    const shopper = await newShopper(t.app, clock);
    const friend = newPhone();
    const stockBefore = await stockOf(t.database.db, certificates[1].id);
    const { orderId } = await buyCertificates(shopper, [
      { ...certificates[1], count: 2, gift: { to: `+${friend}`, note: 'Doglan günüň gutly bolsun!' } },
    ]);
    const rows = await t.database.db.select().from(giftCertificates).where(eq(giftCertificates.orderId, orderId));
    expect(rows.map((row) => [row.value, row.balance, row.unit, row.recipient])).toEqual([
      [500, 500, 0, `+${friend}`],
      [500, 500, 1, `+${friend}`],
    ]);
    expect(rows[0].expiresAt.getTime() - rows[0].issuedAt.getTime()).toBeGreaterThanOrEqual(365 * 24 * HOUR);
    // No stock was taken: a certificate has none.
    expect(await stockOf(t.database.db, certificates[1].id)).toBe(stockBefore);

    // A retry of the paying step (another path, another process) issues nothing more.
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(await t.database.db.transaction((tx) => issueCertificates(tx, order, clock.now()))).toBe(0);
    expect((await staffMove(orderId, 'delivered')).statusCode).toBe(200);
    // The codes go to the recipient at once, not with the next sweep of the order mails.
    const sms = await eventually(
      async () => (await outbox(t.app)).filter((message) => message.to === `+${friend}`),
      (found) => found.length === 2,
    );
    expect(sms).toHaveLength(2);
    const mails = await eventually(
      () =>
        t.database.db
          .select()
          .from(orderMails)
          .where(and(eq(orderMails.orderId, orderId), eq(orderMails.kind, 'gift_certificate'))),
      (found) => found.length === 2 && found.every((mail) => mail.sentAt !== null),
    );
    // The code is stored as its hash only; the message carries it, grouped, and then it is gone.
    expect(mails.map((mail) => mail.secret)).toEqual([null, null]);
    const codes = sms.map((message) =>
      /\b([A-HJ-NP-Z2-9]{4})-([A-HJ-NP-Z2-9]{4})-([A-HJ-NP-Z2-9]{4})-([A-HJ-NP-Z2-9]{4})\b/
        .exec(message.text)!
        .slice(1)
        .join(''),
    );
    expect(new Set(codes).size).toBe(2);
    for (const code of codes) {
      expect(rows.some((row) => row.codeHash === giftCodeHash(code) && row.last4 === code.slice(-4))).toBe(true);
      expect(JSON.stringify(rows)).not.toContain(code);
    }
    expect(sms.every((message) => message.text.includes('500 TMT'))).toBe(true);
    expect(sms[0].text).toContain('Doglan günüň gutly bolsun!');
    // Sent once: the sweep finds nothing more to send.
    await sendOrderMails(t.database.db, messengersFrom(t.database.db, t.config), clock.now, [orderId]);
    expect((await outbox(t.app)).filter((message) => message.to === `+${friend}`)).toHaveLength(2);

    // The buyer's own list has them (last 4 only), the public balance check reads one.
    const own = await call<OwnGiftListWire>('GET', '/client/v4/gift-certificates', { shopper });
    expect(own.body.rows.filter((row) => row.orderId === orderId)).toHaveLength(2);
    expect(JSON.stringify(own.body)).not.toContain(codes[0]);
    const balance = await call<GiftBalanceWire>('POST', '/client/v4/gift-certificates/balance', {
      body: { code: codes[0].toLowerCase().match(/.{4}/g)!.join(' ') },
    });
    expect(balance.body).toEqual({ balance: 500, currency: 'TMT', expiresAt: rows[0].expiresAt.toISOString() });
  });

  it('issues on the card payment, once however many returns come, and its code goes to the buyer', async () => {
    const shopper = await newShopper(t.app, clock);
    const body = orderBody([certificates[0]], newPhone(), {
      delivery: pickup,
      payment: { method: 'card', type: 'halkbank' },
      recipient: { name: 'Aýna', surname: 'Orazowa', phone: `+${newPhone()}`, email: `gift${++serial}@example.com` },
    });
    const confirmed = await buy(shopper, body);
    expect(confirmed.body.status).toBe('awaiting_payment');
    expect((await startPay(t.app, shopper, confirmed.body.id)).status).toBe(200);
    bank.pay(bank.last());
    const answers = await Promise.all(Array.from({ length: 4 }, () => readPay(t.app, shopper, confirmed.body.id)));
    expect(answers.map((answer) => answer.body.state)).toEqual(['paid', 'paid', 'paid', 'paid']);
    const rows = await t.database.db
      .select()
      .from(giftCertificates)
      .where(eq(giftCertificates.orderId, confirmed.body.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].recipient).toBe(body.recipient.email);
    const mail = await eventually(
      async () => (await outbox(t.app)).filter((message) => message.to === body.recipient.email),
      (found) => found.some((message) => message.subject === messageWith('giftMailSubject', 'en', { value: '100' })),
    );
    expect(mail.some((message) => message.text.includes(`-${rows[0].last4}.`))).toBe(true);
  });
});

describe('paying with a certificate', () => {
  it('pays in full: no card form, the payment reads paid, the balance falls by the total', async () => {
    const { row, code } = await makeCertificate(5000);
    const shopper = await newShopper(t.app, clock);
    const confirmed = await buy(shopper, cardBody([goods[0]], code));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('accepted');
    expect(confirmed.body.payment.state).toBe('paid');
    expect(confirmed.body.giftCertificate).toEqual({ last4: row.last4, amount: goods[0].price, due: 0 });
    expect((await startPay(t.app, shopper, confirmed.body.id)).body.code).toBe('paymentClosed');
    expect(cents((await certificate(row.id)).balance)).toBe(cents(5000) - cents(goods[0].price));
  });

  it('pays a part and the card pays only the rest', async () => {
    const { row, code } = await makeCertificate(100);
    const shopper = await newShopper(t.app, clock);
    const email = `buyer${++serial}@example.com`;
    const body = cardBody([goods[1]], code);
    body.recipient.email = email;
    const confirmed = await buy(shopper, body);
    expect(confirmed.body.status).toBe('awaiting_payment');
    const due = cents(goods[1].price) - cents(100);
    expect(confirmed.body.giftCertificate).toEqual({ last4: row.last4, amount: 100, due: due / 100 });
    expect((await startPay(t.app, shopper, confirmed.body.id)).status).toBe(200);
    expect(bank.orders.get(bank.last())?.input.amountMinor).toBe(due);
    bank.pay(bank.last());
    const paid = await readPay(t.app, shopper, confirmed.body.id);
    expect(paid.body).toMatchObject({ state: 'paid', amount: due / 100 });
    expect((await certificate(row.id)).balance).toBe(0);
    // The order's e-mail names the certificate's line and what was left to pay.
    const detail = await orderCall<OrderDetail>(t.app, 'GET', `/${confirmed.body.id}`, { shopper, lng: 'RU' });
    expect(detail.body.giftCertificate).toEqual({ last4: row.last4, amount: 100, due: due / 100 });
    const staff = await t.app.inject({ method: 'GET', url: `/admin/v1/orders/${confirmed.body.id}`, headers: machine });
    expect(staff.json()).toMatchObject({ giftCertificate: { last4: row.last4, amount: 100 } });
    const line = messageWith('orderGiftLine', 'en', {
      last4: row.last4,
      amount: '100',
      due: formatAmount(due / 100),
    });
    await eventually(
      async () => (await outbox(t.app)).filter((message) => message.to === email),
      (found) => found.some((message) => message.text.includes(line)),
    );
    expect((await outbox(t.app)).some((message) => message.to === email && message.text.includes(line))).toBe(true);

    // Cancelled after it was paid: the card part goes back to the card, the certificate part to the certificate.
    expect((await staffMove(confirmed.body.id, 'cancelled')).statusCode).toBe(200);
    expect((await certificate(row.id)).balance).toBe(100);
    const refunded = await eventually(
      async () => (await staffOrderOf(confirmed.body.id)).payments,
      (payments) => ['reversed', 'refunded'].includes(payments[0]?.state),
    );
    // The card's money went back in full (the gateway reverses a payment of the day, refunds an older one).
    expect(refunded.map((payment) => payment.amount)).toEqual([due / 100]);
    expect(['reversed', 'refunded']).toContain(refunded[0].state);
  });

  it('never spends past the balance when two orders confirm with it at once', async () => {
    const { row, code } = await makeCertificate(300);
    const shopper = await newShopper(t.app, clock);
    const placed = [];
    for (const product of [goods[2], goods[3], goods[4]]) {
      placed.push(await placeWithCode(t.app, shopper, cardBody([product], code, 'on-delivery')));
    }
    const answers = await Promise.all(placed.map((p) => verify(shopper, p.placed.body.id, p.code)));
    const uses = await usesOf(row.id);
    const spent = uses.reduce((sum, use) => sum + cents(use.amount), 0);
    expect(spent).toBe(cents(300));
    expect(cents((await certificate(row.id)).balance)).toBe(0);
    // Each that confirmed paid what the balance allowed; the others were told it is empty.
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.giftCertificate?.amount).toBeGreaterThan(0);
      else expect([answer.status, answer.body.code]).toEqual([409, 'giftEmpty']);
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBe(uses.length);
  });

  it('waits for a confirmation holding the certificate, then pays from what that one left', async () => {
    const { row, code } = await makeCertificate(goods[2].price);
    const shopper = await newShopper(t.app, clock);
    const first = await placeWithCode(t.app, shopper, cardBody([goods[2]], code, 'on-delivery'));
    const second = await placeWithCode(t.app, shopper, cardBody([goods[3]], code, 'on-delivery'));
    // Another confirmation holds the certificate's row and spends it all; this one comes meanwhile.
    let holding!: () => void;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.select().from(giftCertificates).where(eq(giftCertificates.id, row.id)).for('update');
      await tx.update(giftCertificates).set({ balance: 0 }).where(eq(giftCertificates.id, row.id));
      holding();
      await gate;
    });
    await held;
    const waiting = verify(shopper, second.placed.body.id, second.code);
    release();
    await holder;
    const answer = await waiting;
    expect([answer.status, answer.body.code]).toEqual([409, 'giftEmpty']);
    // The balance back (as the holder's order cancelled would give it), the first confirms and spends it.
    await t.database.db.update(giftCertificates).set({ balance: row.value }).where(eq(giftCertificates.id, row.id));
    const confirmed = await verify(shopper, first.placed.body.id, first.code);
    expect(confirmed.body.giftCertificate).toEqual({ last4: row.last4, amount: row.value, due: 0 });
    expect((await certificate(row.id)).balance).toBe(0);
  });

  it('refuses a certificate that expired between placing and confirming, and charges nothing', async () => {
    const shopper = await newShopper(t.app, clock);
    const { row, code } = await makeCertificate(1000, { expiresAt: new Date(clock.now().getTime() + MINUTE) });
    const { placed, code: sms } = await placeWithCode(t.app, shopper, cardBody([goods[5]], code));
    clock.advance(2 * MINUTE);
    for (const [header, lng] of [
      ['TM', 'tm'],
      ['RU', 'ru'],
      ['EN', 'en'],
    ] as const) {
      const refused = await verify(shopper, placed.body.id, sms, header);
      expect([refused.status, refused.body.code]).toEqual([409, 'giftExpired']);
      expect(refused.body.message).toBe(messageWith('giftExpired', lng, {}));
    }
    expect((await certificate(row.id)).balance).toBe(1000);
    expect(await usesOf(row.id)).toHaveLength(0);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.body.id));
    expect(order.status).toBe('awaiting_code');
  });

  it("marks a certificate's line in the cart check, so the checkout asks for its recipient and note", async () => {
    const shopper = await newShopper(t.app, clock);
    const checked = await orderCall<CartCheckWire>(t.app, 'POST', '/check', {
      shopper,
      body: { lines: [goods[0], certificates[1]].map((line) => ({ id: line.id, count: 1, cartPrice: line.price })) },
    });
    expect(checked.status).toBe(200);
    expect(checked.body.lines.map((line) => [line.id, line.giftCertificate, line.problem])).toEqual([
      [goods[0].id, false, null],
      [certificates[1].id, true, null],
    ]);
  });

  it('is never paid for with a certificate, and a promo code leaves certificates out', async () => {
    const { code } = await makeCertificate(1000);
    const shopper = await newShopper(t.app, clock);
    const refused = await orderCall(t.app, 'POST', '', { shopper, body: cardBody([certificates[1]], code) });
    expect([refused.status, refused.body.code]).toEqual([409, 'giftNothingToPay']);
    // With goods beside it, it pays the goods only.
    const preview = await orderCall<GiftPreviewWire>(t.app, 'POST', '/gift-certificate', {
      shopper,
      body: {
        code,
        lines: [goods[0], certificates[1]].map((line) => ({ id: line.id, count: 1, cartPrice: line.price })),
      },
    });
    expect(preview.body).toMatchObject({ balance: 1000, pays: Math.min(1000, goods[0].price) });
    const now = clock.now().getTime();
    await t.database.db.insert(promoCodes).values({
      code: 'GiftFree10',
      codeKey: 'giftfree10',
      kind: 'percent',
      value: 10,
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + HOUR),
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
    const promo = await orderCall(t.app, 'POST', '/promo', {
      shopper,
      body: { code: 'GiftFree10', lines: [{ id: certificates[2].id, count: 1, cartPrice: 1000 }] },
    });
    expect([promo.status, promo.body.code]).toEqual([409, 'promoNotForTheseGoods']);
  });
});

describe('a cancelled order gives the amount back once', () => {
  it('when staff cancel it, twice', async () => {
    const { row, code } = await makeCertificate(150);
    const shopper = await newShopper(t.app, clock);
    const confirmed = await buy(shopper, cardBody([goods[6]], code, 'on-delivery'));
    expect(confirmed.body.giftCertificate?.amount).toBe(150);
    expect((await certificate(row.id)).balance).toBe(0);
    const answers = await Promise.all([
      staffMove(confirmed.body.id, 'cancelled'),
      staffMove(confirmed.body.id, 'cancelled'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await staffMove(confirmed.body.id, 'cancelled')).statusCode).toBe(200);
    expect((await certificate(row.id)).balance).toBe(150);
    const uses = await usesOf(row.id);
    expect(uses.map((use) => use.releasedAt !== null)).toEqual([true]);
    // Given back, it pays another order.
    expect((await buy(shopper, cardBody([goods[7]], code, 'on-delivery'))).body.giftCertificate?.amount).toBe(150);
  });

  it('when the sweep cancels an unpaid card order, with the card part never charged', async () => {
    const { row, code } = await makeCertificate(100);
    const shopper = await newShopper(t.app, clock);
    const confirmed = await buy(shopper, cardBody([goods[8]], code));
    expect(confirmed.body.status).toBe('awaiting_payment');
    expect((await certificate(row.id)).balance).toBe(0);
    advancePast(clock, HOLD_MS);
    await t.app.payments.sweep();
    await t.app.payments.sweep();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, confirmed.body.id));
    expect(order.status).toBe('cancelled');
    expect((await certificate(row.id)).balance).toBe(100);
    const released = await t.database.db
      .select()
      .from(giftCertificateUses)
      .where(and(eq(giftCertificateUses.orderId, order.id), isNotNull(giftCertificateUses.releasedAt)));
    expect(released).toHaveLength(1);
  });
});

describe('the body is checked', () => {
  it('refuses amounts in the body and recipients that are not for a certificate', async () => {
    const { code } = await makeCertificate(100);
    const shopper = await newShopper(t.app, clock);
    const base = cardBody([goods[0]], code);
    for (const tampered of [
      { ...base, giftAmount: 100 },
      { ...base, total: 1 },
      { ...base, lines: [{ ...base.lines[0], giftAmount: 5 }] },
      { ...base, giftCertificate: 'not a code!' },
      { ...base, lines: [{ ...base.lines[0], gift: { note: 'x'.repeat(201) } }] },
    ]) {
      const answer = await orderCall(t.app, 'POST', '', { shopper, body: tampered });
      expect(answer.status).toBe(400);
    }
    const onGoods = await orderCall(t.app, 'POST', '', {
      shopper,
      body: { ...base, lines: [{ ...base.lines[0], gift: { note: 'hi' } }] },
    });
    expect([onGoods.status, onGoods.body.code]).toEqual([400, 'giftNotCertificate']);
    const badRecipient = orderBody([certificates[0]], newPhone(), { delivery: pickup });
    badRecipient.lines[0] = { ...badRecipient.lines[0], gift: { to: 'nobody' } };
    const answer = await orderCall(t.app, 'POST', '', { shopper, body: badRecipient });
    expect([answer.status, answer.body.code]).toEqual([400, 'giftRecipientInvalid']);
  });
});

describe('the balance check', () => {
  const LNGS = [
    ['TM', 'tm'],
    ['RU', 'ru'],
    ['EN', 'en'],
  ] as const;

  it('answers the balance, currency and end only, for the code in any case and grouping', async () => {
    const { row, code } = await makeCertificate(700);
    const ip = newIp();
    const get = await call<GiftBalanceWire>(
      'GET',
      `/client/v4/gift-certificates/balance?code=${encodeURIComponent(code)}`,
      { ip },
    );
    expect(get.body).toEqual({ balance: 700, currency: 'TMT', expiresAt: row.expiresAt.toISOString() });
    const post = await call<GiftBalanceWire>('POST', '/client/v4/gift-certificates/balance', {
      ip,
      body: { code: code.replace(/[\s-]/g, '').toLowerCase() },
    });
    expect(post.body).toEqual(get.body);
  });

  it('says a wrong code is unknown in the three languages, and limits wrong codes per address', async () => {
    const { code } = await makeCertificate(50);
    const ip = newIp();
    const wrong = (n: number) => `ZZZZ-ZZZZ-ZZZZ-${String(2000 + n).replace(/[01]/g, '2')}`;
    for (const [header, lng] of LNGS) {
      const answer = await call('POST', '/client/v4/gift-certificates/balance', {
        ip,
        lng: header,
        body: { code: wrong(0) },
      });
      expect([answer.status, answer.body.code, answer.body.message]).toEqual([
        409,
        'giftUnknown',
        messageWith('giftUnknown', lng, {}),
      ]);
    }
    for (let i = 3; i < GIFT_GUESSES_PER_ADDRESS; i++) {
      expect(
        (await call('POST', '/client/v4/gift-certificates/balance', { ip, body: { code: wrong(i) } })).status,
      ).toBe(409);
    }
    const limited = await call('POST', '/client/v4/gift-certificates/balance', { ip, body: { code } });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not limited.
    expect((await call('POST', '/client/v4/gift-certificates/balance', { ip: newIp(), body: { code } })).status).toBe(
      200,
    );
  });
});

describe('staff', () => {
  it('lists certificates by last 4 and status, each with its uses and balance', async () => {
    const { row, code } = await makeCertificate(90);
    const shopper = await newShopper(t.app, clock);
    const confirmed = await buy(shopper, cardBody([goods[9]], code, 'on-delivery'));
    const list = await t.app.inject({
      method: 'GET',
      url: `/admin/v1/gift-certificates?last4=${row.last4.toLowerCase()}&status=spent`,
      headers: machine,
    });
    const wire = list.json() as StaffGiftListWire;
    const found = wire.rows.find((one) => one.id === row.id);
    expect(found).toMatchObject({ status: 'spent', balance: 0, value: 90 });
    expect(found?.uses).toEqual([
      { orderId: confirmed.body.id, amount: 90, usedAt: expect.any(String), releasedAt: null },
    ]);
    const active = await t.app.inject({
      method: 'GET',
      url: '/admin/v1/gift-certificates?status=active',
      headers: machine,
    });
    expect((active.json() as StaffGiftListWire).rows.every((one) => one.status === 'active')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/admin/v1/gift-certificates' })).statusCode).toBe(401);
  });
});

/** A call as anyone (no session) or as the shopper, from `ip`. */
const call = <T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  url: string,
  options: { shopper?: Shopper; body?: unknown; ip?: string; lng?: string } = {},
) =>
  authCall<T & { code?: string }>(t.app, method, url, {
    body: options.body,
    lng: options.lng ?? 'EN',
    ip: options.ip ?? options.shopper?.ip,
    session: options.shopper,
  });
