/**
 * The brotli and gzip copies of one file, carrying the file's modification time: the build's copies
 * (src/compress-worker.cjs, in worker threads) and the product pages published between builds
 * (src/product-pages.ts).
 */
const { readFile, stat, utimes, writeFile } = require('node:fs/promises');
const { promisify } = require('node:util');
const { brotliCompress, constants, gzip } = require('node:zlib');
const zopfli = require('@gfx/zopfli');

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/**
 * Zopfli: gzip that any gzip reader inflates, 3-4% smaller than zlib's level 9 for the build's
 * scripts, at about a second of CPU for a 120 KB script (zlib: a few milliseconds). For the assets
 * every page loads, compressed once per build (compress-assets.ts ASSET_GZIP_LEVEL).
 */
const zopfliGzip = (data) => zopfli.gzipAsync(data, { numiterations: 15 }).then((bytes) => Buffer.from(bytes));
/** how much older than its file a current copy's time may read (see compressFile) */
const SLACK_MS = 2;

const mtime = (file) =>
  stat(file).then(
    (stats) => stats.mtimeMs,
    () => null,
  );

/**
 * Writes `file`.br and `file`.gz (brotli `quality`, gzip `level`: zlib's 1-9 or 'zopfli') unless
 * both are current (as new as the file); true when the copies were written, false when both were
 * current.
 * @param {string} file
 * @param {number} quality
 * @param {number | 'zopfli'} level
 * @returns {Promise<boolean>}
 */
async function compressFile(file, quality, level) {
  const source = await mtime(file);
  const copies = await Promise.all([mtime(`${file}.br`), mtime(`${file}.gz`)]);
  // A copy carries its file's time (below), give or take what utimes loses: the time goes through
  // a Date (whole milliseconds) and seconds as a double, so 349.999 ms comes back as 348.999.
  if (source !== null && copies.every((copy) => copy !== null && copy > source - SLACK_MS)) return false;
  const data = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
    level === 'zopfli' ? zopfliGzip(data) : gz(data, { level }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  // Same modification time as the file: Last-Modified then says when the content changed.
  if (source !== null) {
    const when = new Date(source);
    await Promise.all([utimes(`${file}.br`, when, when), utimes(`${file}.gz`, when, when)]);
  }
  return true;
}

module.exports = { compressFile };
