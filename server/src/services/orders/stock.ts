import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { rawRows } from '../raw-sql';

export interface StockLine {
  productId: number;
  count: number;
}

/**
 * Takes the lines' pieces from stock, all or none, never below zero (docs/adr/017): the products'
 * rows are locked in id order (two orders sharing products cannot deadlock), then one statement
 * takes each count only where that much is left. Answers the ids that were short; when any is, the
 * caller rolls its transaction back.
 */
export async function takeStock(tx: Db, lines: StockLine[]): Promise<number[]> {
  const sorted = [...lines].sort((a, b) => a.productId - b.productId);
  const ids = sorted.map((line) => line.productId);
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for('update');
  const values = sql.join(
    sorted.map((line) => sql`(${line.productId}::int, ${line.count}::int)`),
    sql`, `,
  );
  // One statement for all lines (the builder has no UPDATE … FROM VALUES): one catalogue change, not one per line.
  const taken = await rawRows<{ id: number }>(
    tx,
    sql`
    update ${products} as p set stock = p.stock - v.count
    from (values ${values}) as v(id, count)
    where p.id = v.id and p.stock >= v.count
    returning p.id`,
  );
  const done = new Set(taken.map((row) => Number(row.id)));
  return ids.filter((id) => !done.has(id));
}

/** Puts a cancelled order's pieces back. */
export async function returnStock(tx: Db, lines: StockLine[]): Promise<void> {
  const sorted = [...lines].sort((a, b) => a.productId - b.productId);
  await tx
    .select({ id: products.id })
    .from(products)
    .where(
      inArray(
        products.id,
        sorted.map((line) => line.productId),
      ),
    )
    .orderBy(products.id)
    .for('update');
  const values = sql.join(
    sorted.map((line) => sql`(${line.productId}::int, ${line.count}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${products} as p set stock = p.stock + v.count
    from (values ${values}) as v(id, count)
    where p.id = v.id`);
}
