/**
 * Promo codes (docs/adr/030): each refusal in the three languages, the arithmetic (percent, amount,
 * minimum, categories, brands, the weekly discount), tampered bodies, a code that stops applying
 * between placing and confirming, races for the last use and for a shopper's limit, a cancelled
 * order's use released once, the guess limits, and staff's calls with their audit rows.
 */
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { OrderDetail, StaffOrderDetailWire } from '../src/contract/orders';
import type { PromoCodeDetailWire, PromoCodeWire, PromoPreviewWire } from '../src/contract/promotions';
import { formatAmount } from '../src/contract/price-format';
import { groupItems, groups, orders, products, promoCodeUses } from '../src/db/schema';
import { messageWith, type MessageId } from '../src/lib/messages';
import { PROMO_GUESSES_PER_ADDRESS, PROMO_GUESSES_PER_SHOPPER } from '../src/services/promotions/guesses';
import { HOUR, outbox, TestClock } from './auth-helpers';
import { eventually, startTestApp, type TestApp } from './helpers';
import { advancePast, FakeGateway, HOLD_MS, readPay, startPay, withGateways } from './payment-helpers';
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

const ADMIN = 'promo-admin-token';
const DAY_MS = 24 * HOUR;
const machine = { 'x-admin-token': ADMIN };
let t: TestApp;
const clock = new TestClock();
const bank = new FakeGateway('halkbank');

type Goods = { id: number; price: number; oldPrice: number | null; categoryId: number; brandId: number };
/** Products with stock, not on the weekly discount, cheapest first; and the weekly ones. */
let plain: Goods[] = [];
let weekly: Goods[] = [];

beforeAll(async () => {
  t = await startTestApp({
    config: { now: clock.now, adminToken: ADMIN, paymentTimeoutMs: 300, codeSendsPerAddress: 10_000 },
    beforeReady: (app) => withGateways(app, bank),
  });
  // The weekly discount runs for the tests' week, whatever day the seed was made on.
  await t.database.db
    .update(groups)
    .set({ endsAt: new Date(clock.now().getTime() + 7 * DAY_MS) })
    .where(eq(groups.code, 'weekly'));
  const onWeekly = new Set(
    (await t.database.db.select().from(groupItems).where(eq(groupItems.groupCode, 'weekly'))).map((row) => row.itemId),
  );
  const rows = await t.database.db
    .select({
      id: products.id,
      price: products.price,
      oldPrice: products.oldPrice,
      categoryId: products.categoryId,
      brandId: products.brandId,
    })
    .from(products)
    .where(gt(products.stock, 50));
  rows.sort((a, b) => a.price - b.price || a.id - b.id);
  weekly = rows.filter((row) => onWeekly.has(row.id) && row.oldPrice !== null && row.oldPrice > row.price);
  plain = rows.filter((row) => !onWeekly.has(row.id) && row.price >= 100);
});
afterAll(() => t.close());

let codeSerial = 0;
const newCode = (prefix = 'Sale') => `${prefix}-${++codeSerial}x`;

/** A code valid from an hour ago for a day, with `rules` over that. */
async function makeCode(rules: Record<string, unknown> = {}): Promise<PromoCodeWire> {
  const now = clock.now().getTime();
  const response = await t.app.inject({
    method: 'POST',
    url: '/admin/v1/promo-codes',
    headers: machine,
    payload: {
      code: newCode(),
      kind: 'percent',
      value: 10,
      startsAt: new Date(now - HOUR).toISOString(),
      endsAt: new Date(now + DAY_MS).toISOString(),
      ...rules,
    },
  });
  if (response.statusCode !== 200) throw new Error(`code ${response.statusCode}: ${response.body}`);
  return response.json() as PromoCodeWire;
}

const line = (goods: Goods, count = 1) => ({ id: goods.id, price: goods.price, count });

function preview(shopper: Shopper, code: string, lines: { id: number; price: number; count?: number }[], lng = 'EN') {
  return orderCall<PromoPreviewWire & { code: string }>(t.app, 'POST', '/promo', {
    shopper,
    lng,
    body: { code, lines: lines.map((l) => ({ id: l.id, count: l.count ?? 1, cartPrice: l.price })) },
  });
}

const cents = (tmt: number) => Math.round(tmt * 100);

/** Places with the code and confirms; answers the confirmation. */
async function buy(shopper: Shopper, code: string, lines: { id: number; price: number; count?: number }[]) {
  const { placed, code: sms } = await placeWithCode(
    t.app,
    shopper,
    orderBody(lines, newPhone(), { promoCode: code, delivery: pickup }),
  );
  return orderCall<OrderDetail>(t.app, 'POST', '/verify', { shopper, body: { id: placed.body.id, code: sms } });
}
const pickup = { method: 'pickup', type: 'ashgabat-centre', date: '2026-11-20', time: '10:00' };

async function placeOnly(shopper: Shopper, code: string, lines: { id: number; price: number; count?: number }[]) {
  return placeWithCode(t.app, shopper, orderBody(lines, newPhone(), { promoCode: code, delivery: pickup }));
}

const verify = (shopper: Shopper, id: number, sms: string, lng = 'EN') =>
  orderCall<OrderDetail & { code?: string }>(t.app, 'POST', '/verify', { shopper, lng, body: { id, code: sms } });

describe('why a code does not apply, in the three languages', () => {
  const LNGS = [
    ['TM', 'tm'],
    ['RU', 'ru'],
    ['EN', 'en'],
  ] as const;

  async function expectRefusal(shopper: Shopper, code: string, id: MessageId, values: Record<string, string> = {}) {
    for (const [header, lng] of LNGS) {
      const answer = await preview(shopper, code, [line(plain[0])], header);
      expect([code, header, answer.status, answer.body.code]).toEqual([code, header, 409, id]);
      expect(answer.body.message).toBe(messageWith(id, lng, values));
    }
  }

  it('names each reason: unknown, not yet, expired, used up, used by you, first order, minimum, goods', async () => {
    const shopper = await newShopper(t.app, clock);
    await expectRefusal(shopper, 'NoSuchCode1', 'promoUnknown');
    const now = clock.now().getTime();
    const later = await makeCode({
      startsAt: new Date(now + DAY_MS).toISOString(),
      endsAt: new Date(now + 2 * DAY_MS).toISOString(),
    });
    // Written as the screens write a moment: day, month, year and a 24-hour time in Ashgabat.
    const [date, time] = new Date(now + DAY_MS + 5 * HOUR).toISOString().slice(0, 16).split('T');
    await expectRefusal(shopper, later.code, 'promoNotYet', {
      startsAt: `${date.split('-').reverse().join('.')} ${time}`,
    });
    const ended = await makeCode({
      startsAt: new Date(now - 2 * DAY_MS).toISOString(),
      endsAt: new Date(now - DAY_MS).toISOString(),
    });
    await expectRefusal(shopper, ended.code, 'promoExpired');

    const once = await makeCode({ totalLimit: 1 });
    expect((await buy(await newShopper(t.app, clock), once.code, [line(plain[0])])).status).toBe(200);
    await expectRefusal(shopper, once.code, 'promoUsedUp');

    const mine = await makeCode({ perShopperLimit: 1 });
    expect((await buy(shopper, mine.code, [line(plain[0])])).status).toBe(200);
    await expectRefusal(shopper, mine.code, 'promoAlreadyUsed');

    // The shopper has an order now (the one just confirmed): a first-order code is not theirs.
    const first = await makeCode({ firstOrderOnly: true });
    await expectRefusal(shopper, first.code, 'promoFirstOrderOnly');
    expect((await preview(await newShopper(t.app, clock), first.code, [line(plain[0])])).status).toBe(200);

    const big = await makeCode({ minTotal: plain[0].price + 100 });
    await expectRefusal(shopper, big.code, 'promoMinimumNotReached', {
      min: (plain[0].price + 100).toLocaleString('en').replace(/,/g, ' '),
      missing: '100',
    });

    const other = plain.find((goods) => goods.brandId !== plain[0].brandId)!;
    const brand = await makeCode({ brandIds: [other.brandId] });
    await expectRefusal(shopper, brand.code, 'promoNotForTheseGoods');
  });

  it('writes the reasons in real Turkmen and Russian', async () => {
    const shopper = await newShopper(t.app, clock);
    const tm = await preview(shopper, 'Unknown-tm', [line(plain[0])], 'TM');
    const ru = await preview(shopper, 'Unknown-ru', [line(plain[0])], 'RU');
    expect(tm.body.message).toBe('Beýle promokod ýok');
    expect(ru.body.message).toBe('Такого промокода нет');
  });

  it('finds a code in any case and answers it as staff wrote it', async () => {
    const code = await makeCode({ value: 10 });
    const shopper = await newShopper(t.app, clock);
    const answer = await preview(shopper, code.code.toUpperCase(), [line(plain[0])]);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(code.code);
  });
});

describe("the discount, from the server's prices", () => {
  it('takes a percent off every line, in whole tenge', async () => {
    const code = await makeCode({ value: 15 });
    const shopper = await newShopper(t.app, clock);
    const lines = [line(plain[0], 3), line(plain[1])];
    const answer = await preview(shopper, code.code, lines);
    const expected = lines.map((l) => Math.round((cents(l.price) * l.count * 15) / 100));
    const subtotal = lines.reduce((sum, l) => sum + cents(l.price) * l.count, 0);
    expect(answer.body).toEqual({
      code: code.code,
      subtotal: subtotal / 100,
      discount: (expected[0] + expected[1]) / 100,
      total: (subtotal - expected[0] - expected[1]) / 100,
      lines: lines.map((l, i) => ({ id: l.id, discount: expected[i] / 100 })),
    });
  });

  it('takes a fixed amount, never more than the goods it applies to, shared in proportion', async () => {
    const shopper = await newShopper(t.app, clock);
    const small = await makeCode({ kind: 'amount', value: 50 });
    const lines = [line(plain[0]), line(plain[1], 2)];
    const answer = await preview(shopper, small.code, lines);
    expect(answer.body.discount).toBe(50);
    expect(answer.body.lines.reduce((sum, l) => sum + cents(l.discount), 0)).toBe(5000);
    const huge = await makeCode({ kind: 'amount', value: 9_999_999 });
    const all = await preview(shopper, huge.code, lines);
    expect(all.body.discount).toBe(all.body.subtotal);
    expect(all.body.total).toBe(0);
  });

  it('applies to the categories and brands named, and counts the minimum over the whole cart', async () => {
    const shopper = await newShopper(t.app, clock);
    const a = plain[0];
    const b = plain.find((goods) => goods.categoryId !== a.categoryId && goods.brandId !== a.brandId)!;
    const byCategory = await makeCode({ value: 20, categoryIds: [a.categoryId] });
    const byBrand = await makeCode({ value: 20, brandIds: [b.brandId] });
    const both = [line(a), line(b)];
    expect((await preview(shopper, byCategory.code, both)).body.lines.map((l) => l.id)).toEqual([a.id]);
    expect((await preview(shopper, byBrand.code, both)).body.lines.map((l) => l.id)).toEqual([b.id]);
    const minimum = await makeCode({ value: 20, minTotal: a.price + b.price, categoryIds: [a.categoryId] });
    expect((await preview(shopper, minimum.code, both)).status).toBe(200);
  });

  it('on a weekly line: both discounts when the code combines, else the better of the two', async () => {
    const shopper = await newShopper(t.app, clock);
    const goods = weekly[0];
    const savingCents = cents(goods.oldPrice!) - cents(goods.price);
    const weeklyPercent = (savingCents / cents(goods.oldPrice!)) * 100;
    const stacks = await makeCode({ value: 5, combinesWithWeekly: true });
    expect((await preview(shopper, stacks.code, [line(goods)])).body.discount).toBe(
      Math.round(cents(goods.price) * 0.05) / 100,
    );
    // A code worth more than the weekly discount: the shopper gets the code's price on the old price.
    const better = Math.min(100, Math.ceil(weeklyPercent) + 10);
    const beats = await makeCode({ value: better });
    expect((await preview(shopper, beats.code, [line(goods)])).body.discount).toBe(
      (Math.round((cents(goods.oldPrice!) * better) / 100) - savingCents) / 100,
    );
    // A code worth less than the weekly discount gives nothing more on that line.
    const worse = await makeCode({ value: Math.max(1, Math.floor(weeklyPercent) - 1) });
    expect((await preview(shopper, worse.code, [line(goods)])).body.code).toBe('promoNotForTheseGoods');
    const amount = await makeCode({ kind: 'amount', value: 10 });
    expect((await preview(shopper, amount.code, [line(goods), line(plain[0])])).body.lines).toEqual([
      { id: plain[0].id, discount: 10 },
    ]);
  });
});

describe('placing and confirming with a code', () => {
  it('ignores what the client says a price, total or discount is', async () => {
    const shopper = await newShopper(t.app, clock);
    const code = await makeCode({ value: 10 });
    const body = orderBody([line(plain[0])], newPhone(), { promoCode: code.code, delivery: pickup });
    for (const extra of [{ total: 1 }, { discount: 999 }, { promo: { code: code.code, discount: 999 } }]) {
      const refused = await orderCall(t.app, 'POST', '', { shopper, body: { ...body, ...extra } });
      expect(refused.status).toBe(400);
    }
    const cheaper = orderBody([{ ...line(plain[0]), price: plain[0].price / 2 }], newPhone(), { promoCode: code.code });
    const changed = await orderCall<{ lines: unknown[] }>(t.app, 'POST', '', { shopper, body: cheaper });
    expect(changed.status).toBe(409);
    expect(changed.body.lines).toHaveLength(1);
    const previewed = await preview(shopper, code.code, [{ ...line(plain[0]), price: 1 }]);
    expect(previewed.status).toBe(409);
  });

  it('shows the discount line on the order, the list, staff and the e-mail; the total is the server’s', async () => {
    const shopper = await newShopper(t.app, clock);
    const code = await makeCode({ value: 10 });
    const goods = line(plain[1], 2);
    const { placed, code: sms } = await placeWithCode(
      t.app,
      shopper,
      orderBody([goods], newPhone(), {
        promoCode: code.code.toLowerCase(),
        delivery: pickup,
        recipient: { name: 'Aýna', surname: 'Orazowa', phone: `+${newPhone()}`, email: 'promo@example.tm' },
      }),
    );
    const discount = Math.round(cents(goods.price) * 2 * 0.1);
    const confirmed = await verify(shopper, placed.body.id, sms);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.promo).toEqual({ code: code.code, discount: discount / 100 });
    expect(cents(confirmed.body.total)).toBe(cents(goods.price) * 2 - discount);
    const list = await orderCall<{ rows: OrderDetail[] }>(t.app, 'GET', '', { shopper });
    expect(list.body.rows.find((row) => row.id === placed.body.id)?.promo).toEqual(confirmed.body.promo);
    const staff = await t.app.inject({ method: 'GET', url: `/admin/v1/orders/${placed.body.id}`, headers: machine });
    expect((staff.json() as StaffOrderDetailWire).promo).toEqual(confirmed.body.promo);
    const mails = await eventually(
      async () => (await outbox(t.app)).filter((row) => row.channel === 'email' && row.to === 'promo@example.tm'),
      (rows) => rows.length > 0,
    );
    // in the order's language (the placing call's: English)
    expect(mails[0].text).toContain(`- Promo code ${code.code}: −${formatAmount(discount / 100)} TMT\n`);
  });

  it('refuses the confirmation when the code expired in between: nothing taken, the order not accepted', async () => {
    const shopper = await newShopper(t.app, clock);
    const now = clock.now().getTime();
    const code = await makeCode({ endsAt: new Date(now + 2 * 60_000).toISOString() });
    const before = await stockOf(t.database.db, plain[2].id);
    const { placed, code: sms } = await placeOnly(shopper, code.code, [line(plain[2])]);
    clock.advance(3 * 60_000);
    const refused = await verify(shopper, placed.body.id, sms, 'RU');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'promoExpired', message: 'Срок действия этого промокода истёк' });
    expect(await stockOf(t.database.db, plain[2].id)).toBe(before);
    const order = await orderCall<OrderDetail>(t.app, 'GET', `/${placed.body.id}`, { shopper });
    expect(order.body.status).toBe('awaiting_code');
    const uses = await t.database.db.select().from(promoCodeUses).where(eq(promoCodeUses.orderId, placed.body.id));
    expect(uses).toEqual([]);
    // Placed again now, the code is refused at once and no order is made.
    const again = await orderCall(t.app, 'POST', '', {
      shopper,
      body: orderBody([line(plain[2])], newPhone(), { promoCode: code.code, delivery: pickup }),
    });
    expect([again.status, again.body.code]).toEqual([409, 'promoExpired']);
  });

  it('refuses the confirmation when the discount changed in between (the weekly week ended)', async () => {
    const goods = weekly[0];
    const savingPercent = ((goods.oldPrice! - goods.price) / goods.oldPrice!) * 100;
    const code = await makeCode({ value: Math.min(100, Math.ceil(savingPercent) + 10) });
    const shopper = await newShopper(t.app, clock);
    const { placed, code: sms } = await placeOnly(shopper, code.code, [line(goods)]);
    const week = await t.database.db.select().from(groups).where(eq(groups.code, 'weekly'));
    await t.database.db.update(groups).set({ endsAt: clock.now() }).where(eq(groups.code, 'weekly'));
    try {
      const refused = await verify(shopper, placed.body.id, sms, 'TM');
      expect([refused.status, refused.body.code]).toEqual([409, 'promoChanged']);
      expect(refused.body.message).toMatch(/^Promokodyň arzanladyşy/);
    } finally {
      await t.database.db.update(groups).set({ endsAt: week[0].endsAt }).where(eq(groups.code, 'weekly'));
    }
    expect((await verify(shopper, placed.body.id, sms)).status).toBe(200);
  });

  it('refuses the confirmation when the last use went to another order in between', async () => {
    const code = await makeCode({ totalLimit: 1 });
    const [a, b] = [await newShopper(t.app, clock), await newShopper(t.app, clock)];
    const first = await placeOnly(a, code.code, [line(plain[0])]);
    const second = await placeOnly(b, code.code, [line(plain[0])]);
    expect((await verify(a, first.placed.body.id, first.code)).status).toBe(200);
    const refused = await verify(b, second.placed.body.id, second.code, 'TM');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'promoUsedUp', message: 'Bu promokod eýýäm doly ulanyldy' });
  });

  it('gives the last use to exactly one of shoppers confirming at once', async () => {
    const code = await makeCode({ totalLimit: 1 });
    // One after another: each sign-in moves the shared clock on, past its code's five minutes for another.
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 6; i++) shoppers.push(await newShopper(t.app, clock));
    const placed: Awaited<ReturnType<typeof placeOnly>>[] = [];
    for (const shopper of shoppers) placed.push(await placeOnly(shopper, code.code, [line(plain[3])]));
    const answers = await Promise.all(
      shoppers.map((shopper, i) => verify(shopper, placed[i].placed.body.id, placed[i].code)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'promoUsedUp')).toBe(true);
    const uses = await t.database.db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, code.id));
    expect(uses).toHaveLength(1);
  });

  it("keeps a shopper's limit when their orders confirm at once", async () => {
    const code = await makeCode({ perShopperLimit: 1 });
    const shopper = await newShopper(t.app, clock);
    const placed: Awaited<ReturnType<typeof placeOnly>>[] = [];
    for (let i = 0; i < 3; i++) placed.push(await placeOnly(shopper, code.code, [line(plain[i])]));
    const answers = await Promise.all(placed.map((p) => verify(shopper, p.placed.body.id, p.code)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual([
      'promoAlreadyUsed',
      'promoAlreadyUsed',
    ]);
  });

  it("gives a first-order code to one of a new shopper's orders confirming at once", async () => {
    const code = await makeCode({ firstOrderOnly: true });
    const shopper = await newShopper(t.app, clock);
    const placed: Awaited<ReturnType<typeof placeOnly>>[] = [];
    for (let i = 0; i < 3; i++) placed.push(await placeOnly(shopper, code.code, [line(plain[i])]));
    expect(placed.map((p) => p.placed.status)).toEqual([200, 200, 200]);
    const answers = await Promise.all(placed.map((p) => verify(shopper, p.placed.body.id, p.code)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual([
      'promoFirstOrderOnly',
      'promoFirstOrderOnly',
    ]);
  });

  it("releases a cancelled order's use once, and the code can be used again", async () => {
    const code = await makeCode({ totalLimit: 1 });
    const shopper = await newShopper(t.app, clock);
    const confirmed = await buy(shopper, code.code, [line(plain[0])]);
    expect(confirmed.status).toBe(200);
    const other = await newShopper(t.app, clock);
    expect((await preview(other, code.code, [line(plain[0])])).body.code).toBe('promoUsedUp');
    const cancel = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/admin/v1/orders/${confirmed.body.id}`,
        headers: machine,
        payload: { status: 'cancelled' },
      });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(200);
    const released = await t.database.db
      .select()
      .from(promoCodeUses)
      .where(and(eq(promoCodeUses.promoCodeId, code.id), isNotNull(promoCodeUses.releasedAt)));
    expect(released).toHaveLength(1);
    expect((await buy(other, code.code, [line(plain[0])])).status).toBe(200);
    const detail = await t.app.inject({ method: 'GET', url: `/admin/v1/promo-codes/${code.id}`, headers: machine });
    const wire = detail.json() as PromoCodeDetailWire;
    expect(wire.uses).toBe(1);
    expect(wire.useList.map((use) => [use.orderId === confirmed.body.id, use.releasedAt !== null])).toEqual([
      [false, false],
      [true, true],
    ]);
  });
});

describe('a card order with a code', () => {
  const cardPlace = (shopper: Shopper, code: string, goods: Goods) =>
    placeWithCode(
      t.app,
      shopper,
      orderBody([line(goods)], newPhone(), {
        promoCode: code,
        delivery: pickup,
        payment: { method: 'card', type: 'halkbank' },
      }),
    );

  it('asks the bank for the total after the discount, and the paid order keeps its use', async () => {
    const code = await makeCode({ kind: 'percent', value: 10 });
    const shopper = await newShopper(t.app, clock);
    const { placed, code: sms } = await cardPlace(shopper, code.code, plain[2]);
    const confirmed = await verify(shopper, placed.body.id, sms);
    expect(confirmed.body.status).toBe('awaiting_payment');
    // 10 % of the line in whole tenge, as the server rounds it.
    const discount = Math.round(cents(plain[2].price) / 10);
    const due = cents(plain[2].price) - discount;
    expect(confirmed.body.promo).toEqual({ code: code.code, discount: discount / 100 });
    expect((await startPay(t.app, shopper, confirmed.body.id)).status).toBe(200);
    expect(bank.orders.get(bank.last())?.input.amountMinor).toBe(due);
    bank.pay(bank.last());
    expect((await readPay(t.app, shopper, confirmed.body.id)).body).toMatchObject({ state: 'paid', amount: due / 100 });
    const uses = await t.database.db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, code.id));
    expect(uses.map((use) => [use.orderId, use.releasedAt])).toEqual([[confirmed.body.id, null]]);
  });

  it('gives the use back once when the sweep cancels an unpaid card order, and the code is free again', async () => {
    const code = await makeCode({ totalLimit: 1 });
    const shopper = await newShopper(t.app, clock);
    const { placed, code: sms } = await cardPlace(shopper, code.code, plain[3]);
    const confirmed = await verify(shopper, placed.body.id, sms);
    expect(confirmed.body.status).toBe('awaiting_payment');
    const other = await newShopper(t.app, clock);
    expect((await preview(other, code.code, [line(plain[0])])).body.code).toBe('promoUsedUp');
    advancePast(clock, HOLD_MS);
    await t.app.payments.sweep();
    await t.app.payments.sweep();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, confirmed.body.id));
    expect(order.status).toBe('cancelled');
    const uses = await t.database.db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, code.id));
    expect(uses.map((use) => use.releasedAt !== null)).toEqual([true]);
    expect((await preview(other, code.code, [line(plain[0])])).status).toBe(200);
  });
});

describe('guessing codes', () => {
  it('limits wrong codes per shopper, then refuses every code until the window ends', async () => {
    const shopper = await newShopper(t.app, clock);
    const good = await makeCode();
    for (let i = 0; i < PROMO_GUESSES_PER_SHOPPER; i++)
      expect((await preview(shopper, `guess-${shopper.phone}-${i}`, [line(plain[0])])).body.code).toBe('promoUnknown');
    const limited = await preview(shopper, 'guess-more', [line(plain[0])], 'RU');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Слишком много неверных промокодов. Пожалуйста, подождите!');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await preview(shopper, good.code, [line(plain[0])])).status).toBe(429);
    const placing = await orderCall(t.app, 'POST', '', {
      shopper,
      body: orderBody([line(plain[0])], newPhone(), { promoCode: good.code }),
    });
    expect(placing.status).toBe(429);
  });

  it('limits wrong codes per client address, across shoppers', async () => {
    const ip = newIp();
    const shoppers: Shopper[] = [];
    for (let i = 0; i <= PROMO_GUESSES_PER_ADDRESS / PROMO_GUESSES_PER_SHOPPER; i++)
      shoppers.push({ ...(await newShopper(t.app, clock)), ip });
    let guesses = 0;
    for (const shopper of shoppers.slice(0, -1))
      for (let i = 0; i < PROMO_GUESSES_PER_SHOPPER; i++)
        expect((await preview(shopper, `addr-${++guesses}-x`, [line(plain[0])])).status).toBe(409);
    expect((await preview(shoppers[shoppers.length - 1], 'addr-last', [line(plain[0])])).status).toBe(429);
  });
});

describe("staff's promo codes", () => {
  it('validates bodies with translated refusals, and keeps one code per spelling', async () => {
    const now = clock.now().getTime();
    const post = (payload: object, lng = 'EN') =>
      t.app.inject({ method: 'POST', url: '/admin/v1/promo-codes', headers: { ...machine, lng }, payload });
    const base = {
      code: newCode('Rule'),
      kind: 'percent',
      value: 10,
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + DAY_MS).toISOString(),
    };
    expect((await post({ ...base, value: 150 }, 'RU')).json()).toMatchObject({
      statusCode: 400,
      message: 'Процент должен быть целым числом от 1 до 100',
    });
    expect((await post({ ...base, value: 0 })).statusCode).toBe(400);
    expect((await post({ ...base, kind: 'amount', value: -5 })).statusCode).toBe(400);
    expect((await post({ ...base, endsAt: base.startsAt }, 'TM')).json().message).toBe(
      'Promokodyň gutarýan wagty başlaýan wagtyndan soň bolmaly',
    );
    expect((await post({ ...base, code: 'a b' })).statusCode).toBe(400);
    expect((await post(base)).statusCode).toBe(200);
    const twin = await post({ ...base, code: base.code.toUpperCase() });
    expect(twin.statusCode).toBe(409);
  });

  it('lists codes with their uses, changes and turns them off, each in the audit trail', async () => {
    const code = await makeCode({ value: 10 });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/admin/v1/promo-codes/${code.id}`,
      headers: machine,
      payload: { value: 25, perShopperLimit: 2 },
    });
    expect(changed.json()).toMatchObject({ value: 25, perShopperLimit: 2 });
    const off = await t.app.inject({ method: 'DELETE', url: `/admin/v1/promo-codes/${code.id}`, headers: machine });
    expect(off.json()).toMatchObject({ active: false });
    const shopper = await newShopper(t.app, clock);
    expect((await preview(shopper, code.code, [line(plain[0])])).body.code).toBe('promoUnknown');
    const list = await t.app.inject({ method: 'GET', url: '/admin/v1/promo-codes', headers: machine });
    expect((list.json() as { rows: PromoCodeWire[] }).rows.find((row) => row.id === code.id)).toMatchObject({
      active: false,
      uses: 0,
    });
    const audit = await t.app.inject({
      method: 'GET',
      url: `/admin/v1/audit?subject=promo:${code.id}`,
      headers: machine,
    });
    const entries = (
      audit.json() as { entries: { action: string; actor: string | null; after: { active: boolean } }[] }
    ).entries;
    expect(entries.map((entry) => entry.action)).toEqual(['promo.change', 'promo.change', 'promo.create']);
    expect(entries[0].after.active).toBe(false);
    // the machine credential reads as no person (null)
    expect(entries.every((entry) => entry.actor === null)).toBe(true);
  });

  it('answers the orders role and owners, and refuses the catalogue role', async () => {
    const password = 'Staff#pass2026';
    const cookies: Record<string, string> = {};
    for (const role of ['orders', 'catalogue'] as const) {
      const login = `promo-${role}`;
      await t.app.inject({
        method: 'POST',
        url: '/admin/v1/staff',
        headers: machine,
        payload: { login, name: login, password, roles: [role] },
      });
      const session = await t.app.inject({
        method: 'POST',
        url: '/admin/v1/session',
        payload: { login, password },
        remoteAddress: newIp(),
      });
      cookies[role] = `StaffToken=${session.cookies.find((c) => c.name === 'StaffToken')!.value}`;
    }
    const now = clock.now().getTime();
    const body = {
      code: newCode('Role'),
      kind: 'amount',
      value: 30,
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + DAY_MS).toISOString(),
    };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/promo-codes',
      headers: { cookie: cookies.catalogue },
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    const made = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/promo-codes',
      headers: { cookie: cookies.orders },
      payload: body,
    });
    expect(made.statusCode).toBe(200);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/admin/v1/audit?subject=promo:${(made.json() as PromoCodeWire).id}`,
      headers: machine,
    });
    expect((audit.json() as { entries: { actor: string }[] }).entries[0].actor).toBe('promo-orders');
  });
});
