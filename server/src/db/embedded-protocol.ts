/**
 * The messages between the API's thread and the thread that runs the embedded database
 * (embedded-worker.ts). Everything here crosses postMessage, so it holds data only: no functions,
 * no class instances but the ones structured clone keeps (Date, Uint8Array, BigInt).
 */

/** What the worker opens: a directory on disk, a database dumped by a previous worker, or memory. */
export interface WorkerStart {
  dataDir?: string;
  /**
   * a data directory as PGlite's dumpDataDir() tarball (an in-memory database moving to a new
   * worker, or a test's clone of a seed, whose bytes are shared and never written)
   */
  loadDataDir?: ArrayBuffer | SharedArrayBuffer;
  /** statements run once after opening (session settings) */
  setup: string;
  /** PostgreSQL's shared_buffers, when not its default (128MB) */
  sharedBuffers?: string;
  /** PGlite's WebAssembly as this process compiled it (pglite-wasm.ts), shared with the thread */
  wasmModule?: WebAssembly.Module;
}

interface Statement {
  id: number;
  /** the open transaction this statement belongs to; none: the statement runs on its own */
  tx?: number;
  sql: string;
  rowMode?: 'array' | 'object';
  /** types the caller parses itself: the worker hands their values over as PostgreSQL's text */
  rawTypes: number[];
}

export type Request =
  | (Statement & { op: 'query'; params: unknown[]; paramTypes?: number[] })
  | (Statement & { op: 'exec' })
  | { op: 'begin'; id: number; tx: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'listen'; id: number; subscription: number; channel: string }
  | { op: 'unlisten'; id: number; subscription: number }
  | { op: 'dump'; id: number }
  | { op: 'close'; id: number };

/**
 * To a thread whose database closed: open this one now (embedded-start.ts hands such a thread to
 * the next database the process opens). Answered with the same `ready` or `failed` event as a start.
 */
export interface Reopen {
  op: 'open';
  start: WorkerStart;
}

/** The fields of a PostgreSQL error that callers read (code above all), as plain data. */
export interface ErrorData {
  name: string;
  message: string;
  stack?: string;
  code?: string;
  severity?: string;
  detail?: string;
  hint?: string;
  position?: string;
  where?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  routine?: string;
  query?: string;
}

export const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'query',
] as const satisfies readonly (keyof ErrorData)[];

/** One answer per request, with the size of the worker's WebAssembly memory after it. */
export type Reply =
  | { id: number; ok: true; value: unknown; memory: number }
  | { id: number; ok: false; error: ErrorData; memory: number };

/** What the worker says without being asked. */
export type WorkerEvent =
  | { event: 'ready'; memory: number }
  | { event: 'failed'; error: ErrorData }
  | { event: 'notify'; subscription: number; payload: string };

export type WorkerMessage = Reply | WorkerEvent;

export function errorData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const data: ErrorData = { name: error.name, message: error.message, stack: error.stack };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of ERROR_FIELDS) {
    if (typeof fields[field] === 'string') data[field] = fields[field] as string;
  }
  return data;
}
