/**
 * The one place the build uses Gatsby beyond its public APIs: the pages-only product build
 * (product-pages.ts, docs/adr/024) renders pages with Gatsby's worker function and the build's
 * server renderer, and stitches the script slice as Gatsby does (threads/page-mend.cjs, whose
 * output page-mend.test.ts compares with Gatsby's own stitching byte for byte). This test fails on
 * any Gatsby upgrade, so that whoever upgrades checks that contract again (tests/e2e/product-pages.spec.ts
 * renders a product's pages and compares them with the build's) and then names the new version here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

/** The Gatsby release the contract was last checked against. */
const CHECKED_VERSION = '5.16.1';

const projectRequire = createRequire(path.resolve('package.json'));

describe("Gatsby's private contract the pages-only product build relies on", () => {
  it('is the Gatsby release it was checked against', () => {
    const { version } = JSON.parse(readFileSync(projectRequire.resolve('gatsby/package.json'), 'utf8')) as {
      version: string;
    };
    expect(version).toBe(CHECKED_VERSION);
  });

  it("still has the worker's render function and the slice marks the mend writes", () => {
    const render = projectRequire('gatsby/dist/utils/worker/child/render-html') as { renderHTMLProd?: unknown };
    expect(typeof render.renderHTMLProd).toBe('function');
    const stitching = readFileSync(projectRequire.resolve('gatsby/dist/utils/slices/stitching.js'), 'utf8');
    expect(stitching).toContain('slice-start id="');
    expect(stitching).toContain('slice-end id="');
  });
});
