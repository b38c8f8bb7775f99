/**
 * The quick order (spec §7 POST /client/v4/orders/fast, docs/api.md): one product, a name and a
 * phone; a signed-in shopper's is tied to the account.
 */
import { eq } from 'drizzle-orm';
import type { OrderDetail, OrderListWire } from '../src/contract/orders';
import { orders } from '../src/db/schema';
import { TestClock } from './auth-helpers';
import { startTestApp, type TestApp } from './helpers';
import { newIp, newPhone, newShopper, orderCall, productsInStock, stockOf } from './order-helpers';

let t: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  t = await startTestApp({ config: { now: clock.now } });
});
afterAll(() => t.close());

describe('the quick order', () => {
  it('needs no account: one product, a name and a phone, accepted with its stock taken', async () => {
    const [a] = await productsInStock(t.database.db, 1);
    const before = await stockOf(t.database.db, a.id);
    const answer = await orderCall(t.app, 'POST', '/fast', {
      body: { productId: a.id, count: 2, name: 'Merdan', phone: `+${newPhone()}` },
      ip: newIp(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'accepted',
      pieces: 2,
      total: (Math.round(a.price * 100) * 2) / 100,
      message: 'Thank you! We will call you soon to confirm the order.',
    });
    expect(await stockOf(t.database.db, a.id)).toBe(before - 2);
  });

  it("is the signed-in shopper's: tied to the account and listed among their orders", async () => {
    const [a] = await productsInStock(t.database.db, 1);
    const shopper = await newShopper(t.app, clock);
    const answer = await orderCall<{ id: number }>(t.app, 'POST', '/fast', {
      shopper,
      body: { productId: a.id, name: 'Merdan', phone: `+${shopper.phone}` },
    });
    expect(answer.status).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, answer.body.id));
    expect(row.userId).not.toBeNull();
    const list = await orderCall<OrderListWire>(t.app, 'GET', '', { shopper });
    expect(list.body.rows.map((order) => order.id)).toContain(answer.body.id);
    const detail = await orderCall<OrderDetail>(t.app, 'GET', `/${answer.body.id}`, { shopper });
    expect(detail.status).toBe(200);
    // A guest's stays nobody's.
    const guest = await orderCall<{ id: number }>(t.app, 'POST', '/fast', {
      body: { productId: a.id, name: 'Guest', phone: `+${newPhone()}` },
      ip: newIp(),
    });
    const [guestRow] = await t.database.db.select().from(orders).where(eq(orders.id, guest.body.id));
    expect(guestRow.userId).toBeNull();
  });
});
