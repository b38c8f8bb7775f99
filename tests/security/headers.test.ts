/**
 * docs/adr/011: every answer carries the security headers and a Content-Security-Policy of its
 * kind; a page's policy names exactly its own inline scripts (from the build's manifest); the
 * OpenAPI document is closed in production without the admin token; source maps and build records
 * are never served.
 */
import { createHash } from 'node:crypto';
import { rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { CSP_MANIFEST_FILE, type CspManifest } from '../../server/src/contract/page-policy';
import type { ProductListingWire } from '../../server/src/contract/products';
import securityHeaders from '../../server/src/edge/security-headers';
import { getJson, siteFolder, startTestApp, type TestApp } from '../../server/test/helpers';

const ADMIN_TOKEN = 'headers-test-token';
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

const { dir: site, write: file } = siteFolder('headers');
const HOME_SCRIPT = 'window.pagePath="/";';
const EN_SCRIPT = 'window.pagePath="/en";';
const SHARED_SCRIPT = 'window.___webpackCompilationHash="abc";';
file('index.html', `<script>${HOME_SCRIPT}</script><script>${SHARED_SCRIPT}</script><h1>home</h1>`);
file('en/index.html', `<script>${EN_SCRIPT}</script><script>${SHARED_SCRIPT}</script><h1>home</h1>`);
file('handmade/index.html', '<script>alert(1)</script>');
file('404.html', '<h1>Sahypa tapylmady</h1>');
file('app-0123456789abcdef0123.js', 'console.log(1)');
file('app-0123456789abcdef0123.js.map', '{"sources":["src/app/secret.ts"]}');
file('en/deep/chunk.js.map', '{"sources":[]}');
file('webpack.stats.json', '{"namedChunkGroups":{}}');
file('chunk-map.json', '{}');
const manifest: CspManifest = {
  apiOrigin: null,
  scripts: { 'index.html': [sha256(HOME_SCRIPT), sha256(SHARED_SCRIPT)], 'en/index.html': [sha256(EN_SCRIPT)] },
};
file(CSP_MANIFEST_FILE, JSON.stringify(manifest));

let t: TestApp;
let image: string;
beforeAll(async () => {
  t = await startTestApp({ config: { siteDir: site, adminToken: ADMIN_TOKEN } });
  image = (await getJson<ProductListingWire>(t.app, '/client/v4/products?limit=1')).body.rows[0].icon ?? '';
});
afterAll(async () => {
  await t.close();
  rmSync(site, { recursive: true, force: true });
});

const ask = (app: TestApp, options: InjectOptions | string) =>
  app.app.inject(typeof options === 'string' ? { method: 'GET', url: options } : options);

const DOCUMENT_ONLY = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': expect.stringContaining('camera=()'),
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
};

/**
 * Every answer: nosniff, no framing. A document (a page, /docs) also gets the headers browsers
 * apply to documents; JSON, scripts and images do not carry them (ADR 011).
 */
function expectCommonHeaders(response: LightMyRequestResponse, label: string, kind: 'document' | 'data' = 'data') {
  expect({ label, headers: response.headers }).toMatchObject({
    label,
    headers: {
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
      ...(kind === 'document' ? DOCUMENT_ONLY : {}),
    },
  });
  if (kind === 'data')
    for (const name of Object.keys(DOCUMENT_ONLY))
      expect({ label, [name]: response.headers[name] }).toEqual({ label, [name]: undefined });
}

const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const scriptSrc = (response: LightMyRequestResponse) =>
  /(?:^|; )script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];

describe('API answers', () => {
  it('carry the headers and a policy that lets a JSON body run or load nothing, whatever the outcome', async () => {
    const answers: [string, InjectOptions][] = [
      ['200', { method: 'GET', url: '/client/v4/categories' }],
      ['200 POST', { method: 'POST', url: '/client/v4/products?limit=2', payload: { ids: [1, 2] } }],
      ['400', { method: 'GET', url: '/client/v4/products?limit=abc' }],
      ['404 unknown', { method: 'GET', url: '/client/v4/nowhere' }],
      ['404 product', { method: 'GET', url: '/client/v4/products/2000000000' }],
      ['401 admin', { method: 'PATCH', url: '/admin/v1/products/1', payload: { price: 10 } }],
      ['health', { method: 'GET', url: '/health' }],
      ['HEAD', { method: 'HEAD', url: '/client/v4/brands' }],
      [
        'bad JSON',
        { method: 'POST', url: '/client/v4/products', payload: '{', headers: { 'content-type': 'application/json' } },
      ],
    ];
    for (const [label, options] of answers) {
      const response = await ask(t, options);
      expectCommonHeaders(response, label);
      expect({ label, policy: response.headers['content-security-policy'] }).toEqual({ label, policy: API_POLICY });
      expect({ label, corp: response.headers['cross-origin-resource-policy'] }).toEqual({ label, corp: 'same-origin' });
    }
  });

  it('let images and videos show on their own and be embedded by pages on another origin', async () => {
    const { body } = await getJson<{ video: string | null }>(t.app, '/client/v4/products/1');
    for (const url of [`${image}?w=320`, body.video as string]) {
      const response = await ask(t, url);
      expect(response.statusCode).toBe(200);
      expectCommonHeaders(response, url);
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; img-src 'self'; media-src 'self'; frame-ancestors 'none'",
      );
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('are over the rate limit still with the headers', async () => {
    const limited = await startTestApp({ sharing: t, config: { rateLimitMax: 1 } });
    try {
      await ask(limited, '/health');
      const response = await ask(limited, '/health');
      expect(response.statusCode).toBe(429);
      expectCommonHeaders(response, '429');
    } finally {
      await limited.close();
    }
  });

  it('send Strict-Transport-Security only when the request came over TLS (as a trusted proxy says)', async () => {
    expect((await ask(t, '/health')).headers['strict-transport-security']).toBeUndefined();
    for (const trustProxy of [true, false]) {
      const bare = Fastify({ trustProxy });
      await bare.register(securityHeaders);
      bare.get('/', async () => ({ ok: true }));
      const response = await bare.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect({ trustProxy, hsts: response.headers['strict-transport-security'] }).toEqual({
        trustProxy,
        hsts: trustProxy ? 'max-age=31536000' : undefined,
      });
      await bare.close();
    }
  });
});

describe('pages', () => {
  it("name exactly the page's own inline scripts, from the build's manifest", async () => {
    const home = await ask(t, '/');
    expectCommonHeaders(home, 'home', 'document');
    expect(scriptSrc(home)).toBe(`'self' '${sha256(HOME_SCRIPT)}' '${sha256(SHARED_SCRIPT)}'`);
    const en = await ask(t, '/en');
    expect(scriptSrc(en)).toBe(`'self' '${sha256(EN_SCRIPT)}'`);
    expect(en.headers['content-security-policy']).not.toContain(sha256(HOME_SCRIPT));
    for (const directive of ["script-src-attr 'none'", "object-src 'none'", "base-uri 'self'", "connect-src 'self'"])
      expect(home.headers['content-security-policy']).toContain(directive);
  });

  it('refuse the inline scripts of a page the build did not hash, and of the 404 page', async () => {
    const handmade = await ask(t, '/handmade');
    expect(handmade.statusCode).toBe(200);
    expect(scriptSrc(handmade)).toBe("'self'");
    const missing = await ask(t, '/nowhere');
    expect(missing.statusCode).toBe(404);
    expectCommonHeaders(missing, '404 page', 'document');
    expect(scriptSrc(missing)).toBe("'self'");
  });

  it('follow a new build: a rewritten manifest is read again, with the API origin the build used', async () => {
    const rebuilt: CspManifest = {
      apiOrigin: 'https://api.example.tm',
      scripts: { ...manifest.scripts, 'handmade/index.html': [sha256('alert(1)')] },
    };
    file(CSP_MANIFEST_FILE, JSON.stringify(rebuilt));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(site, CSP_MANIFEST_FILE), later, later);
    try {
      const handmade = await ask(t, '/handmade');
      expect(scriptSrc(handmade)).toBe(`'self' '${sha256('alert(1)')}'`);
      const policy = handmade.headers['content-security-policy'];
      for (const directive of ['connect-src', 'img-src', 'media-src'])
        expect(policy).toMatch(new RegExp(`${directive} [^;]*https://api\\.example\\.tm`));
    } finally {
      file(CSP_MANIFEST_FILE, JSON.stringify(manifest));
    }
  });

  it("the build's scripts carry the headers too", async () => {
    const script = await ask(t, '/app-0123456789abcdef0123.js');
    expect(script.statusCode).toBe(200);
    expectCommonHeaders(script, 'script');
  });
});

describe('source maps and build records', () => {
  it('are not served, whatever the path or its spelling', async () => {
    for (const url of [
      '/app-0123456789abcdef0123.js.map',
      '/app-0123456789abcdef0123.js%2Emap',
      '/en/deep/chunk.js.map',
      '/webpack.stats.json',
      '/chunk-map.json',
      `/${CSP_MANIFEST_FILE}`,
    ]) {
      const response = await ask(t, url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('sources');
      expect(response.body).not.toContain('namedChunkGroups');
    }
  });
});

describe('the OpenAPI document (/docs)', () => {
  const DOCS = ['/docs', '/docs/json', '/docs/yaml', '/docs/static/swagger-ui.css', '/docs/json?x=1'];
  // Spellings the router decodes to the same routes.
  const ENCODED = ['/%64ocs/json', '/docs/%6Ason', '/%64ocs/static/swagger-ui.css'];

  it('is open outside production, under a policy that lets Swagger UI run', async () => {
    for (const url of DOCS) expect({ url, status: (await ask(t, url)).statusCode }).toEqual({ url, status: 200 });
    const page = await ask(t, '/docs');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expectCommonHeaders(page, '/docs', 'document');
  });

  describe('in production', () => {
    let prod: TestApp;
    let noToken: TestApp;
    beforeAll(async () => {
      prod = await startTestApp({ sharing: t, config: { publicDocs: false, adminToken: ADMIN_TOKEN } });
      noToken = await startTestApp({ sharing: t, config: { publicDocs: false, adminToken: undefined } });
    });
    afterAll(async () => {
      await prod.close();
      await noToken.close();
    });

    it('answers a plain 404 without the admin token, or with a wrong one', async () => {
      for (const headers of [
        {},
        { 'x-admin-token': 'wrong' },
        { 'x-admin-token': `${ADMIN_TOKEN}x` },
        { 'x-admin-token': '' },
      ])
        for (const url of [...DOCS, ...ENCODED]) {
          const response = await ask(prod, { method: 'GET', url, headers });
          expect({ url, headers, status: response.statusCode }).toEqual({ url, headers, status: 404 });
          expect(response.body).not.toContain('/admin/v1');
          expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
        }
    });

    it('serves it with the admin token', async () => {
      for (const url of DOCS) {
        const response = await ask(prod, { method: 'GET', url, headers: { 'x-admin-token': ADMIN_TOKEN } });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      }
      const json = await ask(prod, { method: 'GET', url: '/docs/json', headers: { 'x-admin-token': ADMIN_TOKEN } });
      expect(Object.keys(json.json<{ paths: object }>().paths)).toContain('/admin/v1/products/{id}');
    });

    it('stays closed when no admin token is configured at all', async () => {
      for (const headers of [{}, { 'x-admin-token': '' }, { 'x-admin-token': 'undefined' }])
        expect((await ask(noToken, { method: 'GET', url: '/docs/json', headers })).statusCode).toBe(404);
    });
  });
});
