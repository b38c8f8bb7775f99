/**
 * Back-in-stock alerts' delivery (docs/adr/020), on PGlite and on PostgreSQL: by Web Push (a local
 * push service; the payload decrypted as a browser does, RFC 8291) and by e-mail (the .eml outbox),
 * retries, gone push subscriptions, a worker that dies holding its claim, and two workers sharing
 * the queue.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { StockAlertPushPayload } from '../src/contract/stock-alerts';
import { openDatabase, type Database } from '../src/db/client';
import { products, stockAlertDeliveries, stockAlerts } from '../src/db/schema';
import { fileEmail } from '../src/services/messaging/email';
import { pushKeyOf } from '../src/services/stock-alerts/manage-token';
import { DEFAULT_WORKER_SETTINGS } from '../src/services/stock-alerts/worker';
import { call } from './auth-helpers';
import { decryptPushBody, newBrowserSubscription } from './stock-alert-helpers';
import {
  alertsOf,
  clock,
  db,
  deliveriesOf,
  emlFiles,
  push,
  pushesTo,
  restock,
  soldOutProduct,
  subscribeAs,
  t,
  withStockAlertShop,
  worker,
} from './stock-alert-shop';

withStockAlertShop();

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
    // the price as the site writes it: '5 599 TMT', never '5599.00 TMT'
    expect(row.text).toMatch(/: .+, \d{1,3}( \d{3})*(\.\d{2})? TMT\./);
    expect(row.text).not.toMatch(/\d{4}(\.\d\d)? TMT|\.00 TMT/);
    // and the site's word for the alerts (habarnama)
    expect(row.text).toContain('Habarnamalaryňyzy dolandyrmak ýa-da ýatyrmak');
    expect(row.text).toContain(`https://shop.example.tm/product/${productId}`);
    // the settings link in the text opens the owner's list
    const manage = new URL(/https:\/\/shop\.example\.tm\/stock-alerts\?token=\S+/.exec(row.text)?.[0] as string);
    const byLink = () => alertsOf(`?token=${encodeURIComponent(manage.searchParams.get('token') as string)}`);
    expect((await byLink()).body.rows?.map((alert) => alert.email)).toEqual(['mail-tm@example.tm']);
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
    // the link named that subscription: it opens nothing now (docs/adr/020)
    expect((await byLink()).status).toBe(403);
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
