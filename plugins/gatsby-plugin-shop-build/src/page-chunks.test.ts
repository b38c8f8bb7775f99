import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { type SplitConfig, withWholePageChunks } from './page-chunks';
import { buildBundle } from './test-bundle';

const dir = mkdtempSync(path.join(tmpdir(), 'page-chunks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Two templates that share a card, large enough for webpack's 20 000-byte minimum, as Gatsby's
// templates share the product card; each template is a chunk of its own, loaded by the entry.
const CARD_TEXT = 'the product card '.repeat(1500);
writeFileSync(path.join(dir, 'card.js'), `export const card = ${JSON.stringify(CARD_TEXT)};`);
for (const template of ['home', 'category'])
  writeFileSync(
    path.join(dir, `${template}.js`),
    `import { card } from './card.js'; export default '${template}' + card;`,
  );
writeFileSync(
  path.join(dir, 'entry.js'),
  `import('./home.js').then((page) => console.log(page.default)); import('./category.js').then((page) => console.log(page.default));`,
);

/** Gatsby 5's browser splitChunks (gatsby/dist/utils/webpack.config.js), the groups this changes. */
const gatsbySplit = (): SplitConfig & Configuration => ({
  optimization: {
    splitChunks: {
      chunks: 'all',
      minSize: 20000,
      cacheGroups: {
        default: false,
        defaultVendors: false,
        lib: {
          test: (module: { size: () => number; identifier: () => string }) =>
            module.size() > 160000 && /node_modules[/\\]/.test(module.identifier()),
          priority: 30,
          minChunks: 1,
          reuseExistingChunk: true,
        },
        shared: {
          name: (_: unknown, chunks: { name?: string; id?: unknown }[]) => `shared-${chunks.length}`,
          priority: 10,
          minChunks: 2,
          reuseExistingChunk: true,
        },
      },
    },
  },
});

const chunksOf = (files: Map<string, string>) => [...files].filter(([name]) => name !== 'app.js');

describe("each page's code in one chunk", () => {
  it("as Gatsby splits: the templates' shared card in a chunk of its own", async () => {
    const chunks = chunksOf(await buildBundle(dir, 'gatsby', gatsbySplit()));
    expect(chunks).toHaveLength(3);
    expect(chunks.filter(([, code]) => code.includes('the product card'))).toHaveLength(1);
  });

  it('with the groups taken out: each template chunk holds the card, no chunk of its own', async () => {
    const chunks = chunksOf(await buildBundle(dir, 'whole', withWholePageChunks(gatsbySplit())));
    expect(chunks).toHaveLength(2);
    for (const [, code] of chunks) {
      expect(code).toContain('the product card');
      expect(code).toMatch(/home|category/);
    }
  });

  it("keeps Gatsby's other groups and settings", () => {
    const config = withWholePageChunks(gatsbySplit());
    const split = config.optimization?.splitChunks as { minSize: number; cacheGroups: Record<string, unknown> };
    expect(split.minSize).toBe(20000);
    expect(split.cacheGroups).toEqual({ default: false, defaultVendors: false, lib: false, shared: false });
  });

  it("fails the build when Gatsby's groups are named otherwise", () => {
    expect(() => withWholePageChunks({ optimization: { splitChunks: { cacheGroups: { shared: {} } } } })).toThrow(
      /no splitChunks group lib/,
    );
    expect(() => withWholePageChunks({ optimization: {} })).toThrow(/splitChunks/);
  });
});
