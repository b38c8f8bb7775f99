import { lt } from 'drizzle-orm';
import { importCatalogue, type ImportSummary } from '../catalogue/import';
import type { Db } from '../db/client';
import { groups } from '../db/schema';
import { productCount } from '../services/health';
import { endOfWeek, generateCatalogue } from './generate';

/** Fills an empty database with the sample catalogue; a database with products is left as it is. */
export async function seedIfEmpty(db: Db, products: number, now = new Date()): Promise<ImportSummary | null> {
  if ((await productCount(db)) > 0) return null;
  const result = await importCatalogue(db, generateCatalogue({ products, now, giftCertificates: true }));
  if (!result.ok) {
    throw new Error(
      `the sample catalogue is invalid: ${result.problems
        .slice(0, 5)
        .map((p) => `${p.at}: ${p.reason}`)
        .join('; ')}`,
    );
  }
  return result.summary;
}

/** Weekly discounts start again every Monday: an ended week moves on to the end of this week. */
export async function renewWeeklyDiscounts(db: Db, now = new Date()): Promise<void> {
  // Only write when a week has ended: every write moves the catalogue version (and so the build).
  const ended = await db.select({ code: groups.code }).from(groups).where(lt(groups.endsAt, now));
  if (ended.length)
    await db
      .update(groups)
      .set({ endsAt: endOfWeek(now) })
      .where(lt(groups.endsAt, now));
}
