/**
 * Demo and live starts (docs/adr/026): which settings make a start live, what a live start refuses
 * and how its message names the setting, and a live app without anything of the simulator.
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { decideShopMode, LiveStartRefused } from '../src/shop-mode';
import { startTestApp } from './helpers';

/** A live shop's settings with real providers (nothing here is called by these tests). */
const LIVE: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  SHOP_URL: 'https://shop.example.tm',
  ADMIN_TOKEN: 'a-long-random-admin-token-0123456789',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.tm/send?to={phone}&text={text}',
  SMTP_URL: 'smtp://mail.example.tm:587',
  PAYMENT_GATEWAY: 'rbs',
  PAYMENT_BANKS: 'halkbank',
  PAYMENT_HALKBANK_URL: 'https://epg.example.tm/payment/rest/',
  PAYMENT_HALKBANK_USER: 'shop-api',
  PAYMENT_HALKBANK_PASSWORD: 'merchant-password',
};

function refusal(env: NodeJS.ProcessEnv): LiveStartRefused {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof LiveStartRefused) return error;
    throw error;
  }
  throw new Error('the settings loaded');
}

describe('which start is live', () => {
  it('is a demo on a loopback address, live on any other, and SHOP_MODE decides when set', () => {
    expect(decideShopMode({}).mode).toBe('demo');
    expect(decideShopMode({ NODE_ENV: 'production', SHOP_MODE: 'demo' }).mode).toBe('demo');
    for (const url of ['http://127.0.0.1:8000', 'http://localhost:8000', 'http://[::1]:8000', 'http://shop.localhost'])
      expect(decideShopMode({ NODE_ENV: 'production', SHOP_URL: url }).mode).toBe('demo');
    for (const url of ['https://shop.example.tm', 'http://192.168.1.5:8000', 'http://127.0.0.1.example.tm'])
      expect(decideShopMode({ SHOP_URL: url })).toEqual({
        mode: 'live',
        reason: `SHOP_URL ${url} is not a loopback address`,
      });
    expect(decideShopMode({ SHOP_URL: 'https://shop.example.tm', SHOP_MODE: 'demo' }).mode).toBe('demo');
    expect(decideShopMode({ SHOP_URL: 'http://127.0.0.1:8000', SHOP_MODE: 'live' }).mode).toBe('live');
  });

  it('takes a start without SHOP_URL for live in production or listening beyond this machine (in doubt, live)', () => {
    expect(decideShopMode({ NODE_ENV: 'production' }).mode).toBe('live');
    expect(decideShopMode({ HOST: '0.0.0.0' })).toEqual({
      mode: 'live',
      reason: 'HOST 0.0.0.0 listens beyond this machine and no SHOP_URL is set',
    });
    expect(decideShopMode({ HOST: '127.0.0.1', NODE_ENV: 'development' }).mode).toBe('demo');
    expect(() => decideShopMode({ SHOP_MODE: 'production' })).toThrow(
      "SHOP_MODE must be demo or live, got 'production'",
    );
  });
});

describe('a live start', () => {
  it('refuses the simulator by default and names PAYMENT_GATEWAY', () => {
    const { PAYMENT_GATEWAY, PAYMENT_BANKS, ...withoutGateway } = LIVE;
    expect([PAYMENT_GATEWAY, PAYMENT_BANKS]).toEqual(['rbs', 'halkbank']);
    const error = refusal(withoutGateway);
    expect(error.problems).toHaveLength(1);
    expect(error.message).toContain(
      'This is a live start (SHOP_URL https://shop.example.tm is not a loopback address)',
    );
    expect(error.message).toContain('  - PAYMENT_GATEWAY: the built-in simulator (the default) takes test cards');
    expect(error.message).toContain('set SHOP_MODE=demo instead');
    expect(refusal({ ...LIVE, PAYMENT_GATEWAY: 'simulator' }).problems[0]).toMatch(/^PAYMENT_GATEWAY:/);
  });

  it('refuses the outbox for SMS and mail, a development NODE_ENV and a missing or short admin token', () => {
    const settings = (error: LiveStartRefused) => error.problems.map((problem) => problem.split(':')[0]);
    expect(settings(refusal({ ...LIVE, SMS_PROVIDER: '', SMS_HTTP_URL: '' }))).toEqual(['SMS_PROVIDER']);
    expect(settings(refusal({ ...LIVE, SMTP_URL: '' }))).toEqual(['SMTP_URL']);
    expect(settings(refusal({ ...LIVE, NODE_ENV: 'development' }))).toEqual(['NODE_ENV']);
    expect(settings(refusal({ ...LIVE, ADMIN_TOKEN: '' }))).toEqual(['ADMIN_TOKEN']);
    expect(refusal({ ...LIVE, ADMIN_TOKEN: 'short' }).message).toContain('secret is too short');
    expect(settings(refusal({ NODE_ENV: 'production' }))).toEqual([
      'PAYMENT_GATEWAY',
      'SMS_PROVIDER',
      'SMTP_URL',
      'ADMIN_TOKEN',
    ]);
  });

  it('loads with real providers, or with card payment off', () => {
    expect(loadConfig(LIVE)).toMatchObject({ mode: 'live', paymentGateway: 'rbs' });
    expect(loadConfig({ ...LIVE, PAYMENT_GATEWAY: 'off', PAYMENT_BANKS: '' }).paymentGateway).toBe('off');
  });

  it('has no simulator routes, and an app is never built live with the simulator', async () => {
    const { dataDir, ...settings } = loadConfig(LIVE);
    expect(dataDir).toBeTruthy();
    const live = await startTestApp({ catalogue: null, config: settings });
    try {
      const form = await live.app.inject({ method: 'GET', url: '/gateway-sim/payment/form?mdOrder=x' });
      expect(form.statusCode).toBe(404);
      const register = await live.app.inject({
        method: 'POST',
        url: '/gateway-sim/payment/rest/register.do',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'userName=halkbank-shop&password=x&orderNumber=1-1&amount=100&returnUrl=https://evil.example/',
      });
      expect(register.statusCode).toBe(404);
      expect((await live.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      await expect(
        buildApp({ database: live.database, config: { ...live.config, paymentGateway: 'simulator' } }),
      ).rejects.toThrow(LiveStartRefused);
    } finally {
      await live.close();
    }
  });
});
