/**
 * Brotli and gzip copies of what browsers fetch, written beside each file; the server answers with
 * a copy the browser accepts (@fastify/static preCompressed, server/src/site.ts), a CDN can do the
 * same. Compressing a 60 KB page on every request holds brotli requests to a sixth of the
 * uncompressed rate (docs/performance.md).
 *
 * - Scripts, styles and texts at the top level: few and shared by every page, so brotli's best
 *   quality (11) and zopfli's gzip (3-4% smaller than zlib's level 9, for a browser that does not
 *   take brotli; about 10 s of CPU for the build's 1 MB of script).
 * - Pages and the data they fetch (page-data/**: page-data.json, app-data.json, static query
 *   results): tens of thousands at 10 000 products, each changing with the catalogue. Quality 11
 *   costs ~50 ms a 100 KB page (25 min for 30 000 pages); quality 8 ~2-3 ms, quality 5 ~1.1 ms
 *   for a copy 2% larger than 8's (13.7 KB against 13.4 KB for a product page), and gzip level 6
 *   beside level 9 is 0.6% larger. At 10 000 products copies at 8 and 9 cost about two minutes
 *   of the build; the pages get 5 and 6.
 *
 * The work runs in worker threads (compress-worker.cjs), one per core.
 *
 * A copy newer than its file is kept (an incremental build rewrites only the pages that changed),
 * and copies whose file is gone are removed so nothing can serve a deleted page.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { GzipLevel } from '../threads/compress-file.cjs';
import { dealOut, inThread } from './in-thread';
import { listFiles, type FileStats } from './list-files';

const ASSET = /^[^/]+\.(js|css|svg|webmanifest|txt|xml)$/;
/** Pages, their data and the sitemap's parts (12 MB at 10 000 products: quality 11 took 20 s). */
const PAGE = /(^|\/)[^/]+\.html$|^page-data\/.+\.json$|^sitemap-\d+\.xml$/;
const COPY = /\.(br|gz)$/;
export const ASSET_QUALITY = 11;
export const PAGE_QUALITY = 5;
export const ASSET_GZIP_LEVEL: GzipLevel = 'zopfli';
export const PAGE_GZIP_LEVEL: GzipLevel = 6;
/** Plain JavaScript, by its path from the project (Gatsby compiles this module elsewhere). */
const WORKER = path.resolve('plugins/gatsby-plugin-shop-build/src/compress-worker.cjs');

export interface CompressResult {
  /** files with copies (fresh or kept) */
  files: number;
  /** of those, files compressed by this run */
  compressed: number;
  /** copies removed because their file is gone */
  removed: number;
}

/** Compresses the files in a worker thread of its own; resolves with how many it compressed. */
const compressInThread = (files: { file: string; quality: number; level: GzipLevel }[]) =>
  inThread<{ compressed: number }>(WORKER, { files }, 'compressed copies').then((answer) => answer.compressed);

/**
 * Writes the compressed copies under publicDir and removes orphaned ones. `names`: the files under
 * publicDir when the caller has listed them already, and `stats` their times (listFilesWithStats):
 * then the files whose copies are current are left out here, without a stat each in the threads.
 */
export async function compressAssets(
  publicDir: string,
  names?: string[],
  stats?: Map<string, FileStats>,
): Promise<CompressResult> {
  names ??= await listFiles(publicDir);
  const present = new Set(names);
  const candidates = names.filter((name) => !COPY.test(name) && (ASSET.test(name) || PAGE.test(name)));
  // A copy carries its file's time (compress-worker.cjs), give or take the 1-2 ms utimes loses.
  const current = (name: string) => {
    const source = stats?.get(name);
    if (!source) return false;
    return ['br', 'gz'].every((ext) => {
      const copy = stats?.get(`${name}.${ext}`);
      return copy !== undefined && copy.mtimeMs > source.mtimeMs - 2;
    });
  };
  const work = candidates
    .filter((name) => !current(name))
    .map((name) =>
      PAGE.test(name)
        ? { file: path.join(publicDir, name), quality: PAGE_QUALITY, level: PAGE_GZIP_LEVEL }
        : { file: path.join(publicDir, name), quality: ASSET_QUALITY, level: ASSET_GZIP_LEVEL },
    );
  const orphans = names.filter((name) => COPY.test(name) && !present.has(name.replace(COPY, '')));
  const compressed = (await Promise.all(dealOut(work).map(compressInThread))).reduce((sum, count) => sum + count, 0);
  await Promise.all(orphans.map((name) => rm(path.join(publicDir, name), { force: true })));
  return { files: candidates.length, compressed, removed: orphans.length };
}
