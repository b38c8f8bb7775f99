import type { Db } from '../db/client';
import type { SQL } from 'drizzle-orm';

/** Runs a query and returns its rows with one type, on PGlite and node-postgres alike. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const imagePath = (key: string | null | undefined): string | null => (key ? `/images/${key}` : null);
