/**
 * The orders API (docs/api.md, docs/adr/017): the checkout's choices, the cart check, placing an order
 * and confirming it with the SMS code, the shopper's orders and the staff's calls (the quick order:
 * orders-fast.test.ts).
 * The attacks on its rules are in tests/security/orders-*.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type {
  CartCheckWire,
  OrderDetail,
  OrderExtrasWire,
  OrderListWire,
  OrderPlacedWire,
  StaffOrderListWire,
} from '../src/contract/orders';
import { orders } from '../src/db/schema';
import { placeNames } from '../src/contract/places';
import { call, outbox, TestClock } from './auth-helpers';
import { eventually, startTestApp, type OpenApiDocument, type TestApp } from './helpers';
import {
  newIp,
  newKey,
  newPhone,
  newShopper,
  orderBody,
  orderCall,
  orderCode,
  placeWithCode,
  productsInStock,
  stockOf,
} from './order-helpers';

const ADMIN = 'orders-admin-token';
let t: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  // No payment gateway (PAYMENT_GATEWAY=off): card payment is payments.test.ts's.
  t = await startTestApp({ config: { now: clock.now, adminToken: ADMIN, paymentGateway: 'off' } });
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-admin-token': ADMIN, lng: 'EN' }, ...(payload ? { payload } : {}) });

describe('GET /client/v4/orders/extras', () => {
  it("answers the seeded choices in the caller's language, with costs and the bookable days", async () => {
    const en = await orderCall<OrderExtrasWire>(t.app, 'GET', '/extras', { lng: 'EN' });
    const ru = await orderCall<OrderExtrasWire>(t.app, 'GET', '/extras', { lng: 'RU' });
    const tm = await orderCall<OrderExtrasWire>(t.app, 'GET', '/extras', { lng: 'TM' });
    expect(en.status).toBe(200);
    expect(en.body.deliveryMethods).toEqual([
      { code: 'courier', name: 'Courier to the address', needsAddress: true },
      { code: 'pickup', name: 'Pickup at the shop', needsAddress: false },
    ]);
    expect(ru.body.deliveryMethods[0].name).toBe('Курьером по адресу');
    expect(tm.body.deliveryMethods[0].name).toBe('Kurýer bilen salga');
    expect(en.body.paymentTypes.map((type) => [type.code, type.method])).toEqual([
      ['cash', 'on-delivery'],
      ['card', 'on-delivery'],
    ]);
    // No payment gateway is configured (PAYMENT_GATEWAY=off): no online method is offered.
    expect(en.body.paymentMethods.map((method) => method.code)).toEqual(['on-delivery']);
    expect(en.body.deliveryCosts.find((cost) => cost.welayat === 'ashgabat')).toEqual({
      welayat: 'ashgabat',
      name: 'Ashgabat',
      cost: 20,
      freeFrom: 1000,
    });
    expect(en.body.freeDeliveryFrom).toBe(1000);
    // TEST_NOW is 2026-11-18 14:00 in Ashgabat: the rest of November and all of December.
    expect(en.body.today).toBe('2026-11-18');
    expect(en.body.dates[0]).toBe('2026-11-18');
    expect(en.body.dates.at(-1)).toBe('2026-12-31');
    expect(en.body.dates).toHaveLength(13 + 31);
    expect(en.body.times[0]).toBe('08:00');
    expect(en.body.times.at(-1)).toBe('22:00');
    expect(en.body.timeZone).toBe('Asia/Ashgabat');
  });
});

describe('the cart check', () => {
  it("answers each line's price, stock and problem today, and the subtotal of what can be ordered", async () => {
    const [a, b] = await productsInStock(t.database.db, 2);
    const answer = await orderCall<CartCheckWire>(t.app, 'POST', '/check', {
      body: {
        lines: [
          { id: a.id, count: 2, cartPrice: a.price },
          { id: b.id, count: 1, cartPrice: b.price + 1 },
          { id: 2_000_000, count: 1, cartPrice: 5 },
        ],
      },
      key: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.changed).toBe(true);
    expect(answer.body.lines.map((line) => [line.id, line.problem, line.price])).toEqual([
      [a.id, null, a.price],
      [b.id, 'price_changed', b.price],
      [2_000_000, 'missing', null],
    ]);
    expect(answer.body.pieces).toBe(2);
    expect(answer.body.subtotal).toBe(Math.round(a.price * 200) / 100);
  });
});

describe('an order from checkout to accepted', () => {
  it('is placed, confirmed by the SMS code, takes stock, and shows in the list and detail', async () => {
    const shopper = await newShopper(t.app, clock);
    const [a, b] = await productsInStock(t.database.db, 2);
    const before = [await stockOf(t.database.db, a.id), await stockOf(t.database.db, b.id)];
    const body = orderBody(
      [
        { ...a, count: 2 },
        { ...b, count: 1 },
      ],
      shopper.phone,
      { note: 'Call before coming' },
    );
    const { placed, code } = await placeWithCode(t.app, shopper, body);
    expect(placed.body).toEqual({ id: expect.any(Number), verification: expect.any(String) });
    const sms = (await outbox(t.app)).find((row) => row.to === `+${shopper.phone}`);
    expect(sms?.text).toBe(
      `The code to confirm your order No. ${placed.body.id}: ${code}. Do not share it with anyone.`,
    );
    // Not accepted yet: stock untouched, the order waits for its code.
    expect(await stockOf(t.database.db, a.id)).toBe(before[0]);
    const waiting = await orderCall<OrderDetail>(t.app, 'GET', `/${placed.body.id}`, { shopper });
    expect(waiting.body.status).toBe('awaiting_code');

    const verified = await orderCall<OrderDetail>(t.app, 'POST', '/verify', {
      shopper,
      body: { id: placed.body.id, code },
    });
    expect(verified.status).toBe(200);
    const subtotal = Math.round(a.price * 100) * 2 + Math.round(b.price * 100);
    const delivery = subtotal >= 100_000 ? 0 : 2000;
    expect(verified.body).toMatchObject({
      id: placed.body.id,
      status: 'accepted',
      pieces: 3,
      deliveryCost: delivery / 100,
      total: (subtotal + delivery) / 100,
      recipient: { name: 'Aýna', surname: 'Orazowa', phone: `+${shopper.phone}` },
      address: {
        welayat: 'ashgabat',
        etrap: 'bagtyyarlyk',
        city: 'parahat-7',
        street: 'Oguzhan 12',
        building: '3',
        home: '5',
      },
      delivery: { method: 'courier', type: 'door', date: '2026-11-20', time: '10:00' },
      payment: { method: 'on-delivery', type: 'cash' },
      note: 'Call before coming',
    });
    expect(verified.body.lines.map((line) => [line.id, line.count, line.price])).toEqual([
      [a.id, 2, a.price],
      [b.id, 1, b.price],
    ]);
    expect(await stockOf(t.database.db, a.id)).toBe(before[0] - 2);
    expect(await stockOf(t.database.db, b.id)).toBe(before[1] - 1);

    const list = await orderCall<OrderListWire>(t.app, 'GET', '?limit=10&offset=0', { shopper });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.rows).toEqual([
      {
        id: placed.body.id,
        status: 'accepted',
        createdAt: clock.now().toISOString(),
        pieces: 3,
        total: (subtotal + delivery) / 100,
        deliveryCost: delivery / 100,
        payment: { method: 'on-delivery', type: 'cash', name: 'On delivery', typeName: 'Cash' },
      },
    ]);
    // The lines' names in the request's language.
    const ru = await orderCall<OrderDetail>(t.app, 'GET', `/${placed.body.id}`, { shopper, lng: 'RU' });
    const en = await orderCall<OrderDetail>(t.app, 'GET', `/${placed.body.id}`, { shopper, lng: 'EN' });
    expect(ru.body.lines[0].name).not.toBe(en.body.lines[0].name);
    expect(ru.body.lines[0].name).toMatch(/[А-Яа-я]/);
  });

  it('pages the list, newest first', async () => {
    const shopper = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await orderCall<OrderPlacedWire>(t.app, 'POST', '', {
        shopper,
        body: orderBody([a], shopper.phone),
      });
      expect(answer.status).toBe(200);
      ids.push(answer.body.id);
      clock.advance(61_000);
    }
    const page = await orderCall<OrderListWire>(t.app, 'GET', '?limit=2&offset=1', { shopper });
    expect(page.body.count).toBe(3);
    expect(page.body.rows.map((row) => row.id)).toEqual([ids[1], ids[0]]);
    expect(page.body.rows.every((row) => row.status === 'awaiting_code')).toBe(true);
  });

  it("takes a saved address by id, delivers free above the province's threshold, and pickup costs nothing", async () => {
    const shopper = await newShopper(t.app, clock);
    const saved = await call<{ id: number }>(t.app, 'POST', 'addresses', {
      session: shopper,
      ip: shopper.ip,
      body: { name: 'Home', welayat: 'mary', etrap: 'mary-city', street: 'Magtymguly 3', building: '7' },
    });
    expect(saved.status).toBe(200);
    const [a] = await productsInStock(t.database.db, 1);
    const courier = await orderCall<OrderPlacedWire>(t.app, 'POST', '', {
      shopper,
      body: orderBody([a], shopper.phone, { address: { id: saved.body.id } }),
    });
    expect(courier.status).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, courier.body.id));
    expect(row).toMatchObject({ welayat: 'mary', etrap: 'mary-city', street: 'Magtymguly 3', building: '7' });
    expect(row.deliveryCost).toBe(a.price >= 3000 ? 0 : 60);

    clock.advance(61_000);
    const pickup = await orderCall<OrderPlacedWire>(t.app, 'POST', '', {
      shopper,
      body: orderBody([a], shopper.phone, {
        delivery: { method: 'pickup', type: 'ashgabat-centre', date: '2026-11-21', time: '12:30' },
      }),
    });
    expect(pickup.status).toBe(200);
    const [pickupRow] = await t.database.db.select().from(orders).where(eq(orders.id, pickup.body.id));
    expect(pickupRow.deliveryCost).toBe(0);
    expect(pickupRow.total).toBe(a.price);
  });

  it('refuses a delivery type of another method and a payment not offered', async () => {
    const shopper = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    for (const overrides of [
      { delivery: { method: 'courier', type: 'ashgabat-centre', date: '2026-11-20', time: '10:00' } },
      { payment: { method: 'online', type: 'card-online' } },
      { payment: { method: 'on-delivery', type: 'bitcoin' } },
    ]) {
      const answer = await orderCall(t.app, 'POST', '', {
        shopper,
        body: orderBody([a], shopper.phone, overrides),
        lng: 'RU',
      });
      expect([answer.status, answer.body.message]).toEqual([
        400,
        'Такого способа доставки или оплаты нет: выберите один из списка',
      ]);
    }
  });

  it("e-mails the shopper when the order is accepted, in the order's language", async () => {
    const shopper = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    const body = orderBody([a], shopper.phone, {
      recipient: { name: 'Aýna', surname: 'Orazowa', phone: `+${shopper.phone}`, email: 'ayna@example.tm' },
    });
    const placed = await orderCall<OrderPlacedWire>(t.app, 'POST', '', { shopper, body, lng: 'TM' });
    const code = await orderCode(t.app, shopper.phone);
    const verified = await orderCall(t.app, 'POST', '/verify', {
      shopper,
      body: { id: placed.body.id, code },
      lng: 'TM',
    });
    expect(verified.status).toBe(200);
    // The e-mail goes after the answer (the shopper does not wait for it).
    const mails = await eventually(
      async () => (await outbox(t.app)).filter((row) => row.channel === 'email' && row.to === 'ayna@example.tm'),
      (rows) => rows.length > 0,
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`№${placed.body.id} sargydyňyz kabul edildi`);
    expect(mail?.text).toContain('Salam, Aýna!');
    // prices as the site writes them: '5 599 TMT', never '5599.00 TMT'
    expect(mail?.text).toMatch(/Jemi: \d{1,3}( \d{3})*(\.\d{2})? TMT/);
    expect(mail?.text).not.toMatch(/\d{4}(\.\d\d)? TMT|\.00 TMT/);
  });

  it("e-mails from the shop's name, with the delivery day named and no charge written as the site writes it", async () => {
    const shopper = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    const body = orderBody([a], shopper.phone, {
      recipient: { name: 'Aýna', surname: 'Orazowa', phone: `+${shopper.phone}`, email: 'pickup@example.tm' },
      delivery: { method: 'pickup', type: 'ashgabat-centre', date: '2026-11-20', time: '18:00' },
    });
    const placed = await orderCall<OrderPlacedWire>(t.app, 'POST', '', { shopper, body, lng: 'TM' });
    expect([placed.status, (placed.body as { message?: string }).message]).toEqual([200, undefined]);
    const code = await orderCode(t.app, shopper.phone);
    const verified = await orderCall(t.app, 'POST', '/verify', {
      shopper,
      body: { id: placed.body.id, code },
      lng: 'TM',
    });
    expect([verified.status, verified.body.deliveryCost]).toEqual([200, 0]);
    const [mail] = await eventually(
      async () => (await outbox(t.app)).filter((row) => row.channel === 'email' && row.to === 'pickup@example.tm'),
      (rows) => rows.length > 0,
    );
    expect(mail?.text).toContain('Eltip bermek: mugt\n');
    expect(mail?.text).toContain('Eltip bermegiň wagty: anna, 20 noýabr, 18:00');
    expect(mail?.text).not.toContain('2026-11-20');
    const files = readdirSync(join(t.config.dataDir, 'outbox')).filter((name) => name.endsWith('.eml'));
    const sent = files.map((name) => readFileSync(join(t.config.dataDir, 'outbox', name), 'utf8'));
    const eml = sent.find((text) => text.includes('To: pickup@example.tm'));
    expect(eml).toMatch(/^From: Elektronika <no-reply@storefront\.local>$/m);
  });

  it('resends the code after the 60 s wait, and only then', async () => {
    const shopper = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    const placed = await orderCall<OrderPlacedWire>(t.app, 'POST', '', {
      shopper,
      body: orderBody([a], shopper.phone),
    });
    const early = await orderCall(t.app, 'POST', '/resend', { shopper, body: { id: placed.body.id } });
    expect([early.status, early.body.message, Number(early.headers['retry-after']) > 0]).toEqual([
      429,
      'Too many requests. Please wait!',
      true,
    ]);
    clock.advance(61_000);
    const again = await orderCall<OrderPlacedWire>(t.app, 'POST', '/resend', { shopper, body: { id: placed.body.id } });
    expect(again.status).toBe(200);
    expect(again.body.verification).not.toBe(placed.body.verification);
    const code = await orderCode(t.app, shopper.phone);
    const verified = await orderCall(t.app, 'POST', '/verify', { shopper, body: { id: placed.body.id, code } });
    expect(verified.status).toBe(200);
  });
});

describe('staff', () => {
  it('list orders by status and day, move them on, and a cancel puts the pieces back', async () => {
    const [a] = await productsInStock(t.database.db, 1);
    const fast = await orderCall<{ id: number }>(t.app, 'POST', '/fast', {
      body: { productId: a.id, name: 'Staff test', phone: `+${newPhone()}` },
      ip: newIp(),
    });
    const stock = await stockOf(t.database.db, a.id);
    expect((await t.app.inject({ url: '/admin/v1/orders' })).statusCode).toBe(401);
    const accepted = (
      await admin('GET', '/admin/v1/orders?status=accepted&from=2026-11-18&to=2026-11-18')
    ).json() as StaffOrderListWire;
    expect(
      accepted.rows.some((row) => row.id === fast.body.id && row.kind === 'fast' && row.name === 'Staff test'),
    ).toBe(true);
    expect(accepted.rows.every((row) => row.status === 'accepted')).toBe(true);
    const earlier = (await admin('GET', '/admin/v1/orders?to=2026-11-17')).json() as StaffOrderListWire;
    expect(earlier.count).toBe(0);

    const delivering = await admin('PATCH', `/admin/v1/orders/${fast.body.id}`, { status: 'delivering' });
    expect(delivering.json()).toMatchObject({ id: fast.body.id, status: 'delivering' });
    const back = await admin('PATCH', `/admin/v1/orders/${fast.body.id}`, { status: 'delivering' });
    expect(back.statusCode).toBe(200);
    const cancelled = await admin('PATCH', `/admin/v1/orders/${fast.body.id}`, { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(t.database.db, a.id)).toBe(stock + 1);
    // Each move is in the audit trail as the machine credential's (docs/adr/028); the repeated one is not.
    const trail = (await admin('GET', `/admin/v1/audit?subject=order:${fast.body.id}`)).json();
    expect(
      trail.entries.map((e: { actor: string | null; before: unknown; after: unknown }) => [e.actor, e.before, e.after]),
    ).toEqual([
      [null, { status: 'delivering' }, { status: 'cancelled' }],
      [null, { status: 'accepted' }, { status: 'delivering' }],
    ]);
    const reopened = await admin('PATCH', `/admin/v1/orders/${fast.body.id}`, { status: 'delivered' });
    expect([reopened.statusCode, reopened.json().message]).toEqual([
      409,
      'An order cannot go from "cancelled" to "delivered"',
    ]);
    expect((await admin('PATCH', '/admin/v1/orders/2000000', { status: 'cancelled' })).statusCode).toBe(404);
  });

  it("open one order with its lines, recipient and address, its places named in the caller's language", async () => {
    const shopper = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    const { placed, code } = await placeWithCode(
      t.app,
      shopper,
      orderBody([{ ...a, count: 2 }], shopper.phone, { note: 'Jaň ediň' }),
    );
    await orderCall(t.app, 'POST', '/verify', { shopper, body: { id: placed.body.id, code } });
    const answer = await t.app.inject({
      url: `/admin/v1/orders/${placed.body.id}`,
      headers: { 'x-admin-token': ADMIN, lng: 'RU' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id: placed.body.id,
      kind: 'checkout',
      lines: [{ id: a.id, count: 2, price: a.price }],
      recipient: { phone: `+${shopper.phone}` },
      address: {
        welayat: placeNames({ welayat: 'ashgabat', etrap: 'bagtyyarlyk' }, 'ru').welayat,
        etrap: placeNames({ welayat: 'ashgabat', etrap: 'bagtyyarlyk' }, 'ru').etrap,
        city: placeNames({ welayat: 'ashgabat', etrap: 'bagtyyarlyk', city: 'parahat-7' }, 'ru').city,
      },
      note: 'Jaň ediň',
      payments: [],
    });
    expect(answer.json().address.welayat).not.toBe('ashgabat');
  });
});

describe('the OpenAPI document', () => {
  it('lists every orders call with its schemas', async () => {
    const document = (await t.app.inject({ url: '/docs/json' })).json() as OpenApiDocument;
    for (const [path, method] of [
      ['/client/v4/orders/extras', 'get'],
      ['/client/v4/orders/check', 'post'],
      ['/client/v4/orders', 'get'],
      ['/client/v4/orders', 'post'],
      ['/client/v4/orders/{id}', 'get'],
      ['/client/v4/orders/verify', 'post'],
      ['/client/v4/orders/resend', 'post'],
      ['/client/v4/orders/fast', 'post'],
      ['/admin/v1/orders', 'get'],
      ['/admin/v1/orders/{id}', 'patch'],
    ]) {
      expect(document.paths[path]?.[method]?.responses['200']).toBeDefined();
    }
    for (const name of ['orderExtras', 'orderSummary', 'orderDetail', 'checkedLine', 'staffOrder']) {
      expect(document.components.schemas[name]).toBeDefined();
    }
  });

  it('answers a POST without an Idempotency-Key with a translated 400', async () => {
    const answer = await orderCall(t.app, 'POST', '/fast', {
      body: { productId: 1, name: 'No key', phone: `+${newPhone()}` },
      key: null,
      lng: 'RU',
    });
    expect([answer.status, answer.body.message]).toEqual([
      400,
      'Заголовок Idempotency-Key отсутствует или неверен (8-255 символов)',
    ]);
    expect(newKey()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
