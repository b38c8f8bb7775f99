import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { shopUrlOf } from '../stock-alerts/stock-alerts';
import type { PaymentGateway } from './gateway';
import { createGateways, simulatorFetcher } from './gateways';
import { DEFAULT_SWEEP_MS, PaymentService } from './service';
import { simulatorMerchants } from './simulator';

/**
 * The app's online payment (docs/adr/025): the gateways of the enabled banks from the settings
 * (the simulator's calls stay inside the process, whatever address it listens on), the hold and
 * the call limit, and the sweep, started when the app is ready and stopped when it closes.
 */
export async function paymentsOf(app: FastifyInstance, database: Database, config: Config): Promise<PaymentService> {
  const simulator =
    config.paymentGateway === 'simulator'
      ? { fetcher: simulatorFetcher(app), simulatorMerchants: await simulatorMerchants(database.db, config.now()) }
      : {};
  const gateways = new Map<string, PaymentGateway>(createGateways(config, simulator));
  const service = new PaymentService(
    database.db,
    {
      gateways,
      holdMs: config.paymentHoldMinutes * 60_000,
      timeoutMs: config.paymentTimeoutMs,
      siteUrl: shopUrlOf(config),
      sweepMs: DEFAULT_SWEEP_MS,
      now: () => config.now(),
      staffEmail: config.staffEmail,
    },
    app.log,
  );
  app.addHook('onReady', async () => service.start());
  app.addHook('onClose', () => service.stop());
  return service;
}
