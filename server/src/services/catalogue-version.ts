import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from './rows';

/** Moves on with every change to the catalogue tables (migration 0003's triggers). */
export async function catalogueVersion(db: Db): Promise<number> {
  const [row] = await rowsOf<{ version: string | number }>(db, sql`select version from catalogue_state where id = 1`);
  return Number(row?.version ?? 0);
}
