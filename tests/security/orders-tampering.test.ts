/**
 * docs/adr/017, rules 1-3: the server recomputes every order from the database, a shopper reaches
 * only their own orders and addresses, and delivery dates keep spec §5 in Asia/Ashgabat time.
 */
import { eq } from 'drizzle-orm';
import type { CartChangedWire, OrderDetail, OrderPlacedWire } from '../../server/src/contract/orders';
import { orderLines, orders } from '../../server/src/db/schema';
import { deliveryDateProblem } from '../../server/src/services/orders/delivery-date';
import { call, TestClock } from '../../server/test/auth-helpers';
import { startTestApp, type TestApp } from '../../server/test/helpers';
import {
  newShopper,
  orderBody,
  orderCall,
  placeWithCode,
  productsInStock,
  setStock,
} from '../../server/test/order-helpers';

let t: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  t = await startTestApp({ config: { now: clock.now } });
});
afterAll(() => t.close());

describe('the server recomputes the order', () => {
  it("refuses a line whose cartPrice is not today's price (lower or higher) with 409 and the changed lines", async () => {
    const shopper = await newShopper(t.app, clock);
    const [a, b] = await productsInStock(t.database.db, 2);
    for (const tampered of [a.price - 0.01, 0.01, a.price + 5]) {
      const answer = await orderCall<CartChangedWire>(t.app, 'POST', '', {
        shopper,
        body: orderBody([{ ...a, price: tampered }, b], shopper.phone),
      });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(
        'The prices of an item have changed. Check the list of items and add them to the cart again!',
      );
      expect(answer.body.lines).toEqual([
        {
          id: a.id,
          name: expect.any(String),
          count: 1,
          cartPrice: tampered,
          price: a.price,
          stock: expect.any(Number),
          problem: 'price_changed',
          giftCertificate: false,
        },
      ]);
    }
    const ru = await orderCall<CartChangedWire>(t.app, 'POST', '', {
      shopper,
      body: orderBody([{ ...a, price: 1 }], shopper.phone),
      lng: 'RU',
    });
    expect(ru.body.message).toBe('Цены на товар изменились. Проверьте список товаров и добавьте их в корзину снова!');
    expect(await t.database.db.select().from(orders)).toHaveLength(0);
  });

  it('refuses lines past the stock the same way, and a product that does not exist', async () => {
    const shopper = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    await setStock(t.database.db, a.id, 2);
    const short = await orderCall<CartChangedWire>(t.app, 'POST', '', {
      shopper,
      body: orderBody([{ ...a, count: 3 }], shopper.phone),
    });
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(
      'Some items are not in stock in the amount asked for. Check the list of items and change your cart!',
    );
    expect(short.body.lines[0]).toMatchObject({ id: a.id, stock: 2, problem: 'not_enough_stock' });
    const missing = await orderCall<CartChangedWire>(t.app, 'POST', '', {
      shopper,
      body: orderBody([{ id: 2_000_000_000, price: 10 }], shopper.phone),
    });
    expect([missing.status, missing.body.lines[0].problem]).toEqual([409, 'missing']);
    await setStock(t.database.db, a.id, 50);
  });

  it('takes no total, cost or price of its own from the client: unknown fields are refused, stored sums are recomputed', async () => {
    const shopper = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    for (const extra of [{ total: 1 }, { deliveryCost: 0 }, { status: 'accepted' }]) {
      const answer = await orderCall(t.app, 'POST', '', {
        shopper,
        body: { ...orderBody([a], shopper.phone), ...extra },
      });
      expect(answer.status).toBe(400);
    }
    const lineWithPrice = orderBody([a], shopper.phone) as unknown as { lines: Record<string, unknown>[] };
    lineWithPrice.lines[0].price = 0.01;
    expect((await orderCall(t.app, 'POST', '', { shopper, body: lineWithPrice })).status).toBe(400);
    for (const count of [0, -1, 1.5, 100]) {
      const answer = await orderCall(t.app, 'POST', '', { shopper, body: orderBody([{ ...a, count }], shopper.phone) });
      expect(answer.status).toBe(400);
    }
    // The same product twice would dodge the stock check line by line.
    const twice = await orderCall(t.app, 'POST', '', { shopper, body: orderBody([a, a], shopper.phone) });
    expect([twice.status, twice.body.message]).toEqual([400, 'Each product may appear in an order only once']);

    const placed = await orderCall<OrderPlacedWire>(t.app, 'POST', '', {
      shopper,
      body: orderBody([{ ...a, count: 3 }], shopper.phone),
    });
    expect(placed.status).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.body.id));
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, row.id));
    expect(line.price).toBe(a.price);
    const subtotal = Math.round(a.price * 100) * 3;
    expect(Math.round(row.total * 100)).toBe(subtotal + Math.round(row.deliveryCost * 100));
    expect(row.deliveryCost).toBe(subtotal >= 100_000 ? 0 : 20);
  });
});

describe('a shopper reaches only their own orders and addresses', () => {
  it("answers 404 for another shopper's order (detail, verify, resend) and leaves it out of the list", async () => {
    const owner = await newShopper(t.app, clock);
    const other = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    const { placed, code } = await placeWithCode(t.app, owner, orderBody([a], owner.phone));
    const id = placed.body.id;
    const detail = await orderCall(t.app, 'GET', `/${id}`, { shopper: other });
    expect([detail.status, detail.body.message]).toEqual([404, 'Order not found']);
    // The right code, from the wrong account: still 404, and the order stays unconfirmed.
    const verify = await orderCall(t.app, 'POST', '/verify', { shopper: other, body: { id, code } });
    expect(verify.status).toBe(404);
    expect((await orderCall(t.app, 'POST', '/resend', { shopper: other, body: { id } })).status).toBe(404);
    const list = await orderCall<{ rows: { id: number }[]; count: number }>(t.app, 'GET', '', { shopper: other });
    expect(list.body.rows.map((row) => row.id)).not.toContain(id);
    const mine = await orderCall<OrderDetail>(t.app, 'GET', `/${id}`, { shopper: owner });
    expect(mine.body.status).toBe('awaiting_code');
    // An unknown id answers exactly as another's.
    const unknown = await orderCall(t.app, 'GET', '/2000000000', { shopper: other });
    expect([unknown.status, unknown.body]).toEqual([detail.status, detail.body]);
  });

  it('answers 401 without a session, and with a stolen token on another device', async () => {
    const owner = await newShopper(t.app, clock);
    expect((await orderCall(t.app, 'GET', '')).status).toBe(401);
    expect((await orderCall(t.app, 'GET', '', { shopper: { ...owner, device: 'another-device-1' } })).status).toBe(401);
    const [a] = await productsInStock(t.database.db, 1);
    expect((await orderCall(t.app, 'POST', '', { body: orderBody([a], owner.phone) })).status).toBe(401);
  });

  it("refuses another shopper's saved address by id (404), as an unknown one", async () => {
    const owner = await newShopper(t.app, clock);
    const other = await newShopper(t.app, clock);
    const saved = await call<{ id: number }>(t.app, 'POST', 'addresses', {
      session: owner,
      ip: owner.ip,
      body: { name: 'Home', welayat: 'ashgabat', etrap: 'buzmeyin', city: 'gurtly', street: 'Gurtly', building: '9' },
    });
    const [a] = await productsInStock(t.database.db, 1);
    const answer = await orderCall(t.app, 'POST', '', {
      shopper: other,
      body: orderBody([a], other.phone, { address: { id: saved.body.id } }),
    });
    expect([answer.status, answer.body.message]).toEqual([404, 'Address not found']);
  });

  it('refuses state-changing calls from another site (Origin), as the accounts calls do', async () => {
    const owner = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/client/v4/orders',
      headers: {
        token: owner.token,
        device: owner.device,
        origin: 'https://evil.example',
        'idempotency-key': 'k-evil-0001',
      },
      payload: orderBody([a], owner.phone),
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('delivery dates keep spec §5 in Asia/Ashgabat time', () => {
  // 2026-11-18 09:00 UTC is 14:00 in Ashgabat (UTC+5).
  const now = new Date('2026-11-18T09:00:00Z');

  it.each([
    ['2026-11-18', '14:01', null],
    ['2026-11-18', '14:00', 'deliveryDatePast'],
    ['2026-11-17', '10:00', 'deliveryDatePast'],
    ['2026-11-30', '08:00', null],
    ['2026-12-31', '22:00', null],
    ['2027-01-01', '10:00', 'deliveryDateInvalid'],
    ['2026-10-31', '10:00', 'deliveryDatePast'],
    ['2025-11-20', '10:00', 'deliveryDatePast'],
    ['2027-11-20', '10:00', 'deliveryDateInvalid'],
    ['2026-11-20', '07:59', 'deliveryTimeInvalid'],
    ['2026-11-20', '22:01', 'deliveryTimeInvalid'],
    ['2026-11-20', '24:00', 'deliveryTimeInvalid'],
    ['2026-11-31', '10:00', 'deliveryDateInvalid'],
    ['2026-02-29', '10:00', 'deliveryDateInvalid'],
  ])('%s %s -> %s', (date, time, problem) => {
    expect(deliveryDateProblem(date, time, now)).toBe(problem);
  });

  it("moves with Ashgabat's midnight, not UTC's", () => {
    // 23:59 on 30 November in Ashgabat (18:59 UTC): November is this month, December next.
    expect(deliveryDateProblem('2026-11-30', '22:00', new Date('2026-11-30T18:59:00Z'))).toBe('deliveryDatePast');
    expect(deliveryDateProblem('2026-12-31', '10:00', new Date('2026-11-30T18:59:00Z'))).toBe(null);
    // 00:00 on 1 December in Ashgabat while UTC is still on 30 November: November has passed, and
    // January is in another year.
    const december = new Date('2026-11-30T19:00:00Z');
    expect(deliveryDateProblem('2026-11-30', '21:00', december)).toBe('deliveryDatePast');
    expect(deliveryDateProblem('2026-12-01', '08:00', december)).toBe(null);
    expect(deliveryDateProblem('2027-01-04', '10:00', december)).toBe('deliveryDateInvalid');
    // New Year's night: 1 January 2027 00:30 in Ashgabat is 31 December 19:30 UTC.
    const newYear = new Date('2026-12-31T19:30:00Z');
    expect(deliveryDateProblem('2027-01-01', '10:00', newYear)).toBe(null);
    expect(deliveryDateProblem('2027-02-28', '10:00', newYear)).toBe(null);
    expect(deliveryDateProblem('2026-12-31', '21:00', newYear)).toBe('deliveryDatePast');
    expect(deliveryDateProblem('2027-03-01', '10:00', newYear)).toBe('deliveryDateInvalid');
  });

  it('are refused by the API with the translated message', async () => {
    const shopper = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    const cases: [string, string, string, string][] = [
      ['2027-01-05', '10:00', 'EN', 'Choose a delivery date in this or next month of this year'],
      ['2026-11-20', '23:00', 'RU', 'Выберите время доставки с 8:00 до 22:00'],
      ['2026-11-10', '10:00', 'TM', 'Bu wagt eýýäm geçdi: has giçki wagty saýlaň'],
    ];
    for (const [date, time, lng, text] of cases) {
      const answer = await orderCall(t.app, 'POST', '', {
        shopper,
        lng,
        body: orderBody([a], shopper.phone, { delivery: { method: 'courier', type: 'door', date, time } }),
      });
      expect([answer.status, answer.body.message]).toEqual([400, text]);
    }
  });
});
