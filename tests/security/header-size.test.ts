/**
 * docs/adr/011: the server reads up to 32 KB of request headers; beyond that, and for requests it
 * cannot parse, a page request gets a small translated page that says what to do (clear the
 * site's cookies) and an API path gets JSON, both with the security headers. Node's HTTP parser
 * refuses these requests before Fastify sees them, and `inject` skips that parser, so this test
 * talks to a listening server over a socket.
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { MAX_HEADER_BYTES } from '../../server/src/edge/client-errors';
import { siteFolder, startTestApp, type TestApp } from '../../server/test/helpers';

const { dir: site, write } = siteFolder('header-size');
for (const [path, text] of [
  ['index.html', '<h1>Baş sahypa</h1>'],
  ['ru/index.html', '<h1>Главная</h1>'],
  ['404.html', '<h1>Sahypa tapylmady</h1>'],
])
  write(path, text);

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ catalogue: null, config: { siteDir: site } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  rmSync(site, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends the bytes (each part as its own write, `pauseMs` apart) and reads the answer to the end. */
function raw(parts: string[], pauseMs = 0): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        ),
        body: rest.join('\r\n\r\n'),
      });
    });
    socket.on('connect', async () => {
      for (const part of parts) {
        socket.write(part);
        if (pauseMs) await new Promise((done) => setTimeout(done, pauseMs));
      }
    });
  });
}

/** A GET with the given headers; the connection closes after the answer. */
const get = (path: string, headers: string[] = []) =>
  raw([`GET ${path} HTTP/1.1\r\nHost: shop\r\n${[...headers, 'Connection: close'].join('\r\n')}\r\n\r\n`]);

/** `count` cookies of 4 000 bytes each, as a browser sends them (one Cookie header). */
const cookies = (count: number, extra = '') =>
  `Cookie: ${[...(extra ? [extra] : []), ...Array.from({ length: count }, (_, i) => `c${i}=${'x'.repeat(4000)}`)].join('; ')}`;

const TITLES = { tm: 'Sahypany açyp bolmady', ru: 'Не удалось открыть страницу', en: 'This page could not be opened' };

function expectRefusalPage(answer: RawAnswer, lng: keyof typeof TITLES) {
  expect(answer.status).toBe(431);
  expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(answer.headers['content-language']).toBe(lng === 'tm' ? 'tk' : lng);
  expect(answer.body).toContain(`<h1>431 ${TITLES[lng]}</h1>`);
  expect(answer.body).toContain('cookie');
  expect(answer.body).toContain(`<html lang="${lng === 'tm' ? 'tk' : lng}">`);
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  expect(answer.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cache-control': 'no-store',
  });
  expect(answer.headers['permissions-policy']).toContain('camera=()');
  // Its one inline style is allowed by hash, and nothing else may run or load.
  const style = /<style>([^<]*)<\/style>/.exec(answer.body)?.[1] as string;
  const policy = answer.headers['content-security-policy'];
  expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(answer.body).not.toContain('<script');
}

describe('request headers up to 32 KB', () => {
  it('are read: four 4 KB cookies (431 with Node’s 16 KB default) open the page', async () => {
    const answer = await get('/ru/', [cookies(4)]);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Главная');
    const near = await get('/', [`Cookie: c=${'x'.repeat(MAX_HEADER_BYTES - 200)}`]);
    expect(near.status).toBe(200);
  });
});

describe('request headers over the limit', () => {
  it('get a page in Turkmen when nothing tells the language', async () => {
    expectRefusalPage(await get('/product/1', [cookies(10)]), 'tm');
  });

  it("get the page in the language of the path's prefix, the lng cookie or Accept-Language", async () => {
    expectRefusalPage(await get('/ru/product/1', [cookies(10, 'lng=EN')]), 'ru');
    expectRefusalPage(await get('/en/cart', [cookies(10)]), 'en');
    expectRefusalPage(await get('/product/1', [cookies(10, 'lng=RU')]), 'ru');
    expectRefusalPage(await get('/product/1', ['Accept-Language: en-US,en;q=0.9', cookies(10, 'lng=TM')]), 'tm');
    expectRefusalPage(await get('/', ['Accept-Language: ru-RU,ru;q=0.9,en;q=0.8', cookies(10)]), 'ru');
    expectRefusalPage(await get('/', ['Accept-Language: de;q=1, en;q=0.4, tk;q=0.7', cookies(10)]), 'tm');
    expectRefusalPage(await get('/', ['Accept-Language: fr, de', cookies(10)]), 'tm');
  });

  it('links Home and Try again, never echoing a hostile path into the page', async () => {
    const page = await get('/en/product/7?sort=price_asc', [cookies(10)]);
    expect(page.body).toContain('href="/en/product/7?sort=price_asc"');
    expect(page.body).toContain('href="/en/">Home</a>');
    const hostile = await get('/"><script>alert(1)</script>', [cookies(10)]);
    expect(hostile.status).toBe(431);
    expect(hostile.body).not.toContain('<script');
    expect(hostile.body).toContain('href="/"');
    const elsewhere = await get('//evil.example/login', [cookies(10)]);
    expect(elsewhere.status).toBe(431);
    expect(elsewhere.body).not.toContain('evil.example');
  });

  it('get JSON on API paths, in the language of the lng header', async () => {
    const answer = await get('/client/v4/products?limit=1', ['lng: RU', cookies(10)]);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      message: expect.stringContaining('cookie'),
    });
    expect(JSON.parse(answer.body).message).toMatch(/^Браузер/);
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    // JSON is no document: the headers only documents use are left out (ADR 011).
    expect(answer.headers['permissions-policy']).toBeUndefined();
    expect(answer.headers['referrer-policy']).toBeUndefined();
  });

  it('arriving in pieces still get an answer, and the server serves the next request', async () => {
    const answer = await raw(['GET /ru/ HTTP/1.1\r\nHost: shop\r\n', `${cookies(10)}\r\n\r\n`], 50);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^(text\/html|application\/json)/);
    expect((await get('/health')).status).toBe(200);
  });
});

describe('requests the server cannot read', () => {
  it('get a translated 400 page, or JSON on API paths', async () => {
    const page = await raw(['GET /ru/ HTTP/1.1\r\nHost: shop\r\nBroken header line\r\n\r\n']);
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>400 Не удалось прочитать запрос</h1>');
    expect(page.headers['x-frame-options']).toBe('DENY');
    const api = await raw(['GET /client/v4/brands HTTP/1.1\r\nHost: shop\r\nlng: EN\r\nBroken header line\r\n\r\n']);
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toMatchObject({ statusCode: 400, message: expect.stringMatching(/^Your browser/) });
    expect((await get('/health')).status).toBe(200);
  });
});
