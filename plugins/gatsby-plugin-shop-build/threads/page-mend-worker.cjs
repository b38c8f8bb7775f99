/**
 * One of src/csp-hashes.ts's worker threads: mends the pages it is given (page-mend.cjs) and answers
 * each one's script hashes and new identity, in the order given. A thread of its own for the same
 * reason as src/compress-worker.cjs: in Gatsby's process, whose heap holds every page's state, reading
 * and rewriting 30 000 pages of 100 KB was mostly garbage collection (70 s of the 10 000-product
 * build, on one core).
 */
const { parentPort } = require('node:worker_threads');
const { mendPage } = require('./page-mend.cjs');

/** pages at once in this thread: the reading and writing overlap */
const IN_FLIGHT = 8;

parentPort.on('message', async ({ files }) => {
  try {
    const results = new Array(files.length);
    let next = 0;
    const lane = async () => {
      while (next < files.length) {
        const index = next++;
        results[index] = await mendPage(files[index]);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    parentPort.postMessage({ results });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
