/**
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, so a
 * long statement occupies this thread and never the API's event loop. It executes what the API's
 * thread sends (embedded-protocol.ts) and answers each request once; the order and the time limit
 * of statements are decided on the other side (embedded-thread.ts). Once its database has closed,
 * the thread can open another one (`Reopen`), with PGlite's code already compiled and warm here.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { DumpBlob } from './dump-blob';
import {
  errorData,
  type Reopen,
  type Reply,
  type Request,
  type WorkerMessage,
  type WorkerStart,
} from './embedded-protocol';

const port = parentPort;
if (!port) throw new Error('embedded-worker.ts runs as a worker thread (embedded-thread.ts starts it)');

/** Thrown inside PGlite's transaction callback to make it roll back. */
class RollbackRequested extends Error {}

interface OpenTransaction {
  tx: Transaction;
  decide(commit: boolean): void;
  ended: Promise<void>;
}

const transactions = new Map<number, OpenTransaction>();
/** transactions being opened: their end waits for the opening, which may wait behind a statement */
const opening = new Map<number, Promise<void>>();
const subscriptions = new Map<number, () => Promise<void>>();
const raw = (value: string) => value;

function post(message: WorkerMessage, transfer: ArrayBuffer[] = []) {
  port!.postMessage(message, transfer);
}

/** The WebAssembly memory PGlite has grown to (it never shrinks while the instance lives); 0 with none open. */
function memoryOf(pg: PGlite | undefined): number {
  return (pg as unknown as { mod?: { HEAPU8?: Uint8Array } } | undefined)?.mod?.HEAPU8?.byteLength ?? 0;
}

/** Only the plain parts of a result: what PGlite's query() answers, without functions or blobs. */
function plain(result: Results<unknown>): Results<unknown> {
  const { rows, fields, affectedRows, rowCount, command } = result as Results & { rowCount?: number; command?: string };
  return {
    rows,
    fields,
    affectedRows,
    ...(rowCount === undefined ? {} : { rowCount }),
    ...(command ? { command } : {}),
  };
}

function begin(pg: PGlite, id: number): Promise<void> {
  return new Promise((begun, failed) => {
    let started = false;
    let decide: (commit: boolean) => void = () => undefined;
    const decision = new Promise<boolean>((resolve) => (decide = resolve));
    const ended = pg.transaction(async (tx) => {
      transactions.set(id, { tx, decide, ended });
      started = true;
      begun();
      if (!(await decision)) throw new RollbackRequested();
    });
    ended.catch((error) => {
      if (!started) failed(error);
    });
  });
}

async function end(id: number, commit: boolean): Promise<void> {
  await opening.get(id);
  opening.delete(id);
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  open.decide(commit);
  try {
    await open.ended;
  } catch (error) {
    if (!(error instanceof RollbackRequested)) throw error;
  } finally {
    transactions.delete(id);
  }
}

function target(pg: PGlite, tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error(`no open transaction ${tx}`);
  return open.tx;
}

async function handle(pg: PGlite, request: Request): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'query':
    case 'exec': {
      const options = {
        rowMode: request.rowMode,
        parsers: Object.fromEntries(request.rawTypes.map((type) => [type, raw])),
      };
      const on = target(pg, request.tx);
      if (request.op === 'exec') return { value: (await on.exec(request.sql, options)).map(plain) };
      const result = await on.query(request.sql, request.params, { ...options, paramTypes: request.paramTypes });
      return { value: plain(result) };
    }
    case 'begin': {
      const begun = begin(pg, request.tx);
      opening.set(
        request.tx,
        begun.catch(() => undefined),
      );
      await begun;
      return { value: null };
    }
    case 'end':
      await end(request.tx, request.commit);
      return { value: null };
    case 'listen': {
      const subscription = request.subscription;
      const unlisten = await pg.listen(request.channel, (payload) => post({ event: 'notify', subscription, payload }));
      subscriptions.set(subscription, unlisten);
      return { value: null };
    }
    case 'unlisten': {
      const unlisten = subscriptions.get(request.subscription);
      subscriptions.delete(request.subscription);
      if (unlisten && !pg.closed) await unlisten();
      return { value: null };
    }
    case 'dump': {
      const buffer = await (await pg.dumpDataDir('none')).arrayBuffer();
      return { value: buffer, transfer: [buffer] };
    }
    case 'close':
      await pg.close();
      return { value: null };
  }
}

/** The database this thread serves: none before the first has opened, or after a failed open. */
let pg: PGlite | undefined;

async function open(start: WorkerStart) {
  pg = undefined;
  transactions.clear();
  opening.clear();
  subscriptions.clear();
  try {
    // PGlite's extensions are ES modules only.
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const opened = await PGlite.create({
      dataDir: start.dataDir,
      loadDataDir: start.loadDataDir ? new DumpBlob(start.loadDataDir) : undefined,
      pgliteWasmModule: start.wasmModule,
      extensions: { pg_trgm },
      startParams: start.sharedBuffers
        ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${start.sharedBuffers}`]
        : undefined,
    });
    await opened.exec(start.setup);
    pg = opened;
  } catch (error) {
    post({ event: 'failed', error: errorData(error) });
    return;
  }
  post({ event: 'ready', memory: memoryOf(pg) });
}

// Requests are handled as they come; PGlite's own locks order them, and the API's thread sends a
// statement of its own only when the previous one has answered (or to an open transaction).
port.on('message', (message: Request | Reopen) => {
  if (message.op === 'open') {
    void open(message.start);
    return;
  }
  const request = message;
  const current = pg;
  const served = current ? handle(current, request) : Promise.reject(new Error('no database is open in this thread'));
  served.then(
    ({ value, transfer }) =>
      post({ id: request.id, ok: true, value, memory: memoryOf(current) } satisfies Reply, transfer),
    (error) => post({ id: request.id, ok: false, error: errorData(error), memory: memoryOf(current) } satisfies Reply),
  );
});

void open(workerData as WorkerStart);
