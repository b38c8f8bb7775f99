/**
 * Back-in-stock alerts (docs/adr/020), on PGlite and on PostgreSQL: subscribing and
 * removing, who sees what, and the transactional outbox (stock 0 -> n queues one notification per
 * subscription, in the same transaction). Delivery: stock-alert-delivery.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { StockAlertListWire } from '../src/contract/stock-alerts';
import { products, stockAlertDeliveries, stockAlerts } from '../src/db/schema';
import { importCatalogue } from '../src/catalogue/import';
import { call, HOUR, MINUTE, signInByCode } from './auth-helpers';
import { sampleCatalogue } from './helpers';
import { newIp, newPhone, setStock } from './order-helpers';
import { newBrowserSubscription } from './stock-alert-helpers';
import {
  alertsOf,
  clock,
  db,
  deliveriesOf,
  push,
  restock,
  soldOutProduct,
  subscribeAs,
  t,
  withStockAlertShop,
} from './stock-alert-shop';

withStockAlertShop();

describe('GET /client/v4/stock-alerts/key', () => {
  it("answers the shop's VAPID public key, a P-256 point in base64url, the same on every call", async () => {
    const first = await call<{ publicKey: string }>(t.app, 'GET', '/client/v4/stock-alerts/key');
    const again = await call<{ publicKey: string }>(t.app, 'GET', '/client/v4/stock-alerts/key');
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(first.body.publicKey, 'base64url')[0]).toBe(4);
    expect(again.body.publicKey).toBe(first.body.publicKey);
    // generated once into DATA_DIR, read from there afterwards
    const stored = JSON.parse(readFileSync(join(t.config.dataDir, 'web-push-keys.json'), 'utf8')) as {
      publicKey: string;
    };
    expect(stored.publicKey).toBe(first.body.publicKey);
  });
});

describe('subscribing', () => {
  it('takes an e-mail, a push subscription or both (one subscription each) for a product out of stock', async () => {
    const productId = await soldOutProduct();
    const browser = newBrowserSubscription(push.origin);
    const answer = await subscribeAs(
      {
        productId,
        email: ' Aýna@Example.TM ',
        fio: 'Aýna Orazowa',
        push: { endpoint: browser.endpoint, keys: browser.keys },
      },
      { lng: 'RU' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.rows.map((row) => row.channel).sort()).toEqual(['email', 'push']);
    const email = answer.body.rows.find((row) => row.channel === 'email');
    expect(email).toMatchObject({
      productId,
      email: 'aýna@example.tm',
      fio: 'Aýna Orazowa',
      lng: 'ru',
      inStock: false,
    });
    expect(answer.body.token).toEqual(expect.any(String));
    // subscribing again changes the name and language, never adds a second subscription
    const again = await subscribeAs({ productId, email: 'aýna@example.tm', fio: 'Aýna' }, { lng: 'EN' });
    expect(again.body.rows).toHaveLength(1);
    const rows = await db().select().from(stockAlerts).where(eq(stockAlerts.productId, productId));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.email)).toMatchObject({ fio: 'Aýna', lng: 'en' });
  });

  it('refuses, in the caller’s language, what it cannot keep', async () => {
    const productId = await soldOutProduct();
    const none = await subscribeAs({ productId, fio: 'Aýna' }, { lng: 'EN' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose how to be notified: in this browser or by e-mail');
    const badEmail = await subscribeAs({ productId, email: 'not-an-address' }, { lng: 'RU' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Введите правильный адрес электронной почты');
    // a push "service" the shop does not know: the API would POST wherever a caller says
    const stranger = newBrowserSubscription('http://10.0.0.5:8080');
    const ssrf = await subscribeAs(
      { productId, push: { endpoint: stranger.endpoint, keys: stranger.keys } },
      { lng: 'TM' },
    );
    expect(ssrf.status).toBe(400);
    expect(ssrf.body.message).toBe('Bu brauzeriň habar hyzmatyny ulanyp bolmaýar');
    const unknownField = await subscribeAs({ productId, email: 'a@b.tm', price: 1 });
    expect(unknownField.status).toBe(400);
    const [inStock] = await db().select({ id: products.id }).from(products).where(eq(products.id, productId));
    await setStock(db(), inStock.id, 3);
    const available = await subscribeAs({ productId, email: 'a@b.tm' }, { lng: 'EN' });
    expect(available.status).toBe(409);
    expect(available.body.message).toBe('This product is in stock: you can order it now');
    const missing = await subscribeAs({ productId: 999_999, email: 'a@b.tm' }, { lng: 'EN' });
    expect(missing.status).toBe(404);
  });

  it('allows 30 new subscriptions an hour per client address', async () => {
    const productId = await soldOutProduct();
    const ip = newIp();
    for (let i = 0; i < 30; i++) {
      expect((await subscribeAs({ productId, email: `limit${i}@example.tm` }, { ip })).status).toBe(200);
    }
    const over = await subscribeAs({ productId, email: 'limit-over@example.tm' }, { ip, lng: 'EN' });
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toEqual(expect.any(String));
    clock.advance(HOUR + MINUTE);
    expect((await subscribeAs({ productId, email: 'limit-later@example.tm' }, { ip })).status).toBe(200);
  });
});

describe('listing and removing', () => {
  it('shows a signed-in shopper their own subscriptions only, and removes only their own', async () => {
    const productId = await soldOutProduct();
    const aýna = await signInByCode(t.app, newPhone('9936600'), { ip: newIp() });
    clock.advance(2 * MINUTE);
    const merdan = await signInByCode(t.app, newPhone('9936600'), { ip: newIp() });
    clock.advance(2 * MINUTE);
    const mine = await subscribeAs({ productId, email: 'ayna-own@example.tm', fio: 'Aýna' }, { session: aýna });
    const theirs = await subscribeAs({ productId, email: 'merdan-own@example.tm' }, { session: merdan });
    const listed = await alertsOf('', { session: aýna, lng: 'EN' });
    expect(listed.status).toBe(200);
    expect(listed.body.rows.map((row) => row.id)).toEqual([mine.body.rows[0].id]);
    const theirId = theirs.body.rows[0].id;
    const steal = await call(t.app, 'DELETE', `/client/v4/stock-alerts/${theirId}`, { session: aýna, lng: 'EN' });
    expect(steal.status).toBe(404);
    expect(steal.body.message).toBe('No such subscription');
    expect((await alertsOf('', { session: merdan })).body.rows).toHaveLength(1);
    const removed = await call<StockAlertListWire>(t.app, 'DELETE', `/client/v4/stock-alerts/${mine.body.rows[0].id}`, {
      session: aýna,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.rows).toEqual([]);
  });

  it('lets an anonymous shopper in only with a manage token the shop signed', async () => {
    const productId = await soldOutProduct();
    const browser = newBrowserSubscription(push.origin);
    const subscribed = await subscribeAs({ productId, push: { endpoint: browser.endpoint, keys: browser.keys } });
    const token = subscribed.body.token as string;
    const nobody = await alertsOf('', { lng: 'EN' });
    expect(nobody.status).toBe(401);
    const byHeader = await alertsOf('', { headers: { 'x-stock-alerts-token': token } });
    expect(byHeader.body.rows.map((row) => row.id)).toEqual([subscribed.body.rows[0].id]);
    // a token changed by one character, or one naming another owner, opens nothing
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await alertsOf(`?token=${encodeURIComponent(forged)}`, { lng: 'EN' })).status).toBe(403);
    const otherOwner = `${Buffer.from('e:ayna-own@example.tm').toString('base64url')}.${token.split('.')[1]}`;
    expect((await alertsOf(`?token=${encodeURIComponent(otherOwner)}`)).status).toBe(403);
    // a state-changing call from another site is refused (the session cookies would ride on it)
    const foreign = await call(t.app, 'DELETE', `/client/v4/stock-alerts/${subscribed.body.rows[0].id}`, {
      headers: { 'x-stock-alerts-token': token, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const removed = await call(t.app, 'DELETE', `/client/v4/stock-alerts/${subscribed.body.rows[0].id}`, {
      headers: { 'x-stock-alerts-token': token },
    });
    expect(removed.status).toBe(200);
  });
});

describe('the outbox: stock 0 -> n', () => {
  it('queues exactly one notification per subscription, in the transaction that changed the stock', async () => {
    const productId = await soldOutProduct();
    const browsers = [newBrowserSubscription(push.origin), newBrowserSubscription(push.origin)];
    for (const browser of browsers)
      await subscribeAs({ productId, push: { endpoint: browser.endpoint, keys: browser.keys } });
    for (const n of [1, 2, 3]) await subscribeAs({ productId, email: `outbox${n}@example.tm` });
    expect(await deliveriesOf(productId)).toHaveLength(0);
    // a rolled-back change queues nothing
    await expect(
      db().transaction(async (tx) => {
        await tx.update(products).set({ stock: 4 }).where(eq(products.id, productId));
        expect(
          await tx.select().from(stockAlertDeliveries).where(eq(stockAlertDeliveries.productId, productId)),
        ).toHaveLength(5);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await deliveriesOf(productId)).toHaveLength(0);

    expect((await restock(productId, 7)).statusCode).toBe(200);
    const queued = await deliveriesOf(productId);
    expect(queued).toHaveLength(5);
    expect(new Set(queued.map((row) => row.alertId)).size).toBe(5);
    expect(queued.filter((row) => row.channel === 'push')).toHaveLength(2);
    expect(new Set(queued.map((row) => row.deliveryId)).size).toBe(5);
    // more stock, or sold out and back again, notifies nobody twice
    await restock(productId, 9);
    await restock(productId, 0);
    await restock(productId, 2);
    expect(await deliveriesOf(productId)).toHaveLength(5);
    // a shopper who subscribes again is notified again next time
    await restock(productId, 0);
    await subscribeAs({ productId, email: 'outbox1@example.tm' });
    await restock(productId, 1);
    expect(await deliveriesOf(productId)).toHaveLength(6);
  });

  it('queues them for a catalogue import that brings the product back too', async () => {
    const catalogue = sampleCatalogue();
    const all = catalogue.products ?? [];
    const entry = all[all.length - 1];
    const [product] = await db().select({ id: products.id }).from(products).where(eq(products.sku, entry.sku));
    await setStock(db(), product.id, 0);
    await subscribeAs({ productId: product.id, email: 'import@example.tm' });
    const result = await t.database.withoutTimeLimit((plain) =>
      importCatalogue(plain, {
        ...catalogue,
        products: all.map((p) => (p === entry ? { ...p, stock: 12 } : p)),
      }),
    );
    expect(result.ok).toBe(true);
    expect(await deliveriesOf(product.id)).toHaveLength(1);
  });
});
