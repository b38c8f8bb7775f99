/**
 * One message to a worker thread of its own and its one answer: how the build's thread workers
 * (compress-worker.cjs, ../threads/page-mend-worker.cjs) are asked. A worker answers its result or
 * `{ error }`; the thread ends with the answer. A thread that ends without one (killed, out of
 * memory) fails the step instead of leaving the build waiting.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** The build's worker threads at once: one per core, at most four. */
export const THREADS = Math.max(1, Math.min(4, availableParallelism()));

/**
 * The items dealt out in turn, one share per thread (as many as there are items, at most
 * THREADS), so that each thread gets its part of the large and the small ones.
 */
export function dealOut<T>(items: T[]): T[][] {
  const threads = Math.min(THREADS, items.length);
  return Array.from({ length: threads }, (_, thread) => items.filter((_, index) => index % threads === thread));
}

export function inThread<T extends object>(workerFile: string, message: unknown, step: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile);
    worker.once('message', (answer: T | { error: string }) => {
      void worker.terminate();
      if ('error' in answer && typeof answer.error === 'string') reject(new Error(`${step}: ${answer.error}`));
      else resolve(answer as T);
    });
    worker.once('error', reject);
    // After an answer this settles nothing: the promise has already resolved or rejected.
    worker.once('exit', (code) => reject(new Error(`${step}: the worker thread ended (${code}) without an answer`)));
    worker.postMessage(message);
  });
}
