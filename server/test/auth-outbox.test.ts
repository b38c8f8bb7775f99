import { createHash } from 'node:crypto';
/**
 * Where codes go: the outbox provider and /dev/outbox (page and JSON), e-mails as .eml files written
 * by nodemailer, the HTTP gateway provider, and nothing of it in production.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { startTestApp, type TestApp } from './helpers';
import { call, outbox, TestClock, MINUTE } from './auth-helpers';

describe('the development outbox', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await startTestApp({ catalogue: null, config: { now: clock.now } });
  });
  afterAll(() => t.close());

  it('lists SMS and e-mails newest first as JSON', async () => {
    await call(t.app, 'POST', 'register', { body: { phone: '+99363000001' }, lng: 'TM' });
    clock.advance(MINUTE);
    await call(t.app, 'POST', 'register', { body: { email: 'jeren@example.tm' }, lng: 'EN' });
    const rows = await outbox(t.app);
    expect(rows).toEqual([
      {
        channel: 'email',
        to: 'jeren@example.tm',
        subject: 'Verification code',
        text: expect.stringMatching(/^Your verification code: \d{4}\./),
        at: clock.now().toISOString(),
      },
      {
        channel: 'sms',
        to: '+99363000001',
        text: expect.stringMatching(/^Siziň tassyklama koduňyz: \d{4}\./),
        at: new Date(clock.now().getTime() - MINUTE).toISOString(),
      },
    ]);
  });

  it('writes each e-mail as an .eml file that nodemailer rendered', () => {
    const folder = join(t.config.dataDir, 'outbox');
    const files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(folder, files[0]), 'utf8');
    expect(eml).toMatch(/^To: jeren@example\.tm$/m);
    expect(eml).toMatch(/^Subject: Verification code$/m);
    expect(eml).toMatch(/Your verification code: \d{4}/);
  });

  it('shows a page a person can read, in TM, RU and EN, with the text escaped', async () => {
    const pages = await Promise.all(
      ['TM', 'RU', 'EN'].map((lng) => t.app.inject({ method: 'GET', url: `/dev/outbox?lng=${lng}` })),
    );
    expect(pages.map((page) => page.headers['content-type'])).toEqual(Array(3).fill('text/html; charset=utf-8'));
    const [tm, ru, en] = pages.map((page) => page.body);
    expect(tm).toContain('<html lang="tm">');
    expect(tm).toContain('Iberilen SMS-ler we hatlar');
    expect(ru).toContain('Отправленные SMS и письма');
    expect(en).toContain('Sent text messages and e-mails');
    expect(en).toMatch(/\+99363000001<\/td><td>Siziň tassyklama koduňyz: \d{4}/);
    expect(en).toContain('jeren@example.tm');
    // The lng header picks the language when the query does not.
    const byHeader = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { lng: 'RU' } });
    expect(byHeader.body).toContain('Отправленные SMS и письма');
  });

  it('allows its own style sheet and nothing else (the API policy would leave it unstyled)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    const policy = String(page.headers['content-security-policy']);
    const style = /<style>([^<]*)<\/style>/.exec(page.body)?.[1] ?? '';
    expect(style).toContain('table{');
    expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).not.toMatch(/script-src|unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe('in production', () => {
  it('has no outbox page or JSON', async () => {
    const t = await startTestApp({ catalogue: null, config: { production: true } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('SMS_PROVIDER=http', () => {
  it('POSTs each SMS to the URL template and keeps no copy', async () => {
    const received: { url: string; body: string }[] = [];
    let answer = 200;
    const gateway = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ url: request.url ?? '', body });
        response.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    const clock = new TestClock();
    const t = await startTestApp({
      catalogue: null,
      config: {
        now: clock.now,
        smsProvider: 'http',
        smsHttpUrl: `http://127.0.0.1:${port}/send?to={phone}&msg={text}`,
      },
    });
    try {
      const sent = await call(t.app, 'POST', 'register', { body: { phone: '99363000002' }, lng: 'EN' });
      expect(sent.status).toBe(200);
      expect(received).toHaveLength(1);
      const url = new URL(received[0].url, 'http://gateway');
      expect(url.searchParams.get('to')).toBe('+99363000002');
      expect(url.searchParams.get('msg')).toMatch(/^Your verification code: \d{4}\./);
      expect(JSON.parse(received[0].body)).toEqual({ phone: '+99363000002', text: url.searchParams.get('msg') });
      expect(await outbox(t.app)).toEqual([]);

      // A gateway that refuses: the shopper hears that something went wrong, nothing is left guessable.
      answer = 500;
      clock.advance(2 * MINUTE);
      const failed = await call(t.app, 'POST', 'register', { body: { phone: '99363000003' }, lng: 'EN' });
      expect([failed.status, failed.body.message]).toEqual([500, 'Something went wrong!']);
    } finally {
      await t.close();
      gateway.close();
    }
  });

  it('is refused at start without a URL template', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
    expect(() => loadConfig({ SMS_PROVIDER: 'pigeon' })).toThrow(/SMS_PROVIDER must be 'outbox' or 'http'/);
    expect(loadConfig({})).toMatchObject({ smsProvider: 'outbox', production: false, trustedOrigins: [] });
  });
});
