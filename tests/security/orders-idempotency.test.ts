/**
 * docs/adr/017, rules 4-5: Idempotency-Key (Stripe's semantics, in the database) and stock taken in
 * the confirming transaction, never below zero. On PostgreSQL the requests really run at once.
 */
import { count, eq } from 'drizzle-orm';
import type { OrderDetail, OrderPlacedWire } from '../../server/src/contract/orders';
import { idempotencyKeys, orders } from '../../server/src/db/schema';
import { outbox, TestClock } from '../../server/test/auth-helpers';
import { startTestApp, type TestApp } from '../../server/test/helpers';
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
  setStock,
  stockOf,
  type Shopper,
} from '../../server/test/order-helpers';

let t: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  t = await startTestApp({ config: { now: clock.now } });
});
afterAll(() => t.close());

const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0].n;

describe('Idempotency-Key', () => {
  it('replays the first answer to the same key and body: one order, one SMS', async () => {
    const shopper = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    const body = orderBody([a], shopper.phone);
    const key = newKey();
    const before = await orderCount();
    const first = await orderCall<OrderPlacedWire>(t.app, 'POST', '', { shopper, body, key });
    const second = await orderCall<OrderPlacedWire>(t.app, 'POST', '', { shopper, body, key });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await orderCount()).toBe(before + 1);
    expect(
      (await outbox(t.app)).filter((row) => row.to === `+${shopper.phone}` && row.text.includes('order')),
    ).toHaveLength(1);
    // The key order of the JSON does not make another request.
    const { payment, ...rest } = body;
    const reordered = { payment, ...rest };
    const third = await orderCall<OrderPlacedWire>(t.app, 'POST', '', { shopper, body: reordered, key });
    expect(third.body.id).toBe(first.body.id);
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    const shopper = await newShopper(t.app, clock);
    const [a, b] = await productsInStock(t.database.db, 2);
    const key = newKey();
    const first = await orderCall<OrderPlacedWire>(t.app, 'POST', '', {
      shopper,
      key,
      body: orderBody([a], shopper.phone),
    });
    expect(first.status).toBe(200);
    const before = await orderCount();
    for (const other of [orderBody([b], shopper.phone), orderBody([{ ...a, count: 2 }], shopper.phone)]) {
      const answer = await orderCall(t.app, 'POST', '', { shopper, key, body: other, lng: 'RU' });
      expect([answer.status, answer.body.message]).toEqual([
        422,
        'Этот Idempotency-Key уже использован с другим запросом',
      ]);
    }
    expect(await orderCount()).toBe(before);
  });

  it("never answers one shopper's request with another's: keys are per caller", async () => {
    const one = await newShopper(t.app, clock);
    const two = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    const key = newKey();
    const first = await orderCall<OrderPlacedWire>(t.app, 'POST', '', {
      shopper: one,
      key,
      body: orderBody([a], one.phone),
    });
    const second = await orderCall<OrderPlacedWire>(t.app, 'POST', '', {
      shopper: two,
      key,
      body: orderBody([a], two.phone),
    });
    expect(second.status).toBe(200);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
  });

  it('makes one order of 8 simultaneous requests with one key (double clicks, retries)', async () => {
    const shopper = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    const body = orderBody([a], shopper.phone);
    const key = newKey();
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => orderCall<OrderPlacedWire>(t.app, 'POST', '', { shopper, body, key })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
    expect(await orderCount()).toBe(before + 1);

    // The confirmation too: 8 at once with one key accept once and take the stock once.
    const code = await orderCode(t.app, shopper.phone);
    const stock = await stockOf(t.database.db, a.id);
    const verifyKey = newKey();
    const verified = await Promise.all(
      Array.from({ length: 8 }, () =>
        orderCall<OrderDetail>(t.app, 'POST', '/verify', {
          shopper,
          key: verifyKey,
          body: { id: answers[0].body.id, code },
        }),
      ),
    );
    expect(verified.map((answer) => [answer.status, answer.body.status])).toEqual(Array(8).fill([200, 'accepted']));
    expect(await stockOf(t.database.db, a.id)).toBe(stock - 1);
  });

  it('keeps a refusal that did nothing out of the store: the same key may try again', async () => {
    const shopper = await newShopper(t.app, clock);
    const [a] = await productsInStock(t.database.db, 1);
    const key = newKey();
    const body = orderBody([a], shopper.phone);
    await setStock(t.database.db, a.id, 0);
    const refused = await orderCall(t.app, 'POST', '', { shopper, key, body });
    expect(refused.status).toBe(409);
    await setStock(t.database.db, a.id, 20);
    const retried = await orderCall<OrderPlacedWire>(t.app, 'POST', '', { shopper, key, body });
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores keys in the database, scoped by call and caller', async () => {
    const rows = await t.database.db.select().from(idempotencyKeys);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => /^(POST \/orders(\/verify)? user:\d+|POST \/orders\/fast)$/.test(row.scope))).toBe(true);
    expect(rows.every((row) => row.status > 0 && /^[0-9a-f]{64}$/.test(row.fingerprint))).toBe(true);
  });

  it('is required on the quick order and accepted only in its form (8-255 printable characters)', async () => {
    const [a] = await productsInStock(t.database.db, 1);
    for (const key of [null, 'short', 'x'.repeat(256), 'has space in it']) {
      const answer = await orderCall(t.app, 'POST', '/fast', {
        key,
        ip: newIp(),
        body: { productId: a.id, name: 'Key test', phone: `+${newPhone()}` },
      });
      expect(answer.status).toBe(400);
    }
  });
});

describe('stock', () => {
  it('20 shoppers racing for the last 5 units: exactly 5 orders accepted, the others told why, stock 0', async () => {
    const [product] = await productsInStock(t.database.db, 1);
    await setStock(t.database.db, product.id, 50);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 20; i++) shoppers.push(await newShopper(t.app, clock));
    const placed: { shopper: Shopper; id: number; code: string }[] = [];
    for (const shopper of shoppers) {
      const { placed: answer, code } = await placeWithCode(t.app, shopper, orderBody([product], shopper.phone));
      placed.push({ shopper, id: answer.body.id, code });
    }
    await setStock(t.database.db, product.id, 5);
    const answers = await Promise.all(
      placed.map(({ shopper, id, code }) =>
        orderCall<OrderDetail>(t.app, 'POST', '/verify', { shopper, body: { id, code } }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(accepted).toHaveLength(5);
    expect(accepted.every((answer) => answer.body.status === 'accepted')).toBe(true);
    expect(refused.map((answer) => answer.status)).toEqual(Array(15).fill(409));
    expect(new Set(refused.map((answer) => answer.body.message))).toEqual(
      new Set(['Some items are not in stock in the amount asked for. Check the list of items and change your cart!']),
    );
    expect(await stockOf(t.database.db, product.id)).toBe(0);
    const statuses = await t.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.status, 'accepted'));
    expect(statuses.length).toBeGreaterThanOrEqual(5);
  });

  it('takes all lines or none: one short line leaves the others untouched', async () => {
    const shopper = await newShopper(t.app, clock);
    const [a, b] = await productsInStock(t.database.db, 2);
    await setStock(t.database.db, a.id, 10);
    await setStock(t.database.db, b.id, 10);
    const { placed, code } = await placeWithCode(
      t.app,
      shopper,
      orderBody(
        [
          { ...a, count: 3 },
          { ...b, count: 3 },
        ],
        shopper.phone,
      ),
    );
    await setStock(t.database.db, b.id, 2);
    const answer = await orderCall<{ lines: { id: number; problem: string }[] }>(t.app, 'POST', '/verify', {
      shopper,
      body: { id: placed.body.id, code },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.lines).toEqual([expect.objectContaining({ id: b.id, problem: 'not_enough_stock' })]);
    expect(await stockOf(t.database.db, a.id)).toBe(10);
    expect(await stockOf(t.database.db, b.id)).toBe(2);
    // The code was not spent: once stock is back, the same code confirms.
    await setStock(t.database.db, b.id, 3);
    const again = await orderCall<OrderDetail>(t.app, 'POST', '/verify', {
      shopper,
      body: { id: placed.body.id, code },
    });
    expect([again.status, again.body.status]).toEqual([200, 'accepted']);
    expect([await stockOf(t.database.db, a.id), await stockOf(t.database.db, b.id)]).toEqual([7, 0]);
  });

  it('quick orders race the same way: 12 buyers, 4 units, 4 accepted, never below zero', async () => {
    const [product] = await productsInStock(t.database.db, 1);
    await setStock(t.database.db, product.id, 4);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        orderCall(t.app, 'POST', '/fast', {
          ip: newIp(),
          body: { productId: product.id, name: 'Racer', phone: `+${newPhone()}` },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(8);
    expect(await stockOf(t.database.db, product.id)).toBe(0);
  });
});
