import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ASSET_QUALITY, compressAssets, PAGE_QUALITY } from './compress-assets';
import { listFilesWithStats } from './list-files';

describe('compressed copies of the build', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'compress-assets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  };
  const page = `<h1>Telefonlar</h1>${'<p>Smartfonlar we planşetler</p>'.repeat(300)}`;
  file('index.html', page);
  file('en/product/1/index.html', page);
  file('404.html', page);
  file('page-data/en/page-data.json', JSON.stringify({ result: { pageContext: { text: page } } }));
  file('page-data/app-data.json', '{"webpackCompilationHash":"abc"}');
  file('page-data/sq/d/123.json', '{"data":{}}');
  file('app-0123456789abcdef.js', `console.log(${JSON.stringify(page)})`);
  file('webpack.stats.json', '{}');
  file('en/product/1/photo.webp', 'RIFF');
  file('sitemap-0.xml', `<urlset>${'<url><loc>https://shop.example.tm/product/1</loc></url>'.repeat(200)}</urlset>`);

  const copies = ['br', 'gz'];

  it('writes brotli and gzip copies of pages, page data and scripts, with the same bytes inside', async () => {
    const result = await compressAssets(dir);
    for (const name of [
      'index.html',
      'en/product/1/index.html',
      '404.html',
      'page-data/en/page-data.json',
      'page-data/app-data.json',
      'page-data/sq/d/123.json',
      'app-0123456789abcdef.js',
      'sitemap-0.xml',
    ]) {
      const original = readFileSync(path.join(dir, name));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`))).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(path.join(dir, `${name}.gz`))).equals(original)).toBe(true);
      // The copy says when its content changed: the file's own time.
      const drift = statSync(path.join(dir, `${name}.br`)).mtimeMs - statSync(path.join(dir, name)).mtimeMs;
      expect(Math.abs(drift)).toBeLessThan(1);
    }
    expect(readFileSync(path.join(dir, 'index.html.br')).length).toBeLessThan(page.length / 10);
    // Build records no browser fetches, and images, get no copies.
    for (const name of ['webpack.stats.json', 'en/product/1/photo.webp'])
      for (const ext of copies) expect(existsSync(path.join(dir, `${name}.${ext}`))).toBe(false);
    expect(result).toEqual({ files: 8, compressed: 8, removed: 0 });
    // The sitemap's parts (12 MB at 10 000 products) at the pages' quality, not the scripts' 11.
    const sitemap = readFileSync(path.join(dir, 'sitemap-0.xml'));
    const atQuality = (quality: number) =>
      brotliCompressSync(sitemap, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: sitemap.length },
      });
    expect(readFileSync(path.join(dir, 'sitemap-0.xml.br')).equals(atQuality(PAGE_QUALITY))).toBe(true);
    expect(atQuality(PAGE_QUALITY).equals(atQuality(ASSET_QUALITY))).toBe(false);
    // Pages' gzip copies are zlib's level 6; scripts' are zopfli's, smaller than zlib's best.
    expect(readFileSync(path.join(dir, 'index.html.gz')).equals(gzipSync(page, { level: 6 }))).toBe(true);
    const script = readFileSync(path.join(dir, 'app-0123456789abcdef.js'));
    expect(readFileSync(path.join(dir, 'app-0123456789abcdef.js.gz')).length).toBeLessThan(
      gzipSync(script, { level: 9 }).length,
    );
  });

  it("gives a real script a gzip copy 2% or more below zlib's best", async () => {
    const own = mkdtempSync(path.join(tmpdir(), 'compress-script-'));
    try {
      const script = readFileSync(
        path.resolve(__dirname, '../../../node_modules/react-dom/cjs/react-dom.production.min.js'),
      );
      writeFileSync(path.join(own, 'framework-0123456789abcdef.js'), script);
      await compressAssets(own);
      const copy = readFileSync(path.join(own, 'framework-0123456789abcdef.js.gz'));
      expect(gunzipSync(copy).equals(script)).toBe(true);
      expect(copy.length).toBeLessThan(gzipSync(script, { level: 9 }).length * 0.98);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('keeps copies that are current, redoes a page the build rewrote and removes copies of deleted pages', async () => {
    expect(await compressAssets(dir)).toEqual({ files: 8, compressed: 0, removed: 0 });
    file('en/product/1/index.html', '<h1>Täze</h1>');
    const later = new Date(Date.now() + 2000);
    utimesSync(path.join(dir, 'en/product/1/index.html'), later, later);
    rmSync(path.join(dir, '404.html'));
    expect(await compressAssets(dir)).toEqual({ files: 7, compressed: 1, removed: 2 });
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'en/product/1/index.html.br'))).toString()).toBe(
      '<h1>Täze</h1>',
    );
    for (const ext of copies) expect(existsSync(path.join(dir, `404.html.${ext}`))).toBe(false);
  });

  it("decides from a listing's times alone which files need copies, as it does with a stat each", async () => {
    const listed = async () => {
      const stats = (await listFilesWithStats(dir))!;
      expect(stats).not.toBeNull();
      return [[...stats.keys()], stats] as [string[], typeof stats];
    };
    expect(await compressAssets(dir, ...(await listed()))).toEqual({ files: 7, compressed: 0, removed: 0 });
    file('index.html', '<h1>Baş sahypa</h1>');
    const later = new Date(Date.now() + 4000);
    utimesSync(path.join(dir, 'index.html'), later, later);
    expect(await compressAssets(dir, ...(await listed()))).toEqual({ files: 7, compressed: 1, removed: 0 });
    expect(gunzipSync(readFileSync(path.join(dir, 'index.html.gz'))).toString()).toBe('<h1>Baş sahypa</h1>');
    expect(await compressAssets(dir, ...(await listed()))).toEqual({ files: 7, compressed: 0, removed: 0 });
  });
});
