/**
 * Errors that mean "the database is over its budget", not "the request is wrong" or "the code is
 * wrong": a statement that ran past its time limit (PostgreSQL's statement_timeout, or the
 * embedded thread's own limit, both 57014), PostgreSQL's insufficient resources (class 53: out of
 * memory, disk full, too many connections) and program limits (54: a statement too complex), and
 * the database restarting (57P01-57P03: shut down, crashed, not yet accepting connections; the
 * embedded thread says 57P02 while it starts again after a runaway statement), and a lock waited for
 * past its own budget (55P03, `lock_timeout`: db/turn-wait.ts). The API answers them
 * with a 503 and a translated "try again" (app.ts, docs/adr/012).
 */
const OVER_BUDGET = /^(57014|57P0[123]|55P03|53...|54...)$/;

/** Whether `error`, or an error it wraps (Drizzle wraps the driver's in `cause`), is over budget. */
export function isOverBudget(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && OVER_BUDGET.test(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
