import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { messengersFrom } from '../messaging/code-delivery';
import { loadVapidKeys, tokenKeyOf, type VapidKeys } from './vapid';
import { DEFAULT_WORKER_SETTINGS, StockAlertWorker } from './worker';

/** What the back-in-stock routes and the worker share (docs/adr/020). */
export interface StockAlerts {
  keys: VapidKeys;
  /** signs browsers' manage tokens (manage-token.ts) */
  tokenKey: Buffer;
  shopUrl: string;
  /** this process's delivery worker (none with STOCK_ALERT_WORKER=off) */
  worker: StockAlertWorker | undefined;
}

/** The API's own address as links name it, when SHOP_URL does not say. */
function ownAddress(config: Config): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** The storefront's address in e-mails' links: SHOP_URL, else the API's own (which serves the site). */
export const shopUrlOf = (config: Config): string => config.shopUrl ?? ownAddress(config);

/**
 * The VAPID keys (read or generated once), and the worker, started when the app is ready and
 * stopped (its round finished) when it closes.
 */
export async function stockAlertsOf(app: FastifyInstance, database: Database, config: Config): Promise<StockAlerts> {
  const keys = await loadVapidKeys({
    dataDir: config.dataDir,
    publicKey: config.vapidPublicKey,
    privateKey: config.vapidPrivateKey,
    subject: config.vapidSubject,
  });
  const tokenKey = tokenKeyOf(keys);
  const shopUrl = shopUrlOf(config);
  const worker = config.stockAlertWorker
    ? new StockAlertWorker(
        database.db,
        messengersFrom(database.db, config, app.log).email,
        {
          ...DEFAULT_WORKER_SETTINGS,
          keys,
          links: { shopUrl, apiUrl: config.publicApiUrl ?? shopUrl },
          now: config.now,
        },
        app.log,
      )
    : undefined;
  if (worker) {
    app.addHook('onReady', () => worker.start(database.listen));
    app.addHook('onClose', () => worker.stop());
  }
  return { keys, tokenKey, shopUrl, worker };
}
