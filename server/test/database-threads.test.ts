/**
 * The embedded database's threads (server/src/db/embedded-start.ts): a thread whose database closed
 * cleanly opens the process's next database, which starts from its own contents only; at most two
 * wait, and one that ended, or whose database could not open, is never handed out.
 */
import type { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { IDLE_THREADS } from '../src/db/embedded-start';
import { rawRows } from '../src/services/raw-sql';
import { emptyPgliteDump } from './seeds';

/** The process's idle threads: in jest, the worker's list, which its environment hands every file. */
const idle = () => (globalThis as unknown as Record<symbol, Worker[]>)[IDLE_THREADS];

/** An in-memory database: a copy of the run's empty seed, or migrated from scratch outside a run. */
async function open(): Promise<Database> {
  const seed = emptyPgliteDump();
  return openDatabase(seed ? { loadDataDir: await seed } : {});
}

const tables = async (database: Database) =>
  (
    await rawRows<{ name: string }>(
      database.db,
      sql`select table_name as name from information_schema.tables where table_name like 'scratch%'`,
    )
  ).map((row) => row.name);

beforeEach(async () => {
  // Threads that earlier files of this jest worker left waiting: each test counts from none.
  for (const worker of (idle() ?? []).splice(0)) await worker.terminate();
});

it("opens the next database in the closed one's thread, from its own contents only", async () => {
  const first = await open();
  await first.db.execute(sql`create table scratch_first (x int)`);
  let notified = 0;
  await first.listen('threads_test', () => (notified += 1));
  await first.close();
  expect(idle()).toHaveLength(1);
  const thread = idle()[0];

  const second = await open();
  expect(idle()).toHaveLength(0);
  expect(await tables(second)).toEqual([]);
  // The first database's subscription is gone with it; the second's own is answered once.
  let secondNotified = 0;
  await second.listen('threads_test', () => (secondNotified += 1));
  await second.db.execute(sql`notify threads_test`);
  await waitUntil(() => secondNotified === 1);
  expect(notified).toBe(0);
  await second.db.execute(sql`create table scratch_second (x int)`);
  expect(await tables(second)).toEqual(['scratch_second']);
  await second.close();
  expect(idle()).toEqual([thread]);
});

it('keeps two threads waiting at most, and forgets one that ended', async () => {
  const databases = await Promise.all([open(), open(), open()]);
  for (const database of databases) await database.close();
  expect(idle()).toHaveLength(2);
  const [ended, kept] = idle();
  await ended.terminate();
  await waitUntil(() => idle().length === 1);
  expect(idle()).toEqual([kept]);
  const next = await open();
  expect(idle()).toHaveLength(0);
  expect(await tables(next)).toEqual([]);
  await next.close();
});

it('ends the thread of a database that could not open, and opens the next in a new one', async () => {
  const first = await open();
  await first.close();
  expect(idle()).toHaveLength(1);
  // Not a data directory: PGlite cannot open it.
  await expect(openDatabase({ loadDataDir: new TextEncoder().encode('not a tarball').buffer })).rejects.toThrow();
  expect(idle()).toHaveLength(0);
  const next = await open();
  expect(await tables(next)).toEqual([]);
  await next.close();
  expect(idle()).toHaveLength(1);
});

/** Resolves once `condition` holds, checking at each turn of the event loop. */
async function waitUntil(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
