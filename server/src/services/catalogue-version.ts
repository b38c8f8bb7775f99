import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogueState } from '../db/schema';

/** Moves on with every change to the catalogue tables (migration 0003's triggers). */
export async function catalogueVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: catalogueState.version })
    .from(catalogueState)
    .where(eq(catalogueState.id, 1));
  return row?.version ?? 0;
}
