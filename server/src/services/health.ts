import { count } from 'drizzle-orm';
import type { ReadinessWire } from '../contract/service';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { catalogueVersions } from './catalogue-version';

export async function productCount(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(products);
  return row.count;
}

/** The database answers: how many products it holds and at which catalogue version. */
export async function readiness(db: Db): Promise<ReadinessWire> {
  const [products, versions] = await Promise.all([productCount(db), catalogueVersions(db)]);
  return { status: 'ok', products, catalogueVersion: versions.version, contentVersion: versions.content };
}
