import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { SEO_REQUEST, seoInBrowser, type SeoResolveData } from './seo-in-browser';
import { buildBundle } from './test-bundle';

const SITE = '/site';
const APP = path.join(SITE, 'src', 'app');
const replace = seoInBrowser(SITE);

/** Where an import ends up: `request` made from the module at `issuer`. */
function resolved(request: string, issuer: string) {
  if (!SEO_REQUEST.test(request)) return request;
  const data: SeoResolveData = { request, context: path.dirname(issuer), contextInfo: { issuer } };
  replace(data);
  return data.request;
}

describe("the browser's seo module", () => {
  const browser = path.join(APP, 'seo.browser.tsx');

  it("takes every import of src/app/seo, from a template, a page or the app's own modules", () => {
    expect(resolved('../app/seo', path.join(SITE, 'src', 'templates', 'product.tsx'))).toBe(browser);
    expect(resolved('../app/seo', path.join(SITE, 'src', 'pages', 'stock-alerts.tsx'))).toBe(browser);
    expect(resolved('./seo', path.join(APP, 'route-head.tsx'))).toBe(browser);
    expect(resolved('./seo.tsx', path.join(APP, 'route-head.tsx'))).toBe(browser);
  });

  it("leaves the browser module's own import, and any other seo, alone", () => {
    expect(resolved('./seo', browser)).toBe('./seo');
    expect(resolved('./seo', path.join(SITE, 'src', 'features', 'search', 'index.ts'))).toBe('./seo');
    expect(resolved('some-package/seo', path.join(APP, 'route-head.tsx'))).toBe('some-package/seo');
    expect(resolved('../app/seo-helpers', path.join(SITE, 'src', 'templates', 'home.tsx'))).toBe('../app/seo-helpers');
  });

  describe('in a webpack build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seo-in-browser-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(path.join(dir, 'src', 'app'), { recursive: true });
    writeFileSync(path.join(dir, 'src', 'app', 'seo.tsx'), 'export const tags = "THE REAL TAGS";');
    writeFileSync(
      path.join(dir, 'src', 'app', 'seo.browser.tsx'),
      'export const tags = "THE BROWSER WRAPPER"; export const load = () => import("./seo");',
    );
    writeFileSync(
      path.join(dir, 'entry.js'),
      'import * as seo from "./src/app/seo"; console.log(seo.tags); seo.load().then((real) => console.log(real.tags));',
    );

    it('keeps the two modules apart: the wrapper in the first load, the real one in a chunk of its own', async () => {
      const files = await buildBundle(dir, 'out', {
        resolve: { extensions: ['.tsx', '.js'] },
        module: { rules: [{ test: /\.tsx$/, type: 'javascript/auto' }] },
        plugins: [new webpack.NormalModuleReplacementPlugin(SEO_REQUEST, seoInBrowser(dir))],
      });
      const app = files.get('app.js')!;
      expect(app).toContain('THE BROWSER WRAPPER');
      expect(app).not.toContain('THE REAL TAGS');
      const chunks = [...files].filter(([name]) => name !== 'app.js');
      expect(chunks).toHaveLength(1);
      expect(chunks[0][1]).toContain('THE REAL TAGS');
    });
  });
});
