import { sql } from 'drizzle-orm';
import { openDatabase } from './src/db/client';
import { rawRows } from './src/services/raw-sql';
const mb = () => Math.round(process.memoryUsage().rss / 1e6);
async function main() {
  const database = await openDatabase({ queryTimeoutMs: 1000, dataDir: process.argv[2] });
  await database.db.execute(sql`create table if not exists keep (v int)`);
  await database.db.execute(sql`insert into keep values (42)`);
  console.log('rss start', mb());
  let t = Date.now();
  const big = rawRows(database.db, sql`select length(string_agg(repeat('x', 1000), '')) as n, pg_sleep(1.5) from generate_series(1, 300000)`)
    .then((r) => ['ok', r, Date.now() - t], (e) => [e.cause?.code, Date.now() - t]);
  const ticks: number[] = [];
  const iv = setInterval(() => ticks.push(Date.now()), 10);
  console.log(await big, 'rss', mb());
  for (let i = 0; i < 30; i++) {
    await new Promise((r) => setTimeout(r, 500));
    try { const r = await rawRows(database.db, sql`select v from keep`); console.log(i, 'rss', mb(), r, Date.now() - t); } catch (e) { console.log(i, 'err', (e as any).cause?.code, mb()); }
    if (mb() < 400 && i > 4) break;
  }
  clearInterval(iv);
  let gap = 0; for (let i = 1; i < ticks.length; i++) gap = Math.max(gap, ticks[i] - ticks[i - 1]);
  console.log('max event loop gap', gap);
  await database.close();
}
main();
