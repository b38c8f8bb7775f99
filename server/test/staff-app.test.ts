/**
 * The staff app's page and script (routes/staff-app.ts, docs/adr/029): each screen's path answers
 * with the page; the page's policy lets in only the script and style elements that carry its
 * per-answer nonce; the script is the bundle of src/staff-app, cached for good under its hash; and
 * the bundle refuses Gatsby's modules, so the app never depends on the catalogue's site build.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { STAFF_APP_BASE, STAFF_APP_SCREENS } from '../src/contract/staff-app';
import { noGatsby } from '../src/routes/staff-app';
import { startTestApp, type TestApp } from './helpers';

const nonceOf = (policy: string) => /script-src 'nonce-([^']+)'/.exec(policy)?.[1];

describe('the staff app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ catalogue: null });
  });
  afterAll(() => t.close());

  it('answers every screen path, and the paths under it, with the page and a fresh nonce', async () => {
    const paths = [
      STAFF_APP_BASE,
      ...STAFF_APP_SCREENS.flatMap((screen) => [`${STAFF_APP_BASE}/${screen}`, `${STAFF_APP_BASE}/${screen}/12`]),
    ];
    const nonces = new Set<string>();
    for (const url of paths) {
      const page = await t.app.inject({ method: 'GET', url });
      expect({ url, status: page.statusCode }).toEqual({ url, status: 200 });
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      const policy = String(page.headers['content-security-policy']);
      const nonce = nonceOf(policy);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy).toContain(`style-src 'nonce-${nonce}'`);
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toContain("connect-src 'self'");
      expect(page.body).toContain(`<script nonce="${nonce}" src="${STAFF_APP_BASE}/app.`);
      expect(page.body).toContain(`data-base="${STAFF_APP_BASE}"`);
      // the shop's mark is in the page: the browser asks no /favicon.ico, which nothing answers
      expect(page.body).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg%20/);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(paths.length);
  });

  it('serves the bundle under its content hash, cached for good, and no other name', async () => {
    const page = await t.app.inject({ method: 'GET', url: STAFF_APP_BASE });
    const script = /src="([^"]+\.js)"/.exec(page.body)![1];
    expect(script).toMatch(new RegExp(`^${STAFF_APP_BASE}/app\\.[0-9a-f]{16}\\.js$`));
    const file = await t.app.inject({ method: 'GET', url: script });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // the app's own code and texts are in it, and nothing that points at its source
    expect(file.body).toContain('staff.signIn.submit');
    expect(file.body).not.toContain('sourceMappingURL');
    const other = await t.app.inject({ method: 'GET', url: `${STAFF_APP_BASE}/app.0000000000000000.js` });
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers an unknown address under the app with the page as a 404, and an unknown admin call with the JSON 404', async () => {
    for (const url of [`${STAFF_APP_BASE}/promotions`, `${STAFF_APP_BASE}/nothing/here`, `${STAFF_APP_BASE}/v1x/a`]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect({ url, status: page.statusCode }).toEqual({ url, status: 404 });
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      const nonce = nonceOf(String(page.headers['content-security-policy']));
      expect(page.body).toContain(`<script nonce="${nonce}" src="${STAFF_APP_BASE}/app.`);
    }
    for (const url of [
      `${STAFF_APP_BASE}/v1`,
      `${STAFF_APP_BASE}/v1/nothing`,
      `${STAFF_APP_BASE}/v1/orders/1/nothing`,
    ]) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { lng: 'EN' } });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
      expect(answer.json()).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
    }
    // the admin calls themselves still answer (here: no credential)
    expect((await t.app.inject({ method: 'GET', url: `${STAFF_APP_BASE}/v1/orders` })).statusCode).toBe(401);
  });

  it("refuses a module that reaches for Gatsby (the shop's link button), naming it", async () => {
    const attempt = build({
      stdin: {
        contents: "export { LinkButton } from './src/components/ui/link-button';",
        resolveDir: join(__dirname, '..', '..'),
        loader: 'ts',
      },
      bundle: true,
      write: false,
      logLevel: 'silent',
      plugins: [noGatsby],
    });
    await expect(attempt).rejects.toThrow(/link-button\.tsx imports gatsby: the staff app does not run on Gatsby/);
  });
});
