/**
 * The type of the API's database handle, on its own so that the modules client.ts starts the
 * database with (startup-lock.ts) can name it without importing client.ts back.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
