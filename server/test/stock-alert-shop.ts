/**
 * The shop the back-in-stock tests run against (docs/adr/020): the API on a test clock with a local
 * push service, its workers left to the tests, and the calls and look-ups the tests share. A test
 * file calls withStockAlertShop() once; `t` and `push` are set before its tests run.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { StockAlertListWire, SubscribedWire } from '../src/contract/stock-alerts';
import type { Db } from '../src/db/client';
import { products, stockAlertDeliveries } from '../src/db/schema';
import { fileEmail, type EmailSender } from '../src/services/messaging/email';
import { DEFAULT_WORKER_SETTINGS, StockAlertWorker } from '../src/services/stock-alerts/worker';
import { call, TestClock } from './auth-helpers';
import { startTestApp, type TestApp } from './helpers';
import { newIp, setStock } from './order-helpers';
import { startPushService, type BrowserSubscription, type PushService } from './stock-alert-helpers';

const ADMIN = 'stock-alerts-admin';
export const clock = new TestClock();
export let t: TestApp;
export let push: PushService;

/** Starts the shop and its push service before the file's tests, and stops them after. */
export function withStockAlertShop() {
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
}

export const db = () => t.app.db;
export const alertsOf = (path: string, options: Parameters<typeof call>[3] = {}) =>
  call<StockAlertListWire>(t.app, 'GET', `/client/v4/stock-alerts${path}`, options);
export const subscribeAs = (body: object, options: Parameters<typeof call>[3] = {}) =>
  call<SubscribedWire>(t.app, 'POST', '/client/v4/stock-alerts', { body, ip: newIp(), ...options });
export const restock = (id: number, stock: number, lng = 'EN') =>
  t.app.inject({
    method: 'PATCH',
    url: `/admin/v1/products/${id}`,
    headers: { 'x-admin-token': ADMIN, lng },
    payload: { stock },
  });

let nextProduct = 0;
/** A product of the sample catalogue made out of stock, one no other test uses. */
export async function soldOutProduct(): Promise<number> {
  const rows = await db().select({ id: products.id }).from(products).orderBy(products.id);
  const id = rows[++nextProduct * 3].id;
  await setStock(db(), id, 0);
  return id;
}

export function worker(options: { email?: EmailSender; database?: Db; batch?: number } = {}) {
  return new StockAlertWorker(options.database ?? db(), options.email ?? fileEmail(db(), t.config.dataDir, clock.now), {
    ...DEFAULT_WORKER_SETTINGS,
    batch: options.batch ?? DEFAULT_WORKER_SETTINGS.batch,
    keys: t.app.stockAlerts.keys,
    links: {
      shopUrl: 'https://shop.example.tm',
      apiUrl: 'https://api.example.tm',
    },
    now: clock.now,
  });
}

export async function deliveriesOf(productId: number) {
  return db().select().from(stockAlertDeliveries).where(eq(stockAlertDeliveries.productId, productId));
}

export const pushesTo = (browser: BrowserSubscription) =>
  push.requests.filter((request) => browser.endpoint.endsWith(request.path));

export const emlFiles = () => {
  try {
    return readdirSync(join(t.config.dataDir, 'outbox')).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};
