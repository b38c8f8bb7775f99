/**
 * docs/adr/009: the client's address cannot be chosen with X-Forwarded-For unless TRUST_PROXY says
 * so, every route family is limited, and an admin call without the token is answered (401, then
 * 429) before its body is read.
 */
import { rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { normalizeIP } from '@fastify/rate-limit';
import { addressKey, RATE_LIMIT_FAMILIES, type RateLimitFamily } from '../../server/src/edge/rate-limits';
import { message } from '../../server/src/lib/messages';
import { siteFolder, startTestApp, type TestApp } from '../../server/test/helpers';

const TOKEN = 'rate-limit-admin-token';

/**
 * The database of every app in this file. On PGlite each app counts its limits in its own memory; on
 * PostgreSQL the apps share the database's counters (the default store there), so each test counts
 * clients of its own addresses.
 */
let shared: TestApp;
beforeAll(async () => {
  shared = await startTestApp({ catalogue: null });
});
afterAll(() => shared.close());

describe('X-Forwarded-For with TRUST_PROXY off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ sharing: shared, config: { rateLimitMax: 50 } });
  });
  afterAll(() => t.close());

  it('changes nothing: 3 000 requests with a rotating header are limited like any others', async () => {
    expect(t.config.trustProxy).toBe(false);
    let passed = 0;
    for (let i = 0; i < 3000; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/health',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': `198.51.${(i >> 8) & 255}.${i & 255}`, 'x-real-ip': `192.0.2.${i & 255}` },
      });
      if (response.statusCode === 200) passed++;
      else expect(response.statusCode).toBe(429);
    }
    expect(passed).toBe(50);
  });

  it('limits unknown paths as their own family, also with a spoofed header', async () => {
    for (let i = 0; i < 50; i++) {
      const response = await t.app.inject({
        url: `/nowhere/${i}`,
        remoteAddress: '203.0.113.8',
        headers: { 'x-forwarded-for': `10.9.9.${i}` },
      });
      expect(response.statusCode).toBe(404);
    }
    const limited = await t.app.inject({ url: '/nowhere', remoteAddress: '203.0.113.8', headers: { lng: 'RU' } });
    expect([limited.statusCode, limited.json().message]).toEqual([429, message('tooManyRequests', 'ru')]);
  });
});

describe('TRUST_PROXY for a real proxy', () => {
  it('with a hop count, counts each client the proxy names', async () => {
    const t = await startTestApp({ sharing: shared, config: { rateLimitMax: 5, trustProxy: 1 } });
    try {
      const ask = (client: string) =>
        t.app.inject({ url: '/health', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': client } });
      for (let i = 0; i < 5; i++) expect((await ask('198.51.100.1')).statusCode).toBe(200);
      expect((await ask('198.51.100.1')).statusCode).toBe(429);
      expect((await ask('198.51.100.2')).statusCode).toBe(200);
      // One hop: of 'spoofed, real' only the address the proxy added counts.
      expect((await ask('198.51.100.77, 198.51.100.1')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('with an address list, believes the header only from those proxies', async () => {
    const t = await startTestApp({ sharing: shared, config: { rateLimitMax: 5, trustProxy: ['10.0.0.0/8'] } });
    try {
      const ask = (from: string, client: string) =>
        t.app.inject({ url: '/health', remoteAddress: from, headers: { 'x-forwarded-for': client } });
      for (let i = 0; i < 10; i++) expect((await ask('10.1.2.3', `198.51.100.${10 + i}`)).statusCode).toBe(200);
      // A client that is not a listed proxy: its header is ignored, its own address counted.
      let passed = 0;
      for (let i = 0; i < 10; i++) if ((await ask('203.0.113.9', `198.51.100.${100 + i}`)).statusCode === 200) passed++;
      expect(passed).toBe(5);
    } finally {
      await t.close();
    }
  });
});

describe('every route family', () => {
  const MAX = 4;
  const { dir: site, write: page } = siteFolder('site');
  page('index.html', '<h1>home</h1>');
  page('404.html', '<h1>Sahypa tapylmady</h1>');
  page('429/index.html', '<h1>429 Köp haýyşnama</h1>');

  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ sharing: shared, config: { rateLimitMax: MAX, siteDir: site, adminToken: TOKEN } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(site, { recursive: true, force: true });
  });

  const requests: Record<
    Exclude<RateLimitFamily, 'notFound'>,
    { method?: 'GET' | 'PATCH'; url: string; headers?: Record<string, string> }
  > = {
    api: { url: '/client/v4/footers' },
    images: { url: '/images/none' },
    videos: { url: '/videos/phone.webm' },
    pages: { url: '/' },
    docs: { url: '/docs/json' },
    admin: { method: 'PATCH', url: '/admin/v1/products/1' },
    // a staff member's session (a made-up one: it is refused, and counted in its own family)
    staff: { url: '/admin/v1/session', headers: { cookie: 'StaffToken=made-up' } },
    files: { url: '/admin' },
  };

  it.each(Object.entries(requests))('limits %s by address, in its own counter', async (family, request) => {
    const remoteAddress = `192.0.2.${Object.keys(requests).indexOf(family) + 10}`;
    const ask = () =>
      t.app.inject({
        method: request.method ?? 'GET',
        url: request.url,
        remoteAddress,
        headers: { lng: 'EN', ...request.headers },
      });
    const allowance = RATE_LIMIT_FAMILIES[family as RateLimitFamily](MAX);
    for (let i = 0; i < allowance; i++) expect((await ask()).statusCode).not.toBe(429);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    if (family === 'pages') expect(limited.body).toContain('429 Köp haýyşnama');
    else expect(limited.json().message).toBe('Too many requests. Please wait!');
    // The other families still answer this address.
    const other = family === 'api' ? requests.images : requests.api;
    expect((await t.app.inject({ url: other.url, remoteAddress })).statusCode).not.toBe(429);
  });

  it('never leaves the staff app blank: three quick loads get the page and its script', async () => {
    const page = await t.app.inject({ url: '/admin/orders', remoteAddress: '192.0.2.77' });
    const script = /src="([^"]+\.js)"/.exec(page.body)![1];
    for (let round = 0; round < 3; round++) {
      for (const url of ['/admin', '/admin/orders/12', script]) {
        const response = await t.app.inject({ url, remoteAddress: '192.0.2.77' });
        expect([url, response.statusCode]).toEqual([url, 200]);
      }
    }
    // a wrong token's guesses still count as admin calls, and get few
    const guess = () => t.app.inject({ method: 'PATCH', url: '/admin/v1/products/1', remoteAddress: '192.0.2.77' });
    for (let i = 0; i < RATE_LIMIT_FAMILIES.admin(MAX); i++) expect((await guess()).statusCode).toBe(401);
    expect((await guess()).statusCode).toBe(429);
  });

  it("counts the site's scripts, styles and page data as files, its pages as pages", async () => {
    page('app-1234.js', 'console.log(1)');
    const ask = (url: string) => t.app.inject({ url, remoteAddress: '192.0.2.78' });
    for (let i = 0; i < RATE_LIMIT_FAMILIES.pages(MAX); i++) expect((await ask('/')).statusCode).toBe(200);
    expect((await ask('/')).statusCode).toBe(429);
    for (let i = 0; i < 3 * RATE_LIMIT_FAMILIES.pages(MAX); i++)
      expect((await ask('/app-1234.js')).statusCode).toBe(200);
  });

  it('gives the documentation, unknown API paths and pages their allowances', () => {
    expect(RATE_LIMIT_FAMILIES.api(600)).toBe(600);
    expect(RATE_LIMIT_FAMILIES.images(600)).toBe(6000);
    expect(RATE_LIMIT_FAMILIES.pages(600)).toBe(6000);
    expect(RATE_LIMIT_FAMILIES.admin(600)).toBe(30);
    expect(RATE_LIMIT_FAMILIES.staff(600)).toBe(600);
    expect(RATE_LIMIT_FAMILIES.files(600)).toBe(60_000);
  });

  it('does not limit requests with the admin token (site builds, editors)', async () => {
    for (const request of Object.values(requests)) {
      for (let i = 0; i < 50; i++) {
        const response = await t.app.inject({
          method: request.method ?? 'GET',
          url: request.url,
          remoteAddress: '192.0.2.99',
          headers: { 'x-admin-token': TOKEN },
        });
        expect(response.statusCode).not.toBe(429);
      }
    }
  });

  it('does not take a wrong token of the same length as the right one', async () => {
    const wrong = TOKEN.replace(/.$/, '!');
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/admin/v1/products/1',
        remoteAddress: '192.0.2.98',
        headers: { 'x-admin-token': wrong, lng: 'RU' },
        payload: { price: 1 },
      });
      statuses.push(response.statusCode);
      if (i === 0)
        expect(response.json().message).toBe(
          'Войдите под учётной записью сотрудника (для скриптов: заголовок x-admin-token)',
        );
    }
    expect(statuses).toEqual([401, 429, 429]);
  });

  /**
   * Sends a request with a 200 MB body over a real socket (announced, or chunked), answers its status
   * line, how much the client had sent when it came, and how much before the server closed.
   */
  async function upload(
    port: number,
    head = 'POST /admin/v1/catalogue HTTP/1.1',
    chunked = false,
  ): Promise<{ status: string; sentBeforeAnswer: number; sent: number }> {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    let sent = 0;
    let sentBeforeAnswer = -1;
    let closed = false;
    socket.on('data', (chunk: Buffer) => {
      if (sentBeforeAnswer < 0) sentBeforeAnswer = sent;
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => (closed = true));
    socket.on('close', () => (closed = true));
    const body = 200 * 1024 * 1024;
    const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body}`;
    socket.write(`${head}\r\nHost: shop\r\nContent-Type: application/json\r\n${length}\r\n\r\n`);
    const spaces = Buffer.alloc(256 * 1024, 0x20);
    const chunk = chunked
      ? Buffer.concat([Buffer.from(`${spaces.length.toString(16)}\r\n`), spaces, Buffer.from('\r\n')])
      : spaces;
    while (!closed && sent < body) {
      const flushed = socket.write(chunk);
      sent += chunk.length;
      if (!flushed) await new Promise((resolve) => setTimeout(resolve, 5));
      if (sentBeforeAnswer < 0) await new Promise((resolve) => setImmediate(resolve));
    }
    socket.destroy();
    return { status: answer.split('\r\n')[0], sentBeforeAnswer, sent };
  }

  it('answers an admin call without the token (401, then 429) before reading its 200 MB body, and closes', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' }).then(() => t.app.server.address());
    const { port } = address as AddressInfo;
    const first = await upload(port);
    expect(first.status).toBe('HTTP/1.1 401 Unauthorized');
    const second = await upload(port);
    expect(second.status).toBe('HTTP/1.1 429 Too Many Requests');
    // The same for any call whose body is past its limit, announced or not.
    const announced = await upload(port, 'POST /client/v4/products HTTP/1.1');
    expect(announced.status).toBe('HTTP/1.1 413 Payload Too Large');
    const chunked = await upload(port, 'POST /client/v4/products/filter HTTP/1.1', true);
    expect(chunked.status).toBe('HTTP/1.1 413 Payload Too Large');
    for (const attempt of [first, second, announced, chunked]) {
      // Answered while the body was still on its way, and the connection closed long before 200 MB.
      expect(attempt.sentBeforeAnswer).toBeGreaterThanOrEqual(0);
      expect(attempt.sentBeforeAnswer).toBeLessThan(16 * 1024 * 1024);
      expect(attempt.sent).toBeLessThan(64 * 1024 * 1024);
    }
  });
});

describe("a client's key, as @fastify/rate-limit's normalizeIP would give it", () => {
  it('is the same for IPv4, IPv4-mapped and IPv6 addresses (one /64 is one client), also remembered', () => {
    const addresses = [
      '127.0.0.1',
      '203.0.113.9',
      '::ffff:203.0.113.9',
      '::ffff:127.0.0.1',
      '::1',
      '2001:db8::1',
      '2001:db8::2',
      '2001:db8:0:0:ffff::1',
      '2001:db8:0:1::1',
      'fe80::1%eth0',
    ];
    for (const round of [1, 2])
      for (const ip of addresses)
        expect({ round, ip, key: addressKey(ip) }).toEqual({ round, ip, key: normalizeIP(ip) });
    // a mapped address is its IPv4 client: both spellings share one allowance
    expect(addressKey('::ffff:203.0.113.9')).toBe(addressKey('203.0.113.9'));
    expect(addressKey('2001:db8::1')).toBe(addressKey('2001:db8::ffff'));
    expect(addressKey('2001:db8::1')).not.toBe(addressKey('2001:db8:0:1::1'));
  });
});
