import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How long work on contended rows waits for its turn (docs/adr/017 §5): a product launch puts many
 * shoppers' confirmations in line for the same product rows, each holding them for a statement and
 * a commit. Waiting in line is not a statement running long, so it has this budget of its own, not
 * the statement limit (QUERY_TIMEOUT_MS); a wait past it is answered 503 as a busy database.
 */
export const TURN_WAIT_MS = 30_000;

const turns = new AsyncLocalStorage<number>();

/**
 * Runs `work` with its transactions ready to wait their turn for up to `ms`. On the embedded
 * database a transaction holds the whole database, so waiting for one is waiting for a lock: the
 * thread gives this work's transactions that budget to start (db/embedded-thread.ts). PostgreSQL's
 * row locks are waited for under `lock_timeout` (services/orders/stock.ts).
 */
export function waitingTurn<T>(work: () => Promise<T>, ms = TURN_WAIT_MS): Promise<T> {
  return turns.run(ms, work);
}

/** The turn budget of the work now running, if it has one. */
export function turnWaitMs(): number | undefined {
  return turns.getStore();
}
