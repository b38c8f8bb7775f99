/**
 * The body of a build worker thread (src/compress-worker.cjs, page-mend-worker.cjs): it takes one
 * message `{ files }`, handles the files a few at a time (their reading and writing overlap) and
 * answers `answer(results)`, the results in the order of the files, or `{ error }` (src/in-thread.ts
 * asks it).
 * @template F, R
 * @param {number} inFlight files handled at once
 * @param {(file: F) => Promise<R>} handle
 * @param {(results: R[]) => object} answer
 */
function serveFiles(inFlight, handle, answer) {
  const { parentPort } = require('node:worker_threads');
  parentPort.on('message', async ({ files }) => {
    try {
      const results = new Array(files.length);
      let next = 0;
      const lane = async () => {
        while (next < files.length) {
          const index = next++;
          results[index] = await handle(files[index]);
        }
      };
      await Promise.all(Array.from({ length: inFlight }, lane));
      parentPort.postMessage(answer(results));
    } catch (error) {
      parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  });
}

module.exports = { serveFiles };
