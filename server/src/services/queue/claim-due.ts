import { and, asc, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/** A queue table whose rows a worker holds for a while: `claimed_until`, and the attempts made. */
export type LeasedTable = PgTable & { id: AnyPgColumn; claimedUntil: AnyPgColumn; attempts: AnyPgColumn };

export interface ClaimOptions {
  /** which rows are waiting (not sent, not given up, due); the lease is added here */
  due: SQL | undefined;
  now: Date;
  /** how long the claim holds: a worker that died holding rows leaves them to others after it */
  leaseMs: number;
  limit: number;
  /** more columns to set on the claimed rows (who holds them) */
  set?: Record<string, unknown>;
}

/**
 * Claims up to `limit` waiting rows of a database queue for this worker, oldest first, in one
 * statement: their lease is written and their attempts counted before anything is sent, so a
 * crash after the claim leaves them to the next worker once the lease ends, and never two workers
 * at once. `FOR UPDATE SKIP LOCKED` lets several processes on one PostgreSQL claim at the same time
 * without waiting on each other's rows; the outer `ready` check makes a row that another worker
 * claimed meanwhile (its lock let go before ours was taken) match nothing. Order e-mails
 * (services/orders/mail.ts), chat answers e-mailed (services/chat/answer-mail.ts) and back-in-stock
 * notifications (services/stock-alerts/worker.ts) use it.
 */
export async function claimDue<T extends LeasedTable>(
  db: Db,
  table: T,
  options: ClaimOptions,
): Promise<T['$inferSelect'][]> {
  const { now, leaseMs, limit } = options;
  const ready = and(options.due, or(isNull(table.claimedUntil), lt(table.claimedUntil, now)));
  const waiting = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(ready)
    .orderBy(asc(table.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(table as PgTable)
    .set({
      claimedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${table.attempts} + 1`,
      ...options.set,
    } as never)
    .where(and(inArray(table.id, waiting), ready))
    .returning();
  return claimed as T['$inferSelect'][];
}

/**
 * Delivers each claimed row in turn: one that fails (a mail server refusing it) does not keep the
 * others from going; it stays claimed until its lease ends and is tried again then. The last
 * failure is thrown once every row was tried. Answers how many `deliver` reported as sent.
 */
export async function deliverEach<R>(rows: R[], deliver: (row: R) => Promise<boolean>): Promise<number> {
  let sent = 0;
  let failure: unknown;
  for (const row of rows) {
    try {
      if (await deliver(row)) sent++;
    } catch (error) {
      failure = error;
    }
  }
  if (failure) throw failure;
  return sent;
}
