/** Starting the worker thread that runs the embedded database (embedded-worker.ts). */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { threadId, Worker } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import { EmbeddedDatabaseError } from './embedded-errors';
import type { WorkerMessage, WorkerStart } from './embedded-protocol';

const WORKER_FILE = join(__dirname, `embedded-worker${extname(__filename)}`);

let bundled: string | undefined;

/**
 * The worker is TypeScript when this file is (`tsx`, jest). A worker thread does not inherit the
 * loader hooks of `tsx` or `node --import tsx` (nor jest's transform). The worker's few modules are
 * bundled by esbuild once per process (once per test file under jest, whose module registry is
 * per file) into plain CommonJS under node_modules/.cache, where its
 * imports of PGlite resolve as they do from the sources: registering tsx in every new thread and
 * running PGlite's modules through it cost about 0.4 s of CPU per database opened (a test's clone,
 * a recycle). Where that folder cannot be written, the thread registers tsx's require hook itself.
 */
function workerScript(): { script: string; eval: boolean } {
  if (extname(WORKER_FILE) !== '.ts') return { script: WORKER_FILE, eval: false };
  bundled ??= bundleWorker();
  if (bundled) return { script: bundled, eval: false };
  const tsx = require.resolve('tsx/cjs/api');
  return {
    script: `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(WORKER_FILE)});`,
    eval: true,
  };
}

/** The bundle's path, named by its content so that processes starting at once write the same file; '' if none. */
function bundleWorker(): string {
  try {
    const [output] = buildSync({
      entryPoints: [WORKER_FILE],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      packages: 'external',
      write: false,
      logLevel: 'silent',
    }).outputFiles;
    const hash = createHash('sha256').update(output.contents).digest('hex').slice(0, 16);
    // The node_modules folder that holds PGlite: the bundle's `require` and `import()` find it from there.
    const pglite = require.resolve('@electric-sql/pglite');
    const modules = pglite.slice(0, pglite.lastIndexOf(`${sep}node_modules${sep}`) + `${sep}node_modules`.length);
    const folder = join(modules, '.cache', 'storefront');
    const file = join(folder, `embedded-worker-${hash}.cjs`);
    if (!existsSync(file)) {
      mkdirSync(folder, { recursive: true });
      const part = `${file}.${process.pid}.${threadId}.part`;
      writeFileSync(part, output.contents);
      renameSync(part, file);
    }
    return file;
  } catch {
    return '';
  }
}

/** Starts a worker and waits until its database is open. */
export function startWorker(start: WorkerStart): Promise<{ worker: Worker; memory: number }> {
  const { script, eval: isCode } = workerScript();
  const worker = new Worker(script, {
    eval: isCode,
    workerData: start,
    // A dump of its own moves to the thread; shared bytes (a test run's seed) are read in place.
    transferList: start.loadDataDir instanceof ArrayBuffer ? [start.loadDataDir] : [],
  });
  return new Promise((resolve, reject) => {
    const onMessage = (message: WorkerMessage) => {
      if (!('event' in message)) return;
      if (message.event === 'ready') {
        cleanUp();
        resolve({ worker, memory: message.memory });
      } else if (message.event === 'failed') {
        cleanUp();
        void worker.terminate();
        reject(new EmbeddedDatabaseError(message.error));
      }
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanUp();
      reject(new Error(`the database thread exited (${code}) before it was ready`));
    };
    const cleanUp = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}
