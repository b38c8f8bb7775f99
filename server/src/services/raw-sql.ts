import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Runs a hand-written query and returns its rows as `T`, on PGlite and node-postgres alike. Only for
 * what the query builder cannot say plainly (search ranking, category paths, filtered aggregates);
 * each caller says why. Values are the driver's: integers (and `count(*)::int`) arrive as numbers on
 * both drivers, but numeric as a string, so money columns are read through the builder (db/schema
 * `money`) instead.
 */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
