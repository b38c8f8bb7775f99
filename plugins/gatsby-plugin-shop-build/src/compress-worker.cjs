/**
 * One of compress-assets.ts's worker threads: writes the brotli and gzip copies of the files it is
 * given, and answers how many it compressed. A thread of its own: in Gatsby's process, the heap of
 * 30 000 pages' state makes garbage collection and file calls on the main thread the limit, with
 * the cores half idle (docs/performance.md, Site build).
 */
const { compressFile } = require('../threads/compress-file.cjs');
const { serveFiles } = require('../threads/serve-files.cjs');

/** files at once in this thread: zlib runs on libuv's threads, the reading and writing overlap */
const IN_FLIGHT = 3;

serveFiles(
  IN_FLIGHT,
  ({ file, quality, level }) => compressFile(file, quality, level),
  (results) => ({ compressed: results.filter(Boolean).length }),
);
