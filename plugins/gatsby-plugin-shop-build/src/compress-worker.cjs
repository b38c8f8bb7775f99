/**
 * One of compress-assets.ts's worker threads: writes the brotli and gzip copies of the files it is
 * given, and answers how many it compressed. A thread of its own: in Gatsby's process, the heap of
 * 30 000 pages' state made garbage collection and file calls on the main thread the limit (the
 * copies of the 10 000-product build took ten minutes there, with the cores half idle).
 */
const { readFile, stat, utimes, writeFile } = require('node:fs/promises');
const { promisify } = require('node:util');
const { brotliCompress, constants, gzip } = require('node:zlib');
const { serveFiles } = require('../threads/serve-files.cjs');

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** how much older than its file a current copy's time may read (see compressFile) */
const SLACK_MS = 2;
/** files at once in this thread: zlib runs on libuv's threads, the reading and writing overlap */
const IN_FLIGHT = 3;

const mtime = (file) =>
  stat(file).then(
    (stats) => stats.mtimeMs,
    () => null,
  );

/** true when the copies were written, false when both were current */
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
    gz(data, { level }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  // Same modification time as the file: Last-Modified then says when the content changed.
  if (source !== null) {
    const when = new Date(source);
    await Promise.all([utimes(`${file}.br`, when, when), utimes(`${file}.gz`, when, when)]);
  }
  return true;
}

serveFiles(
  IN_FLIGHT,
  ({ file, quality, level }) => compressFile(file, quality, level),
  (results) => ({ compressed: results.filter(Boolean).length }),
);
