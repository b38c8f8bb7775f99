/**
 * PAYMENT_GATEWAY and its settings (config.ts paymentSettings), the gateways built from them
 * (services/payments/gateways.ts), the banks' logos, and the simulator only where it is the gateway.
 */
import { loadConfig, paymentSettings } from '../src/config';
import { createGateways } from '../src/services/payments/gateways';
import type { Fetcher } from '../src/services/payments/rbs-client';
import { bankName } from '../src/services/payments/banks';
import { startTestApp } from './helpers';

const RBS = {
  PAYMENT_GATEWAY: 'rbs',
  PAYMENT_BANKS: 'senagat, halkbank',
  PAYMENT_HALKBANK_URL: 'https://epg.halkbank.example.tm/payment/rest',
  PAYMENT_HALKBANK_USER: 'shop-halk',
  PAYMENT_HALKBANK_PASSWORD: 'halk-secret-1',
  PAYMENT_SENAGAT_URL: 'https://epg.senagat.example.tm/payment/rest/',
  PAYMENT_SENAGAT_USER: 'shop-senagat',
  PAYMENT_SENAGAT_PASSWORD: 'senagat-secret-2',
};

describe('paymentSettings', () => {
  it('defaults to the simulator with the three banks, a 20-minute hold and an 8-second call limit', () => {
    expect(paymentSettings({})).toEqual({
      paymentGateway: 'simulator',
      paymentBanks: ['halkbank', 'senagat', 'rysgal'],
      paymentBankSettings: [],
      paymentHoldMinutes: 20,
      paymentTimeoutMs: 8000,
    });
    expect(
      paymentSettings({ PAYMENT_BANKS: 'rysgal', PAYMENT_HOLD_MINUTES: '30', PAYMENT_TIMEOUT_MS: '2500' }),
    ).toMatchObject({
      paymentBanks: ['rysgal'],
      paymentHoldMinutes: 30,
      paymentTimeoutMs: 2500,
    });
    expect(paymentSettings({ PAYMENT_GATEWAY: 'off' }).paymentBanks).toEqual([]);
  });

  it('reads each real bank’s gateway, in PAYMENT_BANKS’ order, its password kept out of any serialised config', () => {
    const settings = paymentSettings(RBS);
    expect(settings.paymentBanks).toEqual(['senagat', 'halkbank']);
    expect(settings.paymentBankSettings.map((bank) => [bank.bank, bank.url, bank.user, bank.password])).toEqual([
      ['senagat', 'https://epg.senagat.example.tm/payment/rest/', 'shop-senagat', 'senagat-secret-2'],
      ['halkbank', 'https://epg.halkbank.example.tm/payment/rest/', 'shop-halk', 'halk-secret-1'],
    ]);
    const serialised = JSON.stringify(loadConfig(RBS));
    expect(serialised).toContain('shop-halk');
    expect(serialised).not.toContain('halk-secret-1');
    expect(serialised).not.toContain('senagat-secret-2');
  });

  it.each([
    [{ PAYMENT_GATEWAY: 'stripe' }, "PAYMENT_GATEWAY must be one of simulator, rbs, off, got 'stripe'"],
    [{ PAYMENT_GATEWAY: 'rbs' }, 'PAYMENT_GATEWAY=rbs needs PAYMENT_BANKS'],
    [{ PAYMENT_BANKS: 'halkbank,dayhanbank' }, "PAYMENT_BANKS names unknown banks 'dayhanbank'"],
    [{ PAYMENT_BANKS: 'halkbank,halkbank' }, 'PAYMENT_BANKS names a bank twice'],
    [{ ...RBS, PAYMENT_SENAGAT_PASSWORD: '' }, 'PAYMENT_GATEWAY=rbs with senagat needs PAYMENT_SENAGAT_PASSWORD'],
    [
      { ...RBS, PAYMENT_HALKBANK_URL: 'http://epg.halkbank.example.tm/payment/rest/' },
      'PAYMENT_HALKBANK_URL must be an https URL',
    ],
    [{ ...RBS, PAYMENT_HALKBANK_URL: 'epg.halkbank' }, "PAYMENT_HALKBANK_URL must be the bank gateway's base URL"],
    [
      { ...RBS, PAYMENT_HALKBANK_URL: 'https://u:p@epg.halkbank.example.tm/' },
      'PAYMENT_HALKBANK_URL must be a plain base URL',
    ],
    [{ PAYMENT_HOLD_MINUTES: '0' }, 'PAYMENT_HOLD_MINUTES must be a whole number of at least 1'],
    [{ PAYMENT_TIMEOUT_MS: 'soon' }, 'PAYMENT_TIMEOUT_MS must be a whole number of at least 1'],
  ])('refuses %j at start-up', (env, text) => {
    expect(() => loadConfig(env)).toThrow(text);
    try {
      loadConfig(env);
    } catch (error) {
      for (const secret of ['halk-secret-1', 'senagat-secret-2'])
        expect((error as Error).message).not.toContain(secret);
    }
  });

  it('takes a plain http gateway on this machine only (a local test gateway)', () => {
    const local = paymentSettings({
      ...RBS,
      PAYMENT_BANKS: 'halkbank',
      PAYMENT_HALKBANK_URL: 'http://127.0.0.1:9000/payment/rest/',
    });
    expect(local.paymentBankSettings[0].url).toBe('http://127.0.0.1:9000/payment/rest/');
  });
});

describe('createGateways', () => {
  const calls: { url: string; body: URLSearchParams }[] = [];
  const recording: Fetcher = async (url, init) => {
    calls.push({ url, body: new URLSearchParams(init.body) });
    return { status: 200, text: async () => '{"errorCode":"0"}' };
  };

  it('gives each simulated bank its own merchant login on the API’s own simulator', async () => {
    const config = { ...loadConfig({ PORT: '8123', PAYMENT_BANKS: 'rysgal,halkbank' }) };
    // the logins the database holds for this shop's simulator (simulatorMerchants), never the source's
    const simulatorMerchants = {
      halkbank: { userName: 'halkbank-shop', password: 'generated-1' },
      senagat: { userName: 'senagat-shop', password: 'generated-2' },
      rysgal: { userName: 'rysgal-shop', password: 'generated-3' },
    };
    expect(() => createGateways(config, { fetcher: recording })).toThrow(/merchant logins were not read/);
    const gateways = createGateways(config, { fetcher: recording, simulatorMerchants });
    expect([...gateways.keys()]).toEqual(['rysgal', 'halkbank']);
    calls.length = 0;
    await gateways.get('rysgal')?.reverse('md-1');
    await gateways.get('halkbank')?.reverse('md-2');
    expect(calls.map((call) => call.url)).toEqual([
      'http://127.0.0.1:8123/gateway-sim/payment/rest/reverse.do',
      'http://127.0.0.1:8123/gateway-sim/payment/rest/reverse.do',
    ]);
    expect(calls[0].body.get('userName')).toBe('rysgal-shop');
    expect(calls[1].body.get('userName')).toBe('halkbank-shop');
    expect(calls[0].body.get('password')).not.toBe(calls[1].body.get('password'));
    expect(calls[0].body.get('password')).toBe('generated-3');
  });

  it('calls each real bank at its own URL with its own login; none when payment is off', async () => {
    const gateways = createGateways(loadConfig(RBS), { fetcher: recording });
    calls.length = 0;
    await gateways.get('halkbank')?.refund('md-3', 100);
    await gateways.get('senagat')?.reverse('md-4');
    expect(calls.map((call) => [call.url, call.body.get('userName'), call.body.get('password')])).toEqual([
      ['https://epg.halkbank.example.tm/payment/rest/refund.do', 'shop-halk', 'halk-secret-1'],
      ['https://epg.senagat.example.tm/payment/rest/reverse.do', 'shop-senagat', 'senagat-secret-2'],
    ]);
    expect(createGateways(loadConfig({ PAYMENT_GATEWAY: 'off' })).size).toBe(0);
  });
});

describe('the banks as shoppers see them', () => {
  it('names each bank in every language', () => {
    expect(bankName('halkbank', 'ru')).toBe('Халкбанк');
    expect(bankName('senagat', 'tm')).toBe('Senagat banky');
    expect(bankName('rysgal', 'en')).toBe('Rysgal Bank');
  });

  it('serves the three logos as images other origins may show; the simulator only when it is the gateway', async () => {
    const t = await startTestApp({ catalogue: null, config: { ...paymentSettings({ PAYMENT_GATEWAY: 'off' }) } });
    try {
      for (const bank of ['halkbank', 'senagat', 'rysgal']) {
        const logo = await t.app.inject({ method: 'GET', url: `/payments/${bank}.svg` });
        expect(logo.statusCode).toBe(200);
        expect(logo.headers['content-type']).toBe('image/svg+xml');
        expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(logo.body).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img" aria-label="[A-Za-z]+">/,
        );
      }
      expect((await t.app.inject({ method: 'GET', url: '/payments/unknown.svg' })).statusCode).toBe(404);
      const simulator = await t.app.inject({
        method: 'POST',
        url: '/gateway-sim/payment/rest/register.do',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'userName=halkbank-shop&password=halkbank-simulator&orderNumber=1&amount=100',
      });
      expect(simulator.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
