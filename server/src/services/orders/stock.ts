import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { TURN_WAIT_MS, turnWaitMs } from '../../db/turn-wait';
import { rawRows } from '../raw-sql';

export interface StockLine {
  productId: number;
  count: number;
}

const sortedLines = (lines: StockLine[]) => [...lines].sort((a, b) => a.productId - b.productId);

const valuesOf = (lines: StockLine[]) =>
  sql.join(
    lines.map((line) => sql`(${line.productId}::int, ${line.count}::int)`),
    sql`, `,
  );

/**
 * Runs `statement` as work waiting its turn for contended rows (docs/adr/017 §5). PostgreSQL counts
 * a lock wait against `statement_timeout`, so a launch's line of shoppers for one product ran into
 * the 5 s statement limit (503) while each of them held the rows a moment only. For this statement
 * the wait has its own budget, `lock_timeout` (TURN_WAIT_MS), and the statement limit is raised by
 * as much; both are put back for the rest of the transaction (unless it commits next: `last`). A connection without a limit keeps
 * none. The embedded database has no row locks (a transaction holds all of it): there the settings
 * change nothing.
 */
export async function inTurn<T>(tx: Db, statement: () => Promise<T>, last = false): Promise<T> {
  const wait = turnWaitMs() ?? TURN_WAIT_MS;
  const [was] = await rawRows<{ statement: string; lock: string }>(
    tx,
    sql`select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock,
      set_config('lock_timeout', ${`${wait}ms`}, true),
      set_config('statement_timeout',
        case when current_setting('statement_timeout') = '0' then '0'
        else (extract(epoch from current_setting('statement_timeout')::interval) * 1000 + ${wait})::bigint || 'ms' end,
        true)`,
  );
  const result = await statement();
  // The last statement before a commit leaves them: they end with the transaction, a round trip sooner.
  if (last) return result;
  await tx.execute(
    sql`select set_config('statement_timeout', ${was.statement}, true), set_config('lock_timeout', ${was.lock}, true)`,
  );
  return result;
}

/**
 * Locks the lines' products in id order (two orders sharing products cannot deadlock), then changes
 * their stock, in one statement. The lock is the one an UPDATE of stock takes itself (FOR NO KEY
 * UPDATE): it does not wait for the key-share locks that inserting an order's lines takes on its
 * products, so two quick orders that inserted their lines first do not deadlock here. A gift
 * certificate has no stock (docs/adr/031): its row is neither changed nor checked, and it counts as taken.
 */
function changeStock(lines: StockLine[], change: SQL, where: SQL) {
  return sql`
    with locked as materialized (select id from ${products} where id in (select id from (values ${valuesOf(lines)}) as l(id, count)) order by id for no key update)
    update ${products} as p set stock = case when p.gift_certificate then p.stock else ${change} end
    from (values ${valuesOf(lines)}) as v(id, count)
    where p.id = v.id and p.id in (select id from locked) and (p.gift_certificate or ${where})
    returning p.id`;
}

/**
 * Takes the lines' pieces from stock, all or none, never below zero (docs/adr/017 §5): one statement
 * locks the products' rows in id order and takes each count only where that much is left, waiting
 * its turn behind other orders of the same products. Answers the ids that were short; when any is,
 * the caller rolls its transaction back. Callers run it last, just before their commit (`last`), so
 * the rows (and the catalogue version's row its trigger moves) are held for a statement and a commit.
 */
export async function takeStock(tx: Db, lines: StockLine[], options: { last?: boolean } = {}): Promise<number[]> {
  const sorted = sortedLines(lines);
  const taken = await inTurn(
    tx,
    () => rawRows<{ id: number }>(tx, changeStock(sorted, sql`p.stock - v.count`, sql`p.stock >= v.count`)),
    options.last,
  );
  const done = new Set(taken.map((row) => Number(row.id)));
  return sorted.map((line) => line.productId).filter((id) => !done.has(id));
}

/** Puts a cancelled order's pieces back, waiting its turn as takeStock does. */
export async function returnStock(tx: Db, lines: StockLine[]): Promise<void> {
  await inTurn(tx, () => rawRows(tx, changeStock(sortedLines(lines), sql`p.stock + v.count`, sql`true`)));
}
