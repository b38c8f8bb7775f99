/**
 * The small pages (the editors' /admin; routes/small-page.ts): each script
 * and style sheet a page names is served from this origin with its type, as the page's policy
 * (script-src 'self') lets it run, and every script of the page's folder is loaded by the page.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './helpers';

const PAGES = [{ path: '/admin', dir: join(__dirname, '..', 'editor-page') }];

describe('the small pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ catalogue: null });
  });
  afterAll(() => t.close());

  it.each(PAGES)('serves what $path names, and names every script of its folder', async ({ path, dir }) => {
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)" defer><\/script>/g)].map((match) => match[1]);
    const sheets = [...page.body.matchAll(/<link rel="stylesheet" href="([^"]+)" \/>/g)].map((match) => match[1]);
    expect(scripts[0]).toBe(`${path}/kit.js`);
    for (const [urls, type] of [
      [scripts, 'text/javascript; charset=utf-8'],
      [sheets, 'text/css; charset=utf-8'],
    ] as const) {
      for (const url of urls) {
        const file = await t.app.inject({ method: 'GET', url });
        expect({ url, status: file.statusCode, type: file.headers['content-type'] }).toEqual({
          url,
          status: 200,
          type,
        });
        expect(file.headers['cache-control']).toBe('no-cache');
      }
    }
    const own = readdirSync(dir).filter((file) => file.endsWith('.js'));
    expect(scripts.filter((url) => !url.endsWith('/kit.js')).sort()).toEqual(
      own.map((file) => `${path}/${file}`).sort(),
    );
  });
});
