/**
 * Demo and live starts (docs/adr/026). A demo (a fresh clone's `npm start`) pays with the gateway
 * simulator's test cards and keeps SMS and mail in the outbox; a live shop must do neither. The
 * mode is decided from the settings before anything starts, and when in doubt it is live, so a
 * deployment that forgot a setting stops with the setting's name instead of selling for free.
 */

export const SHOP_MODES = ['demo', 'live'] as const;
export type ShopMode = (typeof SHOP_MODES)[number];

export interface ModeDecision {
  mode: ShopMode;
  /** why, as the refusal tells it: the setting that decided */
  reason: string;
}

/** A host name only this machine reaches: localhost (and *.localhost), 127.0.0.0/8, ::1. */
export function loopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.test(name)
  );
}

function loopbackUrl(raw: string): boolean {
  try {
    return loopbackHost(new URL(raw).hostname);
  } catch {
    return false;
  }
}

/**
 * SHOP_MODE=demo or live decides; unset, the address shoppers reach the shop on does: SHOP_URL on
 * a loopback address is a demo, any other is live. Without SHOP_URL a production start (NODE_ENV)
 * is live, as is an API listening beyond this machine (HOST); only a development start on a
 * loopback address is a demo without being asked.
 */
export function decideShopMode(env: NodeJS.ProcessEnv): ModeDecision {
  const asked = env.SHOP_MODE?.trim();
  if (asked === 'demo' || asked === 'live') return { mode: asked, reason: `SHOP_MODE=${asked}` };
  if (asked) throw new Error(`SHOP_MODE must be demo or live, got '${asked}'`);
  const shopUrl = env.SHOP_URL?.trim();
  if (shopUrl) {
    return loopbackUrl(shopUrl)
      ? { mode: 'demo', reason: `SHOP_URL ${shopUrl} is a loopback address` }
      : { mode: 'live', reason: `SHOP_URL ${shopUrl} is not a loopback address` };
  }
  if (env.NODE_ENV === 'production') {
    return { mode: 'live', reason: 'NODE_ENV=production and no SHOP_URL says the shop is only on this machine' };
  }
  const host = env.HOST || '127.0.0.1';
  return loopbackHost(host)
    ? { mode: 'demo', reason: `HOST ${host} is a loopback address` }
    : { mode: 'live', reason: `HOST ${host} listens beyond this machine and no SHOP_URL is set` };
}

/** What a live start must have set, read from the loaded settings (only what this check needs). */
export interface LiveCheckSettings {
  paymentGateway: string;
  smsProvider: string;
  smtpUrl?: string;
  production: boolean;
  adminToken?: string;
}

/** The shortest admin token a live shop takes: 16 characters (openssl rand -hex 16 gives 32). */
export const LIVE_ADMIN_TOKEN_MIN = 16;

/** Each demo stand-in a live start has, as "SETTING: what to do". */
export function liveProblems(settings: LiveCheckSettings): string[] {
  const problems: string[] = [];
  if (settings.paymentGateway === 'simulator') {
    problems.push(
      "PAYMENT_GATEWAY: the built-in simulator (the default) takes test cards as payment; set PAYMENT_GATEWAY=rbs with PAYMENT_BANKS and each bank's PAYMENT_<BANK>_URL, _USER and _PASSWORD, or PAYMENT_GATEWAY=off",
    );
  }
  if (settings.smsProvider === 'outbox') {
    problems.push('SMS_PROVIDER: the outbox (the default) sends no SMS; set SMS_PROVIDER=http and SMS_HTTP_URL');
  }
  if (!settings.smtpUrl) {
    problems.push('SMTP_URL: without it e-mails only go to the outbox; set SMTP_URL=smtp://… (or smtps://…)');
  }
  if (!settings.production) {
    problems.push('NODE_ENV: only production hides the development outbox (/dev/outbox); set NODE_ENV=production');
  }
  if (!settings.adminToken || settings.adminToken.length < LIVE_ADMIN_TOKEN_MIN) {
    problems.push(
      `ADMIN_TOKEN: the editors' and scripts' secret is ${settings.adminToken ? 'too short' : 'missing'}; set ADMIN_TOKEN to at least ${LIVE_ADMIN_TOKEN_MIN} random characters (e.g. openssl rand -hex 32)`,
    );
  }
  return problems;
}

/** A live start with demo stand-ins: its message names every setting to change. */
export class LiveStartRefused extends Error {
  constructor(
    readonly reason: string,
    readonly problems: string[],
  ) {
    super(
      [
        `This is a live start (${reason}), and a live shop takes no test cards and sends through no outbox. Change these settings:`,
        ...problems.map((problem) => `  - ${problem}`),
        'For a demo with test cards and the outbox, set SHOP_MODE=demo instead (docs/operations.md, "Going live"; docs/adr/026).',
      ].join('\n'),
    );
    this.name = 'LiveStartRefused';
  }
}

/** Throws LiveStartRefused for a live start with demo stand-ins; a demo passes as it is. */
export function refuseDemoStandInsWhenLive(decision: ModeDecision, settings: LiveCheckSettings): void {
  if (decision.mode !== 'live') return;
  const problems = liveProblems(settings);
  if (problems.length > 0) throw new LiveStartRefused(decision.reason, problems);
}
