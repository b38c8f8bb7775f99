import { rmSync } from 'node:fs';
import { siteFolder, startTestApp, type TestApp } from './helpers';

const { dir: site, write: page } = siteFolder('site');
page('index.html', '<h1>home</h1>');
page('product/1/index.html', '<h1>product 1</h1>');
page('ru/product/1/index.html', '<h1>товар 1</h1>');
page('cart/index.html', '<h1>cart shell</h1>');
page('ru/cart/index.html', '<h1>корзина</h1>');
page('404.html', '<h1>Sahypa tapylmady</h1>');
page('ru/404.html', '<h1>Страница не найдена</h1>');
page('429/index.html', '<h1>429 Köp haýyşnama</h1>');
page('en/429/index.html', '<h1>429 Too Many Requests</h1>');
page('app-0123456789abcdef0123.js', 'console.log(1)');
// A chunk as Gatsby names one without a name of its own: id and hash.
page('3109-0123456789abcdef0123.js', 'console.log(2)');
// Not a chunk's name: revalidated within the hour, not cached for ever.
page('push-sw.js', 'self.x = 1');
page('2024.js', 'console.log(3)');
page('big/index.html', `<h1>big</h1>${'<p>Telefonlar we planşetler</p>'.repeat(200)}`);
page('framework-0123456789abcdef0123.js', `/* the original */${' '.repeat(3000)}`);
page('framework-0123456789abcdef0123.js.br', 'brotli copy');
// A page and its page data with the build's copies (compress-assets.ts): the copies' text marks them.
page('en/index.html', `<h1>home</h1>${' '.repeat(3000)}`);
page('en/index.html.br', 'brotli page');
page('en/index.html.gz', 'gzip page');
page('page-data/en/page-data.json', `{"path":"/en"${' '.repeat(3000)}}`);
page('page-data/en/page-data.json.br', 'brotli page data');
// The offline app's files (plugins/gatsby-plugin-offline-app): the worker, the build's version, a manifest.
page('sw.js', 'self.addEventListener("fetch", () => {})');
page('build-meta.json', '{"version":"1-abc"}');
page('ru/manifest.webmanifest', '{"name":"Elektronika","lang":"ru"}');
page('icons/icon-192.png', 'png');
page('csp-hashes.json', JSON.stringify({ apiOrigin: 'https://api.example.tm', scripts: {} }));
page(
  'match-paths.json',
  JSON.stringify([
    { path: '/ru/cart/', matchPath: '/ru/cart/*' },
    { path: '/cart/', matchPath: '/cart/*' },
  ]),
);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ catalogue: null, config: { siteDir: site } });
});
afterAll(async () => {
  await t.close();
  rmSync(site, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the storefront on the API origin', () => {
  it('serves pages from their index.html, with and without the trailing slash', async () => {
    for (const url of ['/', '/product/1', '/product/1/', '/ru/product/1/']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
    expect((await get('/ru/product/1')).body).toContain('товар 1');
  });

  it("compresses pages on the fly and serves the build's compressed copies of scripts", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/big/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<h1>big</h1>');
    const gzipped = await t.app.inject({ method: 'GET', url: '/big/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('<h1>big</h1>');
    const plain = await get('/big/');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const script = await t.app.inject({
      method: 'GET',
      url: '/framework-0123456789abcdef0123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.body).toBe('brotli copy');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const chunk = await get('/3109-0123456789abcdef0123.js');
    expect(chunk.body).toBe('console.log(2)');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/push-sw.js', '/2024.js'])
      expect((await get(url)).headers['cache-control']).toBe('public, max-age=3600');
  });

  it("serves pages and page data from the build's brotli and gzip copies, keyed on Accept-Encoding", async () => {
    const at = (url: string, encoding?: string) =>
      t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await at('/en/', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.body).toBe('brotli page');
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/html; charset=utf-8',
      vary: 'accept-encoding',
      'cache-control': 'public, max-age=0, must-revalidate',
    });
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    const gz = await at('/en', 'gzip');
    expect(gz.body).toBe('gzip page');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await at('/en/');
    expect(plain.body).toContain('<h1>home</h1>');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    // One validator per representation, each answering 304 on its own.
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    expect(br.headers['last-modified']).toBeDefined();
    const again = await t.app.inject({
      method: 'GET',
      url: '/en/',
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    const data = await at('/page-data/en/page-data.json', 'br');
    expect(data.body).toBe('brotli page data');
    expect(data.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(data.headers.vary).toBe('accept-encoding');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await get('/app-0123456789abcdef0123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker with its own policy (its fetches allowed to the site and the API), revalidated', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self'; connect-src 'self' https://api.example.tm; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['last-modified']).toBeTruthy();
  });

  it('revalidates the build version file and the app manifests; other files carry ETag and Last-Modified', async () => {
    for (const url of ['/build-meta.json', '/ru/manifest.webmanifest']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(response.headers.etag).toBeTruthy();
    }
    for (const url of ['/', '/app-0123456789abcdef0123.js', '/icons/icon-192.png', '/page-data/en/page-data.json']) {
      const response = await get(url);
      expect({
        url,
        etag: Boolean(response.headers.etag),
        modified: Boolean(response.headers['last-modified']),
      }).toEqual({
        url,
        etag: true,
        modified: true,
      });
    }
    const first = await get('/build-meta.json');
    const again = await t.app.inject({
      method: 'GET',
      url: '/build-meta.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers client-only routes with their shells, per language', async () => {
    expect((await get('/cart')).body).toContain('cart shell');
    expect((await get('/cart/anything/deeper')).body).toContain('cart shell');
    expect((await get('/ru/cart/x')).body).toContain('корзина');
  });

  it('answers unknown pages with the 404 page of their language, and unknown API paths with JSON', async () => {
    const missing = await get('/product/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Sahypa tapylmady');
    const russian = await get('/ru/nowhere');
    expect(russian.statusCode).toBe(404);
    expect(russian.body).toContain('Страница не найдена');
    const api = await get('/client/v4/nowhere');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
    for (const url of ['/..%2F..%2Fetc%2Fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/a%00b']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('root:');
    }
    expect((await get('/%E0%A4%A')).statusCode).toBe(400);
  });
});

describe('a shopper over the rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // t's database; on PostgreSQL the apps share its rate-limit counters, so this shopper has an address
    // of its own.
    limited = await startTestApp({ sharing: t, config: { siteDir: site, rateLimitMax: 1 } });
  });
  afterAll(async () => {
    await limited.close();
  });
  const ask = (url: string, headers: Record<string, string> = {}) =>
    limited.app.inject({ method: 'GET', url, headers, remoteAddress: '192.0.2.50' });

  it('gets the error page of their language with status 429 and Retry-After, while the API answers JSON', async () => {
    // Site files have ten times the API's allowance (rateLimitMax 1 -> 10 a minute).
    for (let i = 0; i < 10; i += 1) expect((await ask('/product/1')).statusCode).toBe(200);
    const page = await ask('/en/product/1');
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['retry-after']).toBeDefined();
    expect(page.body).toContain('429 Too Many Requests');
    const turkmen = await ask('/product/1');
    expect(turkmen.statusCode).toBe(429);
    expect(turkmen.body).toContain('Köp haýyşnama');

    await ask('/client/v4/footers');
    const api = await ask('/client/v4/footers', { lng: 'EN' });
    expect(api.statusCode).toBe(429);
    expect(api.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  });
});
