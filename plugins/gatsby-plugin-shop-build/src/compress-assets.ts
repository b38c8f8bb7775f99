/**
 * Brotli and gzip copies of what browsers fetch, written beside each file; the server answers with
 * a copy the browser accepts (@fastify/static preCompressed, server/src/site.ts), a CDN can do the
 * same. Compressing a 60 KB page on every request held brotli requests to a sixth of the
 * uncompressed rate (docs/performance.md).
 *
 * - Scripts, styles and texts at the top level: few and shared by every page, so brotli's best
 *   quality (11).
 * - Pages and the data they fetch (page-data/**: page-data.json, app-data.json, static query
 *   results): tens of thousands at 10 000 products, each changing with the catalogue. Quality 11
 *   costs ~50 ms a page (25 min for 30 000 pages); quality 8 costs ~1.3 ms for a copy 8% larger.
 *
 * A copy newer than its file is kept (an incremental build rewrites only the pages that changed),
 * and copies whose file is gone are removed so nothing can serve a deleted page.
 */
import { readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { listFiles } from './list-files';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const ASSET = /^[^/]+\.(js|css|svg|webmanifest|txt|xml)$/;
const PAGE = /(^|\/)[^/]+\.html$|^page-data\/.+\.json$/;
const COPY = /\.(br|gz)$/;
export const ASSET_QUALITY = 11;
export const PAGE_QUALITY = 8;
/** zlib runs on libuv's threads (4 by default): this many files at once keep every core busy. */
const IN_FLIGHT = 4;

export interface CompressResult {
  /** files with copies (fresh or kept) */
  files: number;
  /** of those, files compressed by this run */
  compressed: number;
  /** copies removed because their file is gone */
  removed: number;
}

async function mtime(file: string): Promise<number | null> {
  return stat(file).then(
    (stats) => stats.mtimeMs,
    () => null,
  );
}

async function compressFile(file: string, quality: number): Promise<boolean> {
  const source = await mtime(file);
  const copies = await Promise.all([mtime(`${file}.br`), mtime(`${file}.gz`)]);
  // A copy carries its file's time (below), give or take the millisecond utimes can lose.
  if (source !== null && copies.every((copy) => copy !== null && copy > source - 1)) return false;
  const data = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
    gz(data, { level: 9 }),
  ]);
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipped);
  // Same modification time as the file: Last-Modified then says when the content changed.
  if (source !== null) {
    const when = new Date(source);
    await Promise.all([utimes(`${file}.br`, when, when), utimes(`${file}.gz`, when, when)]);
  }
  return true;
}

/** Writes the compressed copies under publicDir and removes orphaned ones. */
export async function compressAssets(publicDir: string): Promise<CompressResult> {
  const names = await listFiles(publicDir);
  const present = new Set(names);
  const work = names
    .filter((name) => !COPY.test(name) && (ASSET.test(name) || PAGE.test(name)))
    .map((name) => ({ name, quality: ASSET.test(name) ? ASSET_QUALITY : PAGE_QUALITY }));
  const orphans = names.filter((name) => COPY.test(name) && !present.has(name.replace(COPY, '')));

  let next = 0;
  let compressed = 0;
  const worker = async () => {
    while (next < work.length) {
      const { name, quality } = work[next++];
      if (await compressFile(path.join(publicDir, name), quality)) compressed += 1;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await Promise.all(orphans.map((name) => rm(path.join(publicDir, name), { force: true })));
  return { files: work.length, compressed, removed: orphans.length };
}
