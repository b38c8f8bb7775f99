/**
 * Start-up work that must happen once however many API processes start at once on one database
 * (docs/operations.md, "Several processes"): the migrations and the sample seed. Without it, two
 * processes migrating a fresh database both create the same types (one dies on
 * `pg_type_typname_nsp_index`), and two that each find no products both import the sample catalogue.
 *
 * The lock is PostgreSQL's session-level advisory lock, taken on the one connection `work` runs
 * on: a process waits for the one that holds it, then finds the work done and does nothing. A
 * process that dies holding it releases it with its session (and its seed's transaction rolls
 * back). PGlite serves one process, but runs the same statements: one code path.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './db-type';

/** The key of the API's start-up lock (any constant; no other advisory lock in the API uses it). */
export const STARTUP_LOCK_KEY = 4_221_021;

/** Runs `work` while this session holds the start-up lock; `db` must be one connection (withoutTimeLimit's). */
export async function underStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  await db.execute(sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`);
  try {
    return await work();
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`);
  }
}
