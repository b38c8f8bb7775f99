/**
 * One of src/csp-hashes.ts's worker threads: mends the pages it is given (page-mend.cjs) and answers
 * each one's script hashes and new identity, in the order given. A thread of its own for the same
 * reason as src/compress-worker.cjs: in Gatsby's process, whose heap holds every page's state, reading
 * and rewriting 30 000 pages of 100 KB is mostly garbage collection, on one core
 * (docs/performance.md, Site build).
 */
const { mendPage } = require('./page-mend.cjs');
const { serveFiles } = require('./serve-files.cjs');

/** pages at once in this thread: the reading and writing overlap */
const IN_FLIGHT = 8;

serveFiles(IN_FLIGHT, mendPage, (results) => ({ results }));
