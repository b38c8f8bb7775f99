import { isIP } from 'node:net';
import { resolve, sep } from 'node:path';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './services/stock-alerts/push-endpoints';
import { BANK_CODES, isBankCode, type BankCode } from './services/payments/banks';
import { isEmail } from './contract/identity-rules';
import { decideShopMode, refuseDemoStandInsWhenLive, type ShopMode } from './shop-mode';

/**
 * Which proxies may tell the client's address in X-Forwarded-For (Fastify's `trustProxy`): false
 * (the default: the address is the connection's), a hop count, or the proxies' addresses and CIDRs.
 */
export type TrustProxy = false | number | string[];
/** Where rate-limit counters live: this process's memory, or the database (shared by processes). */
export const RATE_LIMIT_STORES = ['memory', 'database'] as const;
export type RateLimitStore = (typeof RATE_LIMIT_STORES)[number];

/** How the shop takes cards online (docs/adr/025): its own simulator, the banks' RBS gateways, or not at all. */
export const PAYMENT_GATEWAYS = ['simulator', 'rbs', 'off'] as const;
export type PaymentGatewayKind = (typeof PAYMENT_GATEWAYS)[number];

/** One bank's real gateway (PAYMENT_GATEWAY=rbs): its base URL and the shop's merchant login there. */
export interface PaymentBankSettings {
  bank: BankCode;
  /** e.g. https://epg.halkbank.gov.tm/payment/rest/ (always ending in /) */
  url: string;
  user: string;
  /** not enumerable: a logged or serialised config never shows it */
  readonly password: string;
}

export interface Config {
  /**
   * demo (test cards, the outbox) or live (real providers only), from SHOP_MODE, SHOP_URL, NODE_ENV
   * and HOST (shop-mode.ts, docs/adr/026); a live config with a demo stand-in never loads
   */
  mode: ShopMode;
  /** the setting that decided the mode, as the start's refusal and its first line tell it */
  modeReason: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  sampleProducts: number;
  adminToken?: string;
  /** requests per minute per client address and route family (edge/rate-limits.ts scales it per family) */
  rateLimitMax: number;
  /** SMS/e-mail codes per client address and hour (docs/adr/015); raised by the browser tests, whose every shopper is 127.0.0.1 */
  codeSendsPerAddress: number;
  /** unset: the database when it is PostgreSQL (several processes share it), memory on PGlite */
  rateLimitStore?: RateLimitStore;
  trustProxy: TrustProxy;
  logLevel: string;
  /** a built storefront (Gatsby's public/) to serve as it is on the same origin; unset: API only */
  siteDir?: string;
  /**
   * Editors' rebuilds (docs/adr/018): where builds are kept; set, the API serves the active build
   * from here and runs the build queue. Unset: no builds (SITE_DIR, if set, is served as it is).
   */
  siteBuildsDir?: string;
  /** the shell command that builds the site into siteBuildOutput, run in siteBuildWorkDir */
  siteBuildCommand: string;
  siteBuildWorkDir: string;
  siteBuildOutput: string;
  /**
   * The command that renders products' own pages into a copy of the live build before the full
   * build (docs/adr/018), run in siteBuildWorkDir with `--site DIR --render DIR --products IDS`;
   * empty: product changes wait for the full build.
   */
  sitePagesCommand: string;
  /** the build's server renderer, kept with each build for that command (Gatsby's .cache/page-ssr/routes) */
  siteBuildRenderDir: string;
  /** successful builds kept for a rollback, the active one included */
  siteBuildsKept: number;
  siteBuildTimeoutMs: number;
  /** the API as the build calls it; unset: this process's own address */
  siteBuildApiUrl?: string;
  /** memory for cached catalogue answers (bytes); 0 turns the cache off */
  responseCacheBytes: number;
  /** /docs and /docs/json open to anyone (NODE_ENV is not production); else only with the admin token */
  publicDocs: boolean;
  /** longest a request's database statement may take, waiting included on PGlite (ms; 0: no limit) */
  queryTimeoutMs: number;
  /** where verification codes by SMS go: 'outbox' (database rows, /dev/outbox) or 'http' (a gateway) */
  smsProvider: 'outbox' | 'http';
  /** the gateway URL template for SMS_PROVIDER=http, with {phone} and {text} (docs/api.md) */
  smsHttpUrl?: string;
  /** nodemailer's SMTP URL for e-mailed codes; unset: .eml files in DATA_DIR/outbox/ */
  smtpUrl?: string;
  /** staff's address for the shop's own alerts, e.g. paid money gone back at the bank (STAFF_EMAIL) */
  staffEmail?: string;
  /** NODE_ENV=production: no /dev/outbox (the outbox is then on the editors' page, /admin) */
  production: boolean;
  /**
   * One line on standard output per message the outbox providers "send" (docs/adr/016): set by
   * server/src/main.ts, so a person running the shop reads codes in the terminal; off in tests.
   */
  printOutbox?: boolean;
  /** origins besides the API's own that may make state-changing auth calls (TRUSTED_ORIGINS) */
  trustedOrigins: string[];
  /** back-in-stock Web Push (docs/adr/020): a VAPID pair from the settings, else generated into DATA_DIR */
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
  vapidSubject: string;
  /** push services the API may send to (PUSH_SERVICE_HOSTS; services/stock-alerts/push-endpoints.ts) */
  pushServiceHosts: string[];
  /** the storefront's address, for links in alert e-mails; unset: the API's own address */
  shopUrl?: string;
  /** the API's public address, for one-click unsubscribe (List-Unsubscribe); unset: shopUrl */
  publicApiUrl?: string;
  /** this process delivers queued back-in-stock notifications (STOCK_ALERT_WORKER=off: another does) */
  stockAlertWorker: boolean;
  /** messages a shopper may send per ticket and minute (CHAT_MESSAGES_PER_MINUTE, docs/adr/021) */
  chatMessagesPerMinute: number;
  /** new chat tickets per client address an hour (CHAT_TICKETS_PER_ADDRESS_HOUR; an office behind one NAT may need more) */
  chatTicketsPerAddressHour: number;
  /** an operator's answer still unread after this long is e-mailed to the shopper (CHAT_EMAIL_AFTER_S) */
  chatEmailAfterMs: number;
  /** PAYMENT_GATEWAY: simulator (the default), rbs or off */
  paymentGateway: PaymentGatewayKind;
  /**
   * The enabled banks in the shopper's order (PAYMENT_BANKS): for rbs with their gateways'
   * settings; for the simulator the URL, user and password are the simulator's (services/payments/gateways.ts).
   */
  paymentBanks: BankCode[];
  /** rbs only: each enabled bank's gateway */
  paymentBankSettings: PaymentBankSettings[];
  /** how long an order's stock is held for its open card payment (PAYMENT_HOLD_MINUTES) */
  paymentHoldMinutes: number;
  /** one gateway call's limit (PAYMENT_TIMEOUT_MS) */
  paymentTimeoutMs: number;
  /** the clock of sessions, codes and limits; tests move it instead of sleeping */
  now: () => Date;
}

/** A whole number from the environment: at least `min` (1 for positiveInt), or `fallback` when unset. */
function wholeNumber(name: string, raw: string | undefined, fallback: number, min = 0): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number${min > 0 ? ` of at least ${min}` : ''}, got '${raw}'`);
  }
  return value;
}

export const positiveInt = (name: string, raw: string | undefined, fallback: number) =>
  wholeNumber(name, raw, fallback, 1);

/** STAFF_EMAIL: one e-mail address, or unset (staff then read the alerts on the editors' page only). */
function staffEmailOf(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (!isEmail(value)) throw new Error(`STAFF_EMAIL must be an e-mail address, got '${value}'`);
  return value;
}

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function proxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^[0-9]{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, '' or 0 trusts no proxy; a whole number trusts that many hops in front of the
 * API; otherwise a comma-separated list of addresses, CIDRs or proxy-addr's range names. 'true' is
 * refused: trusting every hop lets any client choose its own address and escape the rate limit.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const text = raw?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^[0-9]+$/.test(text)) return wholeNumber('TRUST_PROXY', text, 0, 1);
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let any client choose its own address; give the number of proxies in front of the API (e.g. 1) or their addresses',
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !proxyAddress(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a hop count or a comma-separated list of addresses and CIDRs, got '${wrong.join("', '")}'`,
    );
  }
  return entries;
}

function rateLimitStore(raw: string | undefined): RateLimitStore | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!(RATE_LIMIT_STORES as readonly string[]).includes(raw)) {
    throw new Error(`RATE_LIMIT_STORE must be one of ${RATE_LIMIT_STORES.join(', ')}, got '${raw}'`);
  }
  return raw as RateLimitStore;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const decision = decideShopMode(env);
  const config: Config = {
    mode: decision.mode,
    modeReason: decision.reason,
    port: positiveInt('PORT', env.PORT, 8000),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    sampleProducts: positiveInt('SAMPLE_PRODUCTS', env.SAMPLE_PRODUCTS, 300),
    adminToken: env.ADMIN_TOKEN || undefined,
    rateLimitMax: positiveInt('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 600),
    codeSendsPerAddress: positiveInt('CODE_SENDS_PER_ADDRESS', env.CODE_SENDS_PER_ADDRESS, 20),
    rateLimitStore: rateLimitStore(env.RATE_LIMIT_STORE),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Problems only by default: a request log line each (LOG_LEVEL=info) buries what a person
    // running the shop needs to see.
    logLevel: env.LOG_LEVEL || 'warn',
    siteDir: env.SITE_DIR ? resolve(env.SITE_DIR) : undefined,
    ...siteBuildSettings(env),
    responseCacheBytes: wholeNumber('RESPONSE_CACHE_MB', env.RESPONSE_CACHE_MB, 64) * 1024 * 1024,
    publicDocs: env.NODE_ENV !== 'production',
    queryTimeoutMs: wholeNumber('QUERY_TIMEOUT_MS', env.QUERY_TIMEOUT_MS, 5000),
    chatMessagesPerMinute: positiveInt('CHAT_MESSAGES_PER_MINUTE', env.CHAT_MESSAGES_PER_MINUTE, 20),
    chatTicketsPerAddressHour: positiveInt('CHAT_TICKETS_PER_ADDRESS_HOUR', env.CHAT_TICKETS_PER_ADDRESS_HOUR, 20),
    chatEmailAfterMs: wholeNumber('CHAT_EMAIL_AFTER_S', env.CHAT_EMAIL_AFTER_S, 120) * 1000,
    ...smsSettings(env),
    smtpUrl: env.SMTP_URL || undefined,
    staffEmail: staffEmailOf(env.STAFF_EMAIL),
    production: env.NODE_ENV === 'production',
    trustedOrigins: (env.TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    ...stockAlertSettings(env),
    ...paymentSettings(env),
    now: () => new Date(),
  };
  // Fail closed: a live start with the simulator, the outbox or no admin token never gets further.
  refuseDemoStandInsWhenLive(decision, config);
  return config;
}

function absoluteUrl(name: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!/^https?:\/\/[^/]/.test(raw)) throw new Error(`${name} must be an http(s) URL, got '${raw}'`);
  return raw.replace(/\/+$/, '');
}

function stockAlertSettings(
  env: NodeJS.ProcessEnv,
): Pick<
  Config,
  | 'vapidPublicKey'
  | 'vapidPrivateKey'
  | 'vapidSubject'
  | 'pushServiceHosts'
  | 'shopUrl'
  | 'publicApiUrl'
  | 'stockAlertWorker'
> {
  const subject = env.VAPID_SUBJECT || 'mailto:no-reply@storefront.local';
  if (!/^(mailto:|https:\/\/)/.test(subject)) {
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got '${subject}'`);
  }
  const worker = env.STOCK_ALERT_WORKER || 'on';
  if (worker !== 'on' && worker !== 'off') throw new Error(`STOCK_ALERT_WORKER must be 'on' or 'off', got '${worker}'`);
  const hosts = (env.PUSH_SERVICE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  return {
    vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
    vapidSubject: subject,
    pushServiceHosts: hosts.length > 0 ? hosts : DEFAULT_PUSH_SERVICE_HOSTS,
    shopUrl: absoluteUrl('SHOP_URL', env.SHOP_URL),
    publicApiUrl: absoluteUrl('PUBLIC_API_URL', env.PUBLIC_API_URL),
    stockAlertWorker: worker === 'on',
  };
}

/** True when one of the paths is the other or lies inside it. */
const nested = (a: string, b: string) => a === b || a.startsWith(`${b}${sep}`) || b.startsWith(`${a}${sep}`);

function siteBuildSettings(
  env: NodeJS.ProcessEnv,
): Pick<
  Config,
  | 'siteBuildsDir'
  | 'siteBuildCommand'
  | 'siteBuildWorkDir'
  | 'siteBuildOutput'
  | 'sitePagesCommand'
  | 'siteBuildRenderDir'
  | 'siteBuildsKept'
  | 'siteBuildTimeoutMs'
  | 'siteBuildApiUrl'
> {
  const siteBuildsDir = env.SITE_BUILDS_DIR ? resolve(env.SITE_BUILDS_DIR) : undefined;
  const siteBuildWorkDir = resolve(env.SITE_BUILD_WORK_DIR || '.');
  const siteBuildOutput = resolve(siteBuildWorkDir, env.SITE_BUILD_OUTPUT || 'public');
  if (siteBuildsDir && env.SITE_DIR) {
    throw new Error(
      'set SITE_DIR (serve a built folder as it is) or SITE_BUILDS_DIR (build, switch and roll back), not both',
    );
  }
  if (siteBuildsDir && nested(siteBuildsDir, siteBuildOutput)) {
    throw new Error(
      `SITE_BUILDS_DIR (${siteBuildsDir}) and SITE_BUILD_OUTPUT (${siteBuildOutput}) must not lie inside one another: a build copies the output into the builds folder`,
    );
  }
  const apiUrl = env.SITE_BUILD_API_URL || undefined;
  if (apiUrl && !/^https?:\/\/[^/]/.test(apiUrl)) {
    throw new Error(`SITE_BUILD_API_URL must be an http(s) URL, got '${apiUrl}'`);
  }
  return {
    siteBuildsDir,
    siteBuildCommand: env.SITE_BUILD_COMMAND || 'bash scripts/build-site.sh',
    siteBuildWorkDir,
    siteBuildOutput,
    sitePagesCommand:
      env.SITE_PAGES_COMMAND ?? 'node_modules/.bin/tsx plugins/gatsby-plugin-shop-build/src/product-pages-cli.ts',
    siteBuildRenderDir: resolve(siteBuildWorkDir, env.SITE_BUILD_RENDER_DIR || '.cache/page-ssr/routes'),
    siteBuildsKept: positiveInt('SITE_BUILDS_KEPT', env.SITE_BUILDS_KEPT, 3),
    siteBuildTimeoutMs: positiveInt('SITE_BUILD_TIMEOUT_S', env.SITE_BUILD_TIMEOUT_S, 3600) * 1000,
    siteBuildApiUrl: apiUrl,
  };
}

function smsSettings(env: NodeJS.ProcessEnv): Pick<Config, 'smsProvider' | 'smsHttpUrl'> {
  const provider = env.SMS_PROVIDER || 'outbox';
  if (provider !== 'outbox' && provider !== 'http') {
    throw new Error(`SMS_PROVIDER must be 'outbox' or 'http', got '${provider}'`);
  }
  const url = env.SMS_HTTP_URL || undefined;
  if (provider === 'http' && !url?.includes('{phone}')) {
    throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL, a URL template with {phone} (and usually {text})');
  }
  return { smsProvider: provider, smsHttpUrl: url };
}

/** A gateway's base URL: https (plain http only on this machine, for a local test gateway), ending in /. */
function gatewayUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `${name} must be the bank gateway's base URL (e.g. https://epg.example.tm/payment/rest/), got '${raw}'`,
    );
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new Error(`${name} must be an https URL (the merchant password travels in its requests), got '${raw}'`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new Error(`${name} must be a plain base URL, without a login, query or fragment`);
  }
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/**
 * PAYMENT_GATEWAY and its settings (docs/operations.md "Configuring a real bank"). A
 * wrong value stops the start with a message that names the setting, never a password's value.
 */
export function paymentSettings(
  env: NodeJS.ProcessEnv,
): Pick<Config, 'paymentGateway' | 'paymentBanks' | 'paymentBankSettings' | 'paymentHoldMinutes' | 'paymentTimeoutMs'> {
  const gateway = env.PAYMENT_GATEWAY || 'simulator';
  if (!(PAYMENT_GATEWAYS as readonly string[]).includes(gateway)) {
    throw new Error(`PAYMENT_GATEWAY must be one of ${PAYMENT_GATEWAYS.join(', ')}, got '${gateway}'`);
  }
  const kind = gateway as PaymentGatewayKind;
  const listed = (env.PAYMENT_BANKS ?? '')
    .split(',')
    .map((bank) => bank.trim().toLowerCase())
    .filter(Boolean);
  const unknown = listed.filter((bank) => !isBankCode(bank));
  if (unknown.length > 0) {
    throw new Error(
      `PAYMENT_BANKS names unknown banks '${unknown.join("', '")}'; the banks are ${BANK_CODES.join(', ')}`,
    );
  }
  if (new Set(listed).size !== listed.length) throw new Error('PAYMENT_BANKS names a bank twice');
  if (kind === 'rbs' && listed.length === 0) {
    throw new Error(
      `PAYMENT_GATEWAY=rbs needs PAYMENT_BANKS, the banks to take cards through (of ${BANK_CODES.join(', ')})`,
    );
  }
  const banks = kind === 'off' ? [] : listed.length > 0 ? (listed as BankCode[]) : [...BANK_CODES];
  const bankSettings = kind !== 'rbs' ? [] : banks.map((bank) => rbsBankSettings(env, bank));
  return {
    paymentGateway: kind,
    paymentBanks: banks,
    paymentBankSettings: bankSettings,
    paymentHoldMinutes: positiveInt('PAYMENT_HOLD_MINUTES', env.PAYMENT_HOLD_MINUTES, 20),
    paymentTimeoutMs: positiveInt('PAYMENT_TIMEOUT_MS', env.PAYMENT_TIMEOUT_MS, 8000),
  };
}

function rbsBankSettings(env: NodeJS.ProcessEnv, bank: BankCode): PaymentBankSettings {
  const prefix = `PAYMENT_${bank.toUpperCase()}`;
  const missing = ['URL', 'USER', 'PASSWORD'].filter((part) => !env[`${prefix}_${part}`]);
  if (missing.length > 0) {
    throw new Error(
      `PAYMENT_GATEWAY=rbs with ${bank} needs ${missing.map((part) => `${prefix}_${part}`).join(', ')} (the bank gives the merchant login)`,
    );
  }
  const settings = {
    bank,
    url: gatewayUrl(`${prefix}_URL`, env[`${prefix}_URL`] as string),
    user: env[`${prefix}_USER`] as string,
  };
  return Object.defineProperty(settings, 'password', {
    value: env[`${prefix}_PASSWORD`],
    enumerable: false,
  }) as PaymentBankSettings;
}
