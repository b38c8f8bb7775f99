import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHUNK_FILE, CHUNK_FILENAME, withChunkFilenames } from './chunk-names';
import { buildBundle } from './test-bundle';

const PAGE_CHUNK = 'component---src-templates-product-tsx';
const dir = mkdtempSync(path.join(tmpdir(), 'chunk-names-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

writeFileSync(path.join(dir, 'page.js'), 'export default "the product page";');
writeFileSync(
  path.join(dir, 'entry.js'),
  `import(/* webpackChunkName: "${PAGE_CHUNK}" */ './page.js').then((page) => console.log(page.default));`,
);

/** Builds the entry with `chunkFilename`; answers the files and the entry's code. */
async function build(chunkFilename: string, folder: string): Promise<{ files: string[]; runtime: string }> {
  const written = await buildBundle(dir, folder, { output: { chunkFilename } });
  return { files: [...written.keys()], runtime: written.get('app.js') as string };
}

/** server/src/site.ts's rule for the build's chunks, cached for ever, and the offline worker's. */
const HASHED = /(?:^|[/\\])\d+\.[0-9a-f]{8}\.js$/;

describe("the browser bundle's chunk file names", () => {
  it('are set on the config, the rest of its output kept', () => {
    expect(withChunkFilenames({ mode: 'production', output: { path: '/p', publicPath: '/' } })).toEqual({
      mode: 'production',
      output: { path: '/p', publicPath: '/', chunkFilename: CHUNK_FILENAME },
    });
  });

  it("leave the chunks' names out of the runtime and stay hashed for caching", async () => {
    const ours = await build(CHUNK_FILENAME, 'ours');
    const chunk = ours.files.find((file) => file !== 'app.js') as string;
    expect(chunk).toMatch(/^\d+\.[0-9a-f]{8}\.js$/);
    expect(chunk).toMatch(HASHED);
    expect(chunk).toMatch(CHUNK_FILE);
    expect(ours.runtime).not.toContain(PAGE_CHUNK);

    // Gatsby's own template writes the name into the runtime's table.
    const gatsby = await build('[name]-[contenthash].js', 'gatsby');
    expect(gatsby.files).toContainEqual(expect.stringMatching(new RegExp(`^${PAGE_CHUNK}-[0-9a-f]{20}\\.js$`)));
    expect(gatsby.runtime).toContain(PAGE_CHUNK);
    expect(ours.runtime.length).toBeLessThan(gatsby.runtime.length);
  });
});
