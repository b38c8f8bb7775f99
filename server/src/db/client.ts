import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { EmbeddedThread } from './embedded-thread';
import { Notifications } from './notifications';
import * as schema from './schema';
import { underStartupLock } from './startup-lock';
import type { Db } from './db-type';

export type { Db, Schema } from './db-type';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** calls back on every NOTIFY of `channel` (with its payload on PostgreSQL); answers the unsubscribe function */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Runs `work` on a handle whose statements have no time limit: start-up work that may rightly take
   * long (seeding 100 000 products, its VACUUM). Requests use `db`, which has the limit.
   */
  withoutTimeLimit<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as a tarball that `loadDataDir` opens again (tests clone a seeded database) */
  dumpDataDir?(): Promise<ArrayBuffer>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /**
   * Longest a statement through `db` may take (ms; 0 or unset: no limit). PostgreSQL cancels it
   * (statement_timeout); on PGlite the caller gets the same error at once (embedded-thread.ts). Either
   * way the error has PostgreSQL's code 57014, which the API answers with a 503 (docs/adr/012).
   */
  queryTimeoutMs?: number;
  /**
   * PGlite in memory only: start from this dump (Database.dumpDataDir) instead of an empty cluster,
   * which skips initdb; the migrations still run and find nothing to do when the dump has them.
   */
  loadDataDir?: ArrayBuffer | SharedArrayBuffer;
}

const MIGRATIONS = join(__dirname, '..', '..', 'drizzle');

/**
 * pg_trgm's threshold for the `%` operator, per session: how alike a catalogue word must be to a
 * typed word to be weighed as its typo (services/search-vocabulary.ts). Low on purpose: "kenon" and
 * "kanon" share a third of their trigrams; the edit distance decides afterwards.
 */
export const SIMILARITY_THRESHOLD = 0.2;

/**
 * Opens the database and applies the committed migrations: PostgreSQL through node-postgres when a
 * URL is given, otherwise embedded PGlite (with pg_trgm) in its own thread, in `dataDir`, or in
 * memory without one.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const timeoutMs = options.queryTimeoutMs ?? 0;
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: `-c pg_trgm.similarity_threshold=${SIMILARITY_THRESHOLD} -c statement_timeout=${timeoutMs}`,
    });
    // A connection the server ends (restart, failover, a dropped test database) must not crash the
    // process: the pool replaces idle clients, and queries on a dead one fail and are answered 500.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzle(pool, { schema, casing: 'snake_case' });
    const withoutTimeLimit = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
      // One connection of the pool, its limit lifted for this work and restored before it goes back.
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('SET statement_timeout = 0');
        return await work(drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db);
      } finally {
        await client.query('RESET statement_timeout').catch((error: Error) => (broken = error));
        client.release(broken);
      }
    };
    // Once however many processes start at once (db/startup-lock.ts).
    await withoutTimeLimit((connection) =>
      underStartupLock(connection, () => migrate(connection as never, { migrationsFolder: MIGRATIONS })),
    );
    // One session for every LISTEN of this process, apart from the pool (db/notifications.ts).
    const { Client } = await import('pg');
    const notifications = new Notifications({ connectionString: options.databaseUrl }, (config) => new Client(config));
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      listen: (channel, onNotify) => notifications.listen(channel, onNotify),
      withoutTimeLimit,
      close: async () => {
        await notifications.close();
        await pool.end();
      },
    };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    dataDir = join(options.dataDir, 'pgdata');
    mkdirSync(dataDir, { recursive: true });
    // One process at a time on the files (docs/adr/012): a second opener is refused here.
    lock = lockDataDir(dataDir);
  }
  const thread = await EmbeddedThread.open({
    dataDir,
    loadDataDir: dataDir ? undefined : options.loadDataDir,
    // The whole database is in memory: a random page costs what a sequential one does. The default
    // (4) makes the planner scan every product where a GIN index finds a few hundred.
    setup: `SET pg_trgm.similarity_threshold = ${SIMILARITY_THRESHOLD}; SET random_page_cost = 1.1`,
    // A database without a directory is all in memory already (the tests' clones): a pool of 16 MB
    // in place of PostgreSQL's 128 MB halves the time it takes to open (about 1 s to 0.6 s here).
    sharedBuffers: dataDir ? undefined : '16MB',
  }).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  // Drizzle's PGlite driver, given the thread's client in place of a PGlite instance: same calls,
  // same type parsing (drizzle's parsers run on this side, PGlite's in the worker).
  const drizzleOn = (timeout: number) => drizzle(thread.client(timeout) as never, { schema, casing: 'snake_case' });
  const unlimited = drizzleOn(0);
  await underStartupLock(unlimited as unknown as Db, () => migrate(unlimited, { migrationsFolder: MIGRATIONS }));
  return {
    db: drizzleOn(timeoutMs) as unknown as Db,
    kind: 'pglite',
    listen: (channel, onNotify) => thread.listen(channel, () => onNotify('')),
    withoutTimeLimit: (work) => work(unlimited as unknown as Db),
    dumpDataDir: () => thread.dump(),
    close: () => thread.close().finally(() => lock?.release()),
  };
}
