/**
 * docs/adr/019, the service worker's rules the server enforces: /sw.js obeys a policy of its own
 * that lets it fetch the site and the API and nothing else (no script, no frame, no other origin),
 * and it is always the active build's, revalidated on every check, so a switched or rolled-back
 * build's worker takes over at the next check. (What the worker itself stores, never accounts,
 * orders or the editors' page, is attacked in plugins/gatsby-plugin-offline-app/src/worker/
 * request-kinds.test.ts.)
 */
import { rmSync } from 'node:fs';
import { CSP_MANIFEST_FILE } from '../../server/src/contract/page-policy';
import { siteFolder, startTestApp, type TestApp } from '../../server/test/helpers';

const { dir: site, write: file } = siteFolder('offline');
file('index.html', '<h1>home</h1>');
file('404.html', '<h1>Sahypa tapylmady</h1>');
file('sw.js', 'self.addEventListener("fetch", () => {})');
file('sw-0123456789abcdef0123.js', 'an old worker under a hashed-looking name');
file(CSP_MANIFEST_FILE, JSON.stringify({ apiOrigin: 'https://api.shop.tm', scripts: {} }));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ catalogue: null, config: { siteDir: site } });
});
afterAll(async () => {
  await t.close();
  rmSync(site, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const directives = (policy: string) =>
  Object.fromEntries(policy.split(/;\s*/).map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]));

describe("the service worker's own policy", () => {
  it("lets the worker fetch only the site and the API, and load only the site's own scripts (the push handlers)", async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    const policy = directives(String(response.headers['content-security-policy']));
    expect(policy).toEqual({
      'default-src': "'none'",
      'script-src': "'self'",
      'connect-src': "'self' https://api.shop.tm",
      'base-uri': "'none'",
      'form-action': "'none'",
      'frame-ancestors': "'none'",
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('holds for every spelling of the path and for a conditional request', async () => {
    for (const url of ['/sw.js?v=2', '/%73w.js']) {
      const response = await get(url);
      expect({ url, policy: response.headers['content-security-policy'] }).toEqual({
        url,
        policy: expect.stringMatching(
          /^default-src 'none'; script-src 'self'; connect-src 'self' https:\/\/api\.shop\.tm;/,
        ),
      });
    }
    const first = await get('/sw.js');
    const again = await get('/sw.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('is never cached as immutable: every update check reaches the active build', async () => {
    for (const url of ['/sw.js', '/sw.js?v=2']) {
      const response = await get(url);
      expect({ url, cache: response.headers['cache-control'] }).toEqual({
        url,
        cache: 'public, max-age=0, must-revalidate',
      });
    }
    // Only the file named sw.js gets the worker's policy: a script named otherwise keeps the API's.
    const other = await get('/sw-0123456789abcdef0123.js');
    expect(other.headers['content-security-policy']).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
  });
});
