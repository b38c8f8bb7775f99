import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { PaymentGateway } from './gateway';
import type { BankCode } from './banks';
import { rbsGateway, type Fetcher } from './rbs-client';
import type { SimMerchants } from './simulator';

/** The simulator's REST base under the API's own routes (routes/gateway-sim.ts). */
export const SIMULATOR_REST_PATH = '/gateway-sim/payment/rest/';

/** The API's own address, as this machine reaches it. */
export function ownApiOrigin(config: Config): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** Where shoppers' browsers reach the API (the simulator's card form): PUBLIC_API_URL, else SHOP_URL, else its own address. */
export const gatewayPublicOrigin = (config: Config): string =>
  config.publicApiUrl ?? config.shopUrl ?? ownApiOrigin(config);

export interface GatewayOptions {
  /** how the gateways are called; fetch unless given (simulatorFetcher(app) keeps the simulator in the process) */
  fetcher?: Fetcher;
  /** PAYMENT_GATEWAY=simulator: the logins generated for this database (simulatorMerchants) */
  simulatorMerchants?: SimMerchants;
}

/**
 * The enabled banks' gateways from the settings, keyed by bank in PAYMENT_BANKS' order (the
 * shopper's choices): PAYMENT_GATEWAY=simulator, each bank its merchant login on this API's own
 * simulator; rbs, each bank's gateway and login; off, none.
 */
export function createGateways(config: Config, options: GatewayOptions = {}): ReadonlyMap<BankCode, PaymentGateway> {
  const gateways = new Map<BankCode, PaymentGateway>();
  const common = { timeoutMs: config.paymentTimeoutMs, fetcher: options.fetcher };
  if (config.paymentGateway === 'simulator') {
    const baseUrl = `${ownApiOrigin(config)}${SIMULATOR_REST_PATH}`;
    const merchants = options.simulatorMerchants;
    if (!merchants) throw new Error("the gateway simulator's merchant logins were not read from the database");
    for (const bank of config.paymentBanks) {
      gateways.set(bank, rbsGateway({ ...common, bank, baseUrl, ...merchants[bank] }));
    }
  } else if (config.paymentGateway === 'rbs') {
    for (const settings of config.paymentBankSettings) {
      gateways.set(
        settings.bank,
        rbsGateway({
          ...common,
          bank: settings.bank,
          baseUrl: settings.url,
          userName: settings.user,
          password: settings.password,
        }),
      );
    }
  }
  return gateways;
}

/**
 * The simulator's calls handed to the app itself (app.inject), not sent over the network: the
 * simulator answers whatever address and port the API listens on, and in tests that never listen.
 * The client's time limit still holds (rbs-client.ts races the answer against it).
 */
export function simulatorFetcher(app: FastifyInstance): Fetcher {
  return async (url, init) => {
    const { pathname, search } = new URL(url);
    const answer = await app.inject({
      method: init.method,
      url: `${pathname}${search}`,
      headers: init.headers,
      payload: init.body,
    });
    return { status: answer.statusCode, text: async () => answer.body };
  };
}
