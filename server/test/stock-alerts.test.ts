/**
 * Back-in-stock alerts (issue 16, docs/adr/020), on PGlite and on PostgreSQL: subscribing and
 * removing, who sees what, the transactional outbox (stock 0 -> n queues one notification per
 * subscription, in the same transaction), delivery by Web Push (a local push service; the payload
 * decrypted as a browser does, RFC 8291) and by e-mail (the .eml outbox), retries, gone push
 * subscriptions, a worker that dies holding its claim, and two workers sharing the queue.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { StockAlertListWire, StockAlertPushPayload, SubscribedWire } from '../src/contract/stock-alerts';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { products, stockAlertDeliveries, stockAlerts } from '../src/db/schema';
import { importCatalogue } from '../src/catalogue/import';
import { fileEmail, type EmailSender } from '../src/services/messaging/email';
import { pushKeyOf } from '../src/services/stock-alerts/manage-token';
import { DEFAULT_WORKER_SETTINGS, StockAlertWorker } from '../src/services/stock-alerts/worker';
import { call, HOUR, MINUTE, signInByCode, TestClock } from './auth-helpers';
import { sampleCatalogue, startTestApp, type TestApp } from './helpers';
import { newIp, newPhone, setStock } from './order-helpers';
import {
  decryptPushBody,
  newBrowserSubscription,
  startPushService,
  type BrowserSubscription,
  type PushService,
} from './stock-alert-helpers';

const ADMIN = 'stock-alerts-admin';
const clock = new TestClock();
let t: TestApp;
let push: PushService;

beforeAll(async () => {
  push = await startPushService();
  t = await startTestApp({
    config: {
      now: clock.now,
      adminToken: ADMIN,
      // the tests run the workers themselves, to stop and start them where they mean to
      stockAlertWorker: false,
      pushServiceHosts: [push.origin],
      shopUrl: 'https://shop.example.tm',
    },
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await push.close();
});

const db = () => t.app.db;
const alertsOf = (path: string, options: Parameters<typeof call>[3] = {}) =>
  call<StockAlertListWire>(t.app, 'GET', `/client/v4/stock-alerts${path}`, options);
const subscribeAs = (body: object, options: Parameters<typeof call>[3] = {}) =>
  call<SubscribedWire>(t.app, 'POST', '/client/v4/stock-alerts', { body, ip: newIp(), ...options });
const restock = (id: number, stock: number, lng = 'EN') =>
  t.app.inject({
    method: 'PATCH',
    url: `/admin/v1/products/${id}`,
    headers: { 'x-admin-token': ADMIN, lng },
    payload: { stock },
  });

let nextProduct = 0;
/** A product of the sample catalogue made out of stock, one no other test uses. */
async function soldOutProduct(): Promise<number> {
  const rows = await db().select({ id: products.id }).from(products).orderBy(products.id);
  const id = rows[++nextProduct * 3].id;
  await setStock(db(), id, 0);
  return id;
}

function worker(options: { email?: EmailSender; database?: Db; batch?: number } = {}) {
  return new StockAlertWorker(options.database ?? db(), options.email ?? fileEmail(db(), t.config.dataDir, clock.now), {
    ...DEFAULT_WORKER_SETTINGS,
    batch: options.batch ?? DEFAULT_WORKER_SETTINGS.batch,
    keys: t.app.stockAlerts.keys,
    links: {
      shopUrl: 'https://shop.example.tm',
      apiUrl: 'https://api.example.tm',
      tokenKey: t.app.stockAlerts.tokenKey,
    },
    now: clock.now,
  });
}

async function deliveriesOf(productId: number) {
  return db().select().from(stockAlertDeliveries).where(eq(stockAlertDeliveries.productId, productId));
}

const pushesTo = (browser: BrowserSubscription) =>
  push.requests.filter((request) => browser.endpoint.endsWith(request.path));

const emlFiles = () => {
  try {
    return readdirSync(join(t.config.dataDir, 'outbox')).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};

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

describe('delivery', () => {
  it('sends Web Push a browser can decrypt (RFC 8291), with the product and the language, signed by VAPID', async () => {
    const productId = await soldOutProduct();
    const browser = newBrowserSubscription(push.origin);
    await subscribeAs({ productId, push: { endpoint: browser.endpoint, keys: browser.keys } }, { lng: 'RU' });
    await restock(productId, 3);
    const result = await worker().deliverDue();
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const [request] = pushesTo(browser);
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.ttl).toEqual(expect.any(String));
    expect(request.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.app.stockAlerts.keys.publicKey}$`),
    );
    const payload = JSON.parse(decryptPushBody(request.body, browser)) as StockAlertPushPayload;
    const [name] = await db().select({ name: products.name }).from(products).where(eq(products.id, productId));
    expect(payload).toMatchObject({
      productId,
      lng: 'ru',
      title: 'Снова в продаже',
      url: `https://shop.example.tm/ru/product/${productId}`,
    });
    expect(payload.body).toContain(name.name.ru || name.name.tm);
    const [delivery] = await deliveriesOf(productId);
    expect(payload.id).toBe(delivery.deliveryId);
    expect(delivery.sentAt).not.toBeNull();
  });

  it("e-mails in the subscriber's language with a one-click unsubscribe, one .eml file per notification", async () => {
    const productId = await soldOutProduct();
    await subscribeAs({ productId, email: 'mail-tm@example.tm', fio: 'Aýna' }, { lng: 'TM' });
    await restock(productId, 3);
    const before = emlFiles().length;
    await worker().deliverDue();
    const [delivery] = await deliveriesOf(productId);
    const file = emlFiles().find((name) => name.startsWith(delivery.deliveryId));
    expect(file).toBeDefined();
    expect(emlFiles()).toHaveLength(before + 1);
    // headers unfolded (a long header may continue on the next line, RFC 5322 §2.2.3)
    const eml = readFileSync(join(t.config.dataDir, 'outbox', file as string), 'utf8').replace(/\r?\n[ \t]+/g, ' ');
    expect(eml).toMatch(/^To: mail-tm@example\.tm$/m);
    expect(eml).toContain(`Message-ID: <${delivery.deliveryId}@storefront.local>`);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const oneClick = /^List-Unsubscribe: <([^>]+)>$/m.exec(eml)?.[1] as string;
    expect(oneClick).toContain(`/client/v4/stock-alerts/unsubscribe?token=`);
    const [row] = await call<{ to: string; subject: string; text: string }[]>(t.app, 'GET', '/dev/outbox.json').then(
      (a) => a.body.filter((message) => message.to === 'mail-tm@example.tm'),
    );
    expect(row.subject).toContain('ýene satuwda');
    expect(row.text).toContain('Salam, Aýna!');
    expect(row.text).toContain(`https://shop.example.tm/product/${productId}`);
    // the mail client's one-click POST (RFC 8058): form body, no Origin, removes that subscription
    const url = new URL(oneClick);
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', lng: 'EN' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({ message: 'You are unsubscribed' });
    expect(await db().select().from(stockAlerts).where(eq(stockAlerts.email, 'mail-tm@example.tm'))).toHaveLength(0);
    // the settings link in the text opens the owner's list (here empty now)
    const manage = new URL(/https:\/\/shop\.example\.tm\/stock-alerts\?token=\S+/.exec(row.text)?.[0] as string);
    const listed = await alertsOf(`?token=${encodeURIComponent(manage.searchParams.get('token') as string)}`);
    expect(listed.status).toBe(200);
    expect(listed.body.rows).toEqual([]);
  });

  it('retries a failed push with growing waits, and drops a subscription the push service calls gone', async () => {
    const productId = await soldOutProduct();
    const flaky = newBrowserSubscription(push.origin);
    const gone = newBrowserSubscription(push.origin);
    await subscribeAs({ productId, push: { endpoint: flaky.endpoint, keys: flaky.keys } });
    const productB = await soldOutProduct();
    await subscribeAs({ productId: productB, push: { endpoint: gone.endpoint, keys: gone.keys } });
    await subscribeAs({ productId, push: { endpoint: gone.endpoint, keys: gone.keys } });
    await restock(productId, 2);
    push.plan(flaky.endpoint, 503, 500);
    push.plan(gone.endpoint, 410);
    const first = await worker().deliverDue();
    expect(first).toMatchObject({ retried: 1, gone: 1 });
    // every subscription of the gone browser goes, the other product's too
    expect(
      await db()
        .select()
        .from(stockAlerts)
        .where(eq(stockAlerts.pushKey, pushKeyOf(gone.endpoint))),
    ).toHaveLength(0);
    expect(await worker().deliverDue()).toMatchObject({ sent: 0 });
    clock.advance(DEFAULT_WORKER_SETTINGS.retryBaseMs + 1000);
    expect(await worker().deliverDue()).toMatchObject({ retried: 1 });
    clock.advance(DEFAULT_WORKER_SETTINGS.retryBaseMs + 1000);
    expect(await worker().deliverDue()).toMatchObject({ sent: 0 });
    clock.advance(DEFAULT_WORKER_SETTINGS.retryBaseMs * 2);
    expect(await worker().deliverDue()).toMatchObject({ sent: 1 });
    expect(pushesTo(flaky)).toHaveLength(3);
  });

  it('a worker that dies after claiming loses nothing: another sends it once when the claim ends', async () => {
    const productId = await soldOutProduct();
    await subscribeAs({ productId, email: 'crash@example.tm' });
    await restock(productId, 5);
    // this worker claims the notification, then its process "dies" before the mail leaves
    let reached: () => void = () => undefined;
    const claimed = new Promise<void>((resolve) => (reached = resolve));
    const dying = worker({
      email: {
        send: () => {
          reached();
          return new Promise<void>(() => undefined);
        },
      },
    });
    void dying.deliverDue();
    await claimed;
    const [held] = await deliveriesOf(productId);
    expect(held).toMatchObject({ attempts: 1, sentAt: null, runner: dying.runner });
    // a restarted process leaves it alone while the claim holds, then sends it, once
    const restarted = worker();
    expect((await restarted.deliverDue()).sent).toBe(0);
    clock.advance(DEFAULT_WORKER_SETTINGS.leaseMs + 1000);
    expect((await restarted.deliverDue()).sent).toBe(1);
    expect((await worker().deliverDue()).sent).toBe(0);
    expect(emlFiles().filter((name) => name.startsWith(held.deliveryId))).toHaveLength(1);
    // sent again after a crash between sending and recording (same delivery id): still one message
    await fileEmail(db(), t.config.dataDir, clock.now).send('crash@example.tm', 's', 't', {
      messageId: held.deliveryId,
    });
    expect(emlFiles().filter((name) => name.startsWith(held.deliveryId))).toHaveLength(1);
  });

  it('two workers (two processes on PostgreSQL) never send the same notification', async () => {
    const productId = await soldOutProduct();
    const browsers = Array.from({ length: 24 }, () => newBrowserSubscription(push.origin));
    for (const browser of browsers)
      await subscribeAs({ productId, push: { endpoint: browser.endpoint, keys: browser.keys } });
    await restock(productId, 4);
    // on PostgreSQL the second worker has a connection pool of its own, as another process would
    let second: Database | undefined;
    if (t.url) second = await openDatabase({ databaseUrl: t.url });
    try {
      // small batches, so the two take turns claiming from one queue
      const a = worker({ batch: 3 });
      const b = worker({ database: second?.db, batch: 3 });
      const [ra, rb] = await Promise.all([a.deliverDue(), b.deliverDue()]);
      expect(ra.sent + rb.sent).toBe(24);
      const ids = browsers.flatMap((browser) =>
        pushesTo(browser).map(
          (request) => (JSON.parse(decryptPushBody(request.body, browser)) as StockAlertPushPayload).id,
        ),
      );
      expect(ids).toHaveLength(24);
      expect(new Set(ids).size).toBe(24);
      const rows = await db().select().from(stockAlertDeliveries).where(inArray(stockAlertDeliveries.deliveryId, ids));
      expect(rows.every((row) => row.attempts === 1 && row.sentAt !== null)).toBe(true);
    } finally {
      await second?.close();
    }
  });
});
