/** The errors the embedded database's thread raises, shaped as PostgreSQL's so both databases fail alike. */
import { ERROR_FIELDS, type ErrorData } from './embedded-protocol';

/** PostgreSQL's query_canceled: what statement_timeout raises, so both databases fail alike. */
export const QUERY_CANCELED = '57014';
/** PostgreSQL's crash_shutdown, for the statements of a database thread that died. */
export const CRASH_SHUTDOWN = '57P02';

/** A statement that ran past the time limit (or waited past it); PostgreSQL's own code and words. */
export class StatementTimeoutError extends Error {
  readonly code = QUERY_CANCELED;
  readonly severity = 'ERROR';
  constructor() {
    super('canceling statement due to statement timeout');
    this.name = 'StatementTimeoutError';
  }
}

/** An error raised in the worker (a PostgreSQL error with its code, or any other), rebuilt here. */
export class EmbeddedDatabaseError extends Error {
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

  constructor(data: ErrorData) {
    super(data.message);
    this.name = data.name;
    for (const field of ERROR_FIELDS) if (data[field] !== undefined) this[field] = data[field];
    // The worker's stack says where PostgreSQL failed; this thread's, who asked.
    if (data.stack) this.stack = `${this.stack}\n    in the database thread: ${data.stack}`;
  }
}
