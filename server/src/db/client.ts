import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** calls back on every NOTIFY of `channel`; answers the unsubscribe function */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
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
 * URL is given, otherwise embedded PGlite (with pg_trgm) in `dataDir`, or in memory without one.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: `-c pg_trgm.similarity_threshold=${SIMILARITY_THRESHOLD}`,
    });
    // A connection the server ends (restart, failover, a dropped test database) must not crash the
    // process: the pool replaces idle clients, and queries on a dead one fail and are answered 500.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzle(pool, { schema, casing: 'snake_case' });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const listen = async (channel: string, onNotify: () => void) => {
      // LISTEN needs its own session; a pooled connection would lose it.
      const client = await pool.connect();
      // When this session dies, notifications stop; the response cache also polls the catalogue
      // version (services/response-cache.ts), so answers still refresh within seconds.
      client.on('error', (error) => console.warn(`LISTEN ${channel} connection lost: ${error.message}`));
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      await client.query(`LISTEN ${channel}`);
      return async () => {
        await client.query(`UNLISTEN ${channel}`).catch(() => undefined);
        client.release();
      };
    };
    return { db: db as unknown as Db, kind: 'postgres', listen, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = join(options.dataDir, 'pgdata');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  // The whole database is in memory: a random page costs what a sequential one does. The default
  // (4) makes the planner scan every product where a GIN index finds a few hundred.
  await client.exec(`SET pg_trgm.similarity_threshold = ${SIMILARITY_THRESHOLD}; SET random_page_cost = 1.1`);
  const db = drizzle(client, { schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  const listen = async (channel: string, onNotify: () => void) => {
    const unlisten = await client.listen(channel, onNotify);
    return async () => {
      if (!client.closed) await unlisten();
    };
  };
  return { db: db as unknown as Db, kind: 'pglite', listen, close: () => client.close() };
}
