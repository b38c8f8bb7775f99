/**
 * The API's side of the embedded database's thread (embedded-worker.ts runs PGlite there). It hands
 * Drizzle a client shaped as PGlite is (query, exec, transaction), so drizzle-orm/pglite and every
 * service work unchanged, and it decides what PGlite's locks decided when it ran in this thread:
 *
 * - One statement at a time, in arrival order; an open transaction holds the database for its own
 *   statements and the others wait, as they did behind PGlite's mutex.
 * - A time limit per statement, counted from its arrival: a statement still waiting when its time is
 *   up never runs; one already running is answered with a timeout error at once, while the worker
 *   finishes it (WebAssembly cannot be interrupted) and the next statement waits for that.
 * - Memory: PGlite's WebAssembly memory only grows. When a statement that overran its limit has made
 *   it grow by more than RECYCLE_GROWTH_BYTES, the database moves to a fresh worker (closed and
 *   reopened from disk, or dumped and loaded when it lives in memory), and the old thread's memory
 *   goes back to the system.
 * - A statement that runs on far past its limit (KILL_AFTER_LIMITS) ends its worker when the
 *   database is on disk; a worker that dies (that, or a WebAssembly trap) is started again from
 *   disk. An in-memory database would be lost with its worker: there the statement runs to its end,
 *   and a dead worker's statements fail from then on.
 */
import type { Worker } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { CRASH_SHUTDOWN, StatementTimeoutError, EmbeddedDatabaseError } from './embedded-errors';
import type { Reply, Request, WorkerMessage, WorkerStart } from './embedded-protocol';
import { keepIdle, startWorker } from './embedded-start';
import { statementCalls, type PgliteClient, type Sendable } from './embedded-statements';
import { turnWaitMs } from './turn-wait';

/** How much a statement over its limit may grow the worker's memory before the worker is replaced. */
export const RECYCLE_GROWTH_BYTES = 64 * 1024 * 1024;

/**
 * A statement still running this many times its time limit is ended with its worker, when the
 * database is on disk: the worker starts again and PostgreSQL's crash recovery rolls the statement
 * back, as a cancel would. An in-memory database would be lost with its worker, so there it runs on.
 */
export const KILL_AFTER_LIMITS = 4;

/** How long close() waits for the work before it; then the thread is ended regardless. */
const CLOSE_WAIT_MS = 10_000;

type Hold = 'free' | 'statement' | 'transaction' | 'maintenance';

interface Waiting {
  hold: Exclude<Hold, 'free'>;
  start(token: number): void;
  fail(error: Error): void;
}

export class EmbeddedThread {
  private worker: Worker;
  private memory: number;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  /** who has the database now; each hold gets a token, so a late release of an old hold does nothing */
  private hold: Hold = 'free';
  private holdToken = 0;
  /** memory when the current hold began, and whether a statement of it overran its time limit */
  private holdMemory = 0;
  private holdOverran = false;
  private readonly waiting: Waiting[] = [];
  private readonly subscriptions = new Map<number, { channel: string; onNotify: () => void }>();
  private broken: Error | undefined;
  private closing = false;
  /** how many times the database moved to a fresh worker */
  recycles = 0;

  private constructor(
    private readonly start: Omit<WorkerStart, 'loadDataDir'>,
    running: { worker: Worker; memory: number },
  ) {
    this.worker = running.worker;
    this.memory = running.memory;
    this.attach(this.worker);
    this.worker.unref();
  }

  /** Opens the database; a `loadDataDir` dump is its first contents only (a recycle dumps again). */
  static async open(start: WorkerStart): Promise<EmbeddedThread> {
    const { loadDataDir, ...kept } = start;
    return new EmbeddedThread(kept, await startWorker({ ...kept, loadDataDir }, { reuse: true }));
  }

  /** The whole data directory as PGlite's uncompressed tarball, taken between statements. */
  async dump(): Promise<ArrayBuffer> {
    const token = await this.acquire('maintenance', 0);
    try {
      return (await this.send({ op: 'dump' })) as ArrayBuffer;
    } finally {
      this.release(token);
    }
  }

  /** A client for Drizzle whose statements each get `timeoutMs` (0: no limit). */
  client(timeoutMs: number): PgliteClient {
    return {
      ...statementCalls((request) => this.statement(request, timeoutMs)),
      transaction: (callback) => this.transaction(callback, timeoutMs),
    };
  }

  /** Calls `onNotify` at every NOTIFY on `channel`; answers the unsubscribe function. */
  async listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
    const subscription = this.nextId++;
    this.subscriptions.set(subscription, { channel, onNotify });
    await this.statement({ op: 'listen', subscription, channel }, 0);
    return async () => {
      if (!this.subscriptions.delete(subscription) || this.closing || this.broken) return;
      await this.statement({ op: 'unlisten', subscription }, 0);
    };
  }

  /**
   * Waits for the work before it (at most CLOSE_WAIT_MS: a statement that never ends must not keep
   * the process from stopping), closes the database (written to disk) and ends the thread.
   */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    let reusable = false;
    try {
      const turn = this.acquire('maintenance', CLOSE_WAIT_MS).then(
        () => true,
        () => false,
      );
      // A thread whose database closed cleanly can open the process's next one (embedded-start.ts).
      if (await turn) {
        await this.send({ op: 'close' });
        reusable = !this.broken;
      }
    } finally {
      const worker = this.worker;
      this.fail(new Error('the database is closed'));
      await (reusable ? keepIdle(worker) : worker.terminate());
    }
  }

  // -- the worker -----------------------------------------------------------------------------

  private attach(worker: Worker) {
    worker.on('message', (message: WorkerMessage) => {
      if (worker !== this.worker) return;
      if (!('event' in message)) this.answer(message);
      else if (message.event === 'notify') this.subscriptions.get(message.subscription)?.onNotify();
    });
    worker.on('error', (error) => this.died(worker, error));
    worker.on('exit', (code) => this.died(worker, new Error(`the database thread exited (${code})`)));
  }

  private answer(reply: Reply) {
    this.memory = reply.memory;
    const waiter = this.pending.get(reply.id);
    if (!waiter) return;
    this.pending.delete(reply.id);
    // An idle database does not keep the process alive (as PGlite in this thread did not); one with
    // work under way does, or a script awaiting its answer would end early.
    if (!this.pending.size) this.worker.unref();
    if (reply.ok) waiter.resolve(reply.value);
    else waiter.reject(new EmbeddedDatabaseError(reply.error));
  }

  private send(request: Sendable): Promise<unknown> {
    if (this.broken) return Promise.reject(this.broken);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ ...request, id } as Request);
    });
  }

  private rejectPending(error: Error) {
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
  }

  /** Rejects every request in flight and every one to come. */
  private fail(error: Error) {
    this.broken = error;
    this.rejectPending(error);
    for (const waiter of this.waiting.splice(0)) waiter.fail(error);
  }

  /** A worker that ended on its own: start the database again from disk, or give up on memory. */
  private died(worker: Worker, error: Error) {
    if (worker !== this.worker || this.closing || this.broken) return;
    // PostgreSQL's crash_shutdown: what its clients get when a backend dies and the server restarts.
    const cause = Object.assign(new Error(`the embedded database stopped: ${error.message}`), { code: CRASH_SHUTDOWN });
    if (!this.start.dataDir) {
      console.error(`${cause.message}; it lived in memory and is lost`);
      this.fail(cause);
      return;
    }
    console.error(`${cause.message}; opening it again from ${this.start.dataDir}`);
    const token = this.take('maintenance');
    this.rejectPending(cause);
    void this.replace(undefined).finally(() => this.release(token));
  }

  /**
   * Moves the database to a fresh worker (`dump` carries an in-memory database across) and ends the
   * old one, whose messages and exit are then ignored.
   */
  private async replace(dump: ArrayBuffer | undefined) {
    const old = this.worker;
    try {
      const running = await startWorker({ ...this.start, loadDataDir: dump });
      this.worker = running.worker;
      this.memory = running.memory;
      this.attach(running.worker);
      running.worker.unref();
      for (const [subscription, { channel }] of this.subscriptions)
        await this.send({ op: 'listen', subscription, channel });
      this.recycles++;
    } catch (error) {
      this.fail(new Error(`the embedded database could not be opened again: ${(error as Error).message}`));
    } finally {
      if (old !== this.worker) await old.terminate().catch(() => undefined);
    }
  }

  /** A fresh worker for a database whose memory an overrun has grown (see the top of this file). */
  private async recycle() {
    let dump: ArrayBuffer | undefined;
    try {
      if (this.start.dataDir) await this.send({ op: 'close' });
      else dump = (await this.send({ op: 'dump' })) as ArrayBuffer;
    } catch (error) {
      console.error(`the embedded database stays in its thread: ${(error as Error).message}`);
      return;
    }
    await this.replace(dump);
  }

  // -- the order of work ------------------------------------------------------------------------

  private take(hold: Exclude<Hold, 'free'>): number {
    this.hold = hold;
    this.holdMemory = this.memory;
    this.holdOverran = false;
    return ++this.holdToken;
  }

  /** Waits for the database to be free and takes it; rejects when `timeoutMs` passes first. */
  private acquire(hold: Exclude<Hold, 'free'>, timeoutMs: number): Promise<number> {
    if (this.broken) return Promise.reject(this.broken);
    if (this.hold === 'free' && !this.waiting.length) return Promise.resolve(this.take(hold));
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const waiter: Waiting = {
        hold,
        start: (token) => {
          clearTimeout(timer);
          resolve(token);
        },
        fail: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      if (timeoutMs > 0)
        timer = setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(new StatementTimeoutError());
        }, timeoutMs);
      this.waiting.push(waiter);
    });
  }

  /** Ends hold `token`: a fresh worker first if an overrun grew the memory, then the next in line. */
  private release(token: number) {
    if (token !== this.holdToken || this.hold === 'free') return;
    if (this.holdOverran && !this.closing && !this.broken && this.memory - this.holdMemory > RECYCLE_GROWTH_BYTES) {
      const maintenance = this.take('maintenance');
      void this.recycle().finally(() => this.release(maintenance));
      return;
    }
    this.hold = 'free';
    const next = this.waiting.shift();
    if (next) next.start(this.take(next.hold));
  }

  /**
   * Answers `work` or, when `timeoutMs` passes first, a StatementTimeoutError; the work goes on and
   * hold `token` is kept until it ends.
   */
  private limited<T>(work: Promise<T>, timeoutMs: number, token: number): Promise<T> {
    if (timeoutMs <= 0) return work;
    return new Promise((resolve, reject) => {
      let kill: NodeJS.Timeout | undefined;
      const timer = setTimeout(() => {
        reject(new StatementTimeoutError());
        if (token !== this.holdToken) return;
        this.holdOverran = true;
        if (this.start.dataDir) {
          const worker = this.worker;
          kill = setTimeout(
            () => {
              if (token !== this.holdToken || worker !== this.worker) return;
              console.error(`a statement ran ${KILL_AFTER_LIMITS} times its time limit: ending the database thread`);
              void worker.terminate();
            },
            (KILL_AFTER_LIMITS - 1) * timeoutMs,
          );
        }
      }, timeoutMs);
      const settle = () => {
        clearTimeout(timer);
        clearTimeout(kill);
      };
      work.then(
        (value) => {
          settle();
          resolve(value);
        },
        (error) => {
          settle();
          reject(error);
        },
      );
    });
  }

  /** One statement on its own: waits its turn, then runs; its time limit covers both (but see db/turn-wait.ts). */
  private async statement(request: Sendable, timeoutMs: number): Promise<unknown> {
    const arrived = Date.now();
    // Work that waits its turn (db/turn-wait.ts) waits up to that budget, then runs under the limit.
    const turn = timeoutMs > 0 ? turnWaitMs() : undefined;
    const token = await this.acquire('statement', turn ? Math.max(timeoutMs, turn) : timeoutMs);
    const work = this.send(request);
    void work.then(
      () => this.release(token),
      () => this.release(token),
    );
    const left = timeoutMs > 0 && !turn ? Math.max(1, timeoutMs - (Date.now() - arrived)) : timeoutMs;
    return this.limited(work, left, token);
  }

  /**
   * PGlite's transaction(): the database is held from BEGIN to COMMIT or ROLLBACK, and each
   * statement inside gets the time limit. Its wait for the database counts against the limit too,
   * unless it runs as work that waits its turn (db/turn-wait.ts), which gets that budget.
   */
  private async transaction<T>(callback: (tx: Transaction) => Promise<T>, timeoutMs: number): Promise<T> {
    // Work that waits its turn (db/turn-wait.ts) may wait longer than a statement may run.
    const turn = turnWaitMs();
    const token = await this.acquire('transaction', timeoutMs > 0 && turn ? Math.max(timeoutMs, turn) : timeoutMs);
    const tx = this.nextId++;
    const begun = this.send({ op: 'begin', tx });
    try {
      await this.limited(begun, timeoutMs, token);
    } catch (error) {
      // A BEGIN that failed left nothing open; one that overran is rolled back when it comes.
      if (error instanceof StatementTimeoutError) this.end(tx, false, token).catch(() => undefined);
      else this.release(token);
      throw error;
    }
    let closed = false;
    const checkOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const inside = (request: Sendable) => {
      checkOpen();
      return this.limited(this.send({ ...request, tx } as Sendable), timeoutMs, token);
    };
    const handle: Transaction = {
      ...statementCalls(inside),
      sql: () => Promise.reject(new Error('the embedded database thread takes query(), not sql``')),
      listen: () => Promise.reject(new Error('listen on the database, not in a transaction')),
      rollback: async () => {
        checkOpen();
        closed = true;
        await this.end(tx, false, token);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      // The caller hears of its error now; the rollback runs when the worker gets to it (after a
      // statement that overran), and the database stays held until then.
      if (!closed) {
        closed = true;
        this.end(tx, false, token).catch((failure) => console.error(`ROLLBACK failed: ${(failure as Error).message}`));
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.limited(this.end(tx, true, token), timeoutMs, token);
    }
    return result;
  }

  /** Commits or rolls back transaction `tx`, then ends its hold. */
  private async end(tx: number, commit: boolean, token: number): Promise<void> {
    try {
      await this.send({ op: 'end', tx, commit });
    } finally {
      this.release(token);
    }
  }
}
