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

/** Both versions: every change's, and the last change built pages show (migration 0018). */
export async function catalogueVersions(db: Db): Promise<{ version: number; content: number }> {
  const [row] = await db
    .select({ version: catalogueState.version, content: catalogueState.contentVersion })
    .from(catalogueState)
    .where(eq(catalogueState.id, 1));
  return { version: row?.version ?? 0, content: row?.content ?? 0 };
}
