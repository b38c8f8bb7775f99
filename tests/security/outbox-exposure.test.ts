/**
 * Who reads the codes (docs/adr/016). While the outbox is the shop's SMS and mail provider (the
 * embedded default), the person running the shop reads each message as one line in the terminal,
 * and in the staff app's messages screen behind an order-staff sign-in in production
 * (/admin/v1/outbox; /dev/outbox stays development's). With real providers nothing of it exists: no line, no
 * call, whatever token is given.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outboxLine } from '../../server/src/services/messaging/outbox';
import { startTestApp } from '../../server/test/helpers';
import { call } from '../../server/test/auth-helpers';
import { startShop, stopShop, type ShopProcess } from './pglite-process';

const TOKEN = 'outbox-test-token';

describe('the outbox under npm start (production, the outbox providers)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-exposure-'));
  let shop: ShopProcess | undefined;
  beforeAll(async () => {
    shop = await startShop(join(dir, 'data'), { NODE_ENV: 'production', SHOP_MODE: 'demo', ADMIN_TOKEN: TOKEN });
  }, 240_000);
  afterAll(async () => {
    await stopShop(shop);
    rmSync(dir, { recursive: true, force: true });
  });

  const signIn = (phone: string) =>
    fetch(`${shop!.url}/auth/v2/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shop!.url, lng: 'EN' },
      body: JSON.stringify({ phone }),
    });

  it('prints one readable line per message: to whom, and the text with the code', async () => {
    expect((await signIn('+99361112233')).status).toBe(200);
    await shop!.printed('+99361112233');
    const lines = shop!
      .output()
      .split('\n')
      .filter((line) => line.includes('+99361112233'));
    expect(lines).toEqual([expect.stringMatching(/^outbox: SMS to \+99361112233: Your verification code: \d{4}\./)]);
    // No request log line says the same again: request logs are off unless LOG_LEVEL asks.
    expect(shop!.output()).not.toMatch(/"url":"\/auth\/v2\/signin"/);
  });

  it('shows the messages to the editors, behind the admin token, and not at /dev/outbox', async () => {
    expect((await fetch(`${shop!.url}/dev/outbox`)).status).toBe(404);
    expect((await fetch(`${shop!.url}/dev/outbox.json`)).status).toBe(404);
    expect((await fetch(`${shop!.url}/admin/v1/outbox`)).status).toBe(401);
    expect((await fetch(`${shop!.url}/admin/v1/outbox`, { headers: { 'x-admin-token': 'wrong' } })).status).toBe(401);
    const rows = await fetch(`${shop!.url}/admin/v1/outbox`, { headers: { 'x-admin-token': TOKEN } });
    expect(rows.status).toBe(200);
    expect(rows.headers.get('cache-control')).toBe('no-store');
    expect(await rows.json()).toEqual([
      expect.objectContaining({ channel: 'sms', to: '+99361112233', text: expect.stringMatching(/\d{4}/) }),
    ]);
  });

  it('shows the outbox to the order staff in the staff app, and to no other role', async () => {
    // the staff app's messages screen is served in production
    const page = await fetch(`${shop!.url}/admin/messages`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="staff-app"');
    const sessionOf = async (roles: string[]) => {
      const account = { login: `${roles[0]}-outbox`, name: 'Aýna', password: 'Outbox-pass-1!', roles };
      const made = await fetch(`${shop!.url}/admin/v1/staff`, {
        method: 'POST',
        headers: { 'x-admin-token': TOKEN, 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      expect(made.status).toBe(200);
      const signedIn = await fetch(`${shop!.url}/admin/v1/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: account.login, password: account.password }),
      });
      expect(signedIn.status).toBe(200);
      return { cookie: /StaffToken=[^;]+/.exec(signedIn.headers.get('set-cookie') ?? '')![0] };
    };
    const orders = await fetch(`${shop!.url}/admin/v1/outbox`, { headers: await sessionOf(['orders']) });
    expect(orders.status).toBe(200);
    expect(await orders.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ channel: 'sms', to: '+99361112233' })]),
    );
    const catalogue = await fetch(`${shop!.url}/admin/v1/outbox`, { headers: await sessionOf(['catalogue']) });
    expect(catalogue.status).toBe(403);
  });
});

describe('with real providers', () => {
  it('prints nothing and has no outbox call, with the admin token too', async () => {
    const received: string[] = [];
    const gateway = createServer((request, response) => {
      received.push(request.url ?? '');
      response.writeHead(200).end();
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    const printed: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    const t = await startTestApp({
      catalogue: null,
      config: {
        production: true,
        adminToken: TOKEN,
        printOutbox: true,
        smsProvider: 'http',
        smsHttpUrl: `http://127.0.0.1:${port}/send?to={phone}&text={text}`,
        smtpUrl: 'smtp://127.0.0.1:1',
      },
    });
    try {
      expect((await call(t.app, 'POST', 'signin', { body: { phone: '+99361112244' } })).status).toBe(200);
      expect(received).toHaveLength(1);
      expect(printed.join('')).not.toContain('99361112244');
      const answer = await t.app.inject({ url: '/admin/v1/outbox', headers: { 'x-admin-token': TOKEN } });
      expect(answer.statusCode).toBe(404);
      expect((await t.app.inject({ url: '/dev/outbox.json' })).statusCode).toBe(404);
    } finally {
      write.mockRestore();
      await t.close();
      gateway.close();
    }
  }, 120_000);

  it('keeps the outbox for the channel that has no real provider only', async () => {
    const t = await startTestApp({
      catalogue: null,
      config: { production: true, adminToken: TOKEN, smtpUrl: 'smtp://127.0.0.1:1' },
    });
    try {
      expect((await call(t.app, 'POST', 'signin', { body: { phone: '+99361112255' } })).status).toBe(200);
      const answer = await t.app.inject({ url: '/admin/v1/outbox', headers: { 'x-admin-token': TOKEN } });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual([expect.objectContaining({ channel: 'sms', to: '+99361112255' })]);
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe('the printed line', () => {
  it('never carries a control character to the terminal (an escape sequence from a shopper)', () => {
    const line = outboxLine({
      channel: 'email',
      to: 'a@b.tm',
      subject: 'S\u001b[2J',
      text: 'Hi \u001b]0;x\u0007\u009b1m\nrest',
    });
    expect(line).toBe('outbox: e-mail to a@b.tm, "S [2J": Hi  ]0;x 1m');
    // eslint-disable-next-line no-control-regex -- the control characters are what it looks for
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });
});
