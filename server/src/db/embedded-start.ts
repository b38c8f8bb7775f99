/** Starting the worker thread that runs the embedded database (embedded-worker.ts). */
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { EmbeddedDatabaseError } from './embedded-errors';
import type { WorkerMessage, WorkerStart } from './embedded-protocol';

const WORKER_FILE = join(__dirname, `embedded-worker${extname(__filename)}`);

/**
 * The worker is TypeScript when this file is. A worker thread does not inherit the loader hooks of
 * `tsx` or `node --import tsx` (nor jest's transform), so it registers tsx's require hook itself
 * before loading the file.
 */
function workerScript(): { script: string; eval: boolean } {
  if (extname(WORKER_FILE) !== '.ts') return { script: WORKER_FILE, eval: false };
  const tsx = require.resolve('tsx/cjs/api');
  return {
    script: `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(WORKER_FILE)});`,
    eval: true,
  };
}

/** Starts a worker and waits until its database is open. */
export function startWorker(start: WorkerStart): Promise<{ worker: Worker; memory: number }> {
  const { script, eval: isCode } = workerScript();
  const worker = new Worker(script, {
    eval: isCode,
    workerData: start,
    transferList: start.loadDataDir ? [start.loadDataDir] : [],
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
