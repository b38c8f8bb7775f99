/** Starting the worker thread that runs the embedded database (embedded-worker.ts). */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { threadId, Worker } from 'node:worker_threads';
import { buildSync, version as esbuildVersion } from 'esbuild';
import { EmbeddedDatabaseError } from './embedded-errors';
import type { Reopen, WorkerMessage, WorkerStart } from './embedded-protocol';
import { pgliteWasm } from './pglite-wasm';

const WORKER_FILE = join(__dirname, `embedded-worker${extname(__filename)}`);

let bundled: string | undefined;

/**
 * The worker is TypeScript when this file is (`tsx`, jest). A worker thread does not inherit the
 * loader hooks of `tsx` or `node --import tsx` (nor jest's transform). The worker's few modules are
 * bundled by esbuild into plain CommonJS under node_modules/.cache, where its imports of PGlite
 * resolve as they do from the sources: registering tsx in every new thread and running PGlite's
 * modules through it cost about 0.4 s of CPU per database opened (a test's clone, a recycle). Where
 * that folder cannot be written, the thread registers tsx's require hook itself.
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

/** A name for the bundle of these sources: the same sources, the same bundle. */
function sourcesHash(sources: string[]): string {
  const hash = createHash('sha256').update(esbuildVersion);
  for (const source of sources) hash.update(`\0${source}\0`).update(readFileSync(source));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The bundle's path, named by a hash of its sources; '' if none. The sources of the last bundle are
 * listed beside it: when they hash to a bundle that exists, no build runs (jest loads this module
 * once per test file, each with its own registry). A change to the set of sources changes a source
 * that imports them, so the hash changes too. Processes starting at once write the same files.
 */
function bundleWorker(): string {
  try {
    // The node_modules folder that holds PGlite: the bundle's `require` and `import()` find it from there.
    const pglite = require.resolve('@electric-sql/pglite');
    const modules = pglite.slice(0, pglite.lastIndexOf(`${sep}node_modules${sep}`) + `${sep}node_modules`.length);
    const folder = join(modules, '.cache', 'storefront');
    const list = join(folder, 'embedded-worker.sources.json');
    const named = (hash: string) => join(folder, `embedded-worker-${hash}.cjs`);
    try {
      const file = named(sourcesHash(JSON.parse(readFileSync(list, 'utf8')) as string[]));
      if (existsSync(file)) return file;
    } catch {
      // No list yet, or a source it names is gone: build.
    }
    const { outputFiles, metafile } = buildSync({
      entryPoints: [WORKER_FILE],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      packages: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const sources = Object.keys(metafile.inputs)
      .map((input) => resolve(input))
      .sort();
    const file = named(sourcesHash(sources));
    mkdirSync(folder, { recursive: true });
    const part = `.${process.pid}.${threadId}.part`;
    if (!existsSync(file)) {
      writeFileSync(file + part, outputFiles[0].contents);
      renameSync(file + part, file);
    }
    writeFileSync(list + part, JSON.stringify(sources));
    renameSync(list + part, list);
    return file;
  } catch {
    return '';
  }
}

/**
 * Threads whose database closed cleanly, kept for the next databases this process opens: a new
 * thread loads and compiles PGlite's JavaScript again in an isolate of its own and faults in fresh
 * memory, about half of what opening a test's copy of a seeded database costs (0.5 of 1 s of CPU);
 * one that served a database before opens the next in about half the time. Kept on the global
 * object under a registered symbol, as pglite-wasm.ts keeps the compiled module: a host that loads
 * this file once per test file (jest) hands every load the same list (server/test/node-environment.ts).
 */
export const IDLE_THREADS = Symbol.for('storefront.idleDatabaseThreads');
/** More than this many idle threads are ended: each holds its last database's memory until reused. */
const MOST_IDLE = 2;

type Holder = { [IDLE_THREADS]?: Worker[] };

/**
 * Takes away the listeners a database gave its thread. Only these events': Node's own listeners on
 * a Worker (its `newListener` and `removeListener` hooks) start and stop the delivery of its
 * messages, and without them a later `message` listener would never be called.
 */
function forget(worker: Worker) {
  for (const event of ['message', 'messageerror', 'error', 'exit', 'online']) worker.removeAllListeners(event);
}

function idleThreads(): Worker[] {
  const holder = globalThis as Holder;
  return (holder[IDLE_THREADS] ??= []);
}

/**
 * Keeps `worker`, whose database has closed, for the next database opened (`startWorker` with
 * `reuse`), or ends it when enough are kept. It keeps no listener of its last database's.
 */
export async function keepIdle(worker: Worker): Promise<void> {
  const idle = idleThreads();
  forget(worker);
  if (idle.length >= MOST_IDLE) {
    await worker.terminate();
    return;
  }
  worker.unref();
  // One that ends while it waits is not handed out.
  worker.once('exit', () => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  });
  idle.push(worker);
}

/**
 * Starts a worker and waits until its database is open; with `reuse`, in a thread kept by
 * `keepIdle` when there is one.
 */
export async function startWorker(
  start: WorkerStart,
  { reuse = false }: { reuse?: boolean } = {},
): Promise<{ worker: Worker; memory: number }> {
  const wasmModule = start.wasmModule ?? (await pgliteWasm());
  // A dump of its own moves to the thread; shared bytes (a test run's seed) are read in place.
  const transferList = start.loadDataDir instanceof ArrayBuffer ? [start.loadDataDir] : [];
  const kept = reuse ? idleThreads().pop() : undefined;
  let worker: Worker;
  if (kept) {
    worker = kept;
    forget(worker);
    // Held while it opens, as a new thread is (it was let go while it waited).
    worker.ref();
    worker.postMessage({ op: 'open', start: { ...start, wasmModule } } satisfies Reopen, transferList);
  } else {
    const { script, eval: isCode } = workerScript();
    worker = new Worker(script, { eval: isCode, workerData: { ...start, wasmModule }, transferList });
  }
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
