/**
 * A deployment's start (docs/adr/026): the API as a real process with a deployment's settings.
 * NODE_ENV=production and a SHOP_URL on the internet, with nothing else set, used to take test
 * cards and print one line; it now refuses to start and names every setting to change. The same
 * settings with SHOP_MODE=demo still start the demo, simulator and all.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startShop, stopShop, type ShopProcess } from './pglite-process';

const DEPLOYED = { NODE_ENV: 'production', SHOP_URL: 'https://shop.example.tm' };

describe('the API started as a deployment would start it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'live-start-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a live start without a real gateway, SMS, mail and admin token, naming the settings', async () => {
    const refused = await startShop(join(dir, 'live'), DEPLOYED).then(
      async (shop) => {
        await stopShop(shop);
        throw new Error('the live start did not refuse');
      },
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/^API exited with 1:/);
    expect(refused).toContain('This is a live start (SHOP_URL https://shop.example.tm is not a loopback address)');
    for (const setting of ['PAYMENT_GATEWAY', 'SMS_PROVIDER', 'SMTP_URL', 'ADMIN_TOKEN'])
      expect(refused).toContain(`  - ${setting}: `);
    expect(refused).toContain('SHOP_MODE=demo');
    // a message for a person, not a stack trace
    expect(refused).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('still starts the demo, with the simulator, when SHOP_MODE=demo asks for it', async () => {
    let shop: ShopProcess | undefined;
    try {
      shop = await startShop(join(dir, 'demo'), { ...DEPLOYED, SHOP_MODE: 'demo', ADMIN_TOKEN: 'live-start-test' });
      expect(shop.output()).toContain('demo start (SHOP_MODE=demo)');
      const form = await fetch(`${shop.url}/gateway-sim/payment/form?mdOrder=x&language=en`);
      expect(form.status).toBe(404);
      expect(await form.text()).toContain('There is no such payment.');
      const extras = await fetch(`${shop.url}/client/v4/orders/extras`, { headers: { lng: 'EN' } });
      const body = (await extras.json()) as { paymentMethods: { code: string; demo?: boolean }[] };
      expect(body.paymentMethods.find((method) => method.code === 'card')).toMatchObject({ demo: true });
    } finally {
      await stopShop(shop);
    }
  }, 240_000);
});
