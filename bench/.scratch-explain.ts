import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client';
(async () => {
  const database = await openDatabase({ dataDir: process.env.DIR });
  const run = async (q: string) => {
    const s = performance.now();
    const r: any = await database.db.execute(sql.raw(q));
    console.log('--', (performance.now() - s).toFixed(2), 'ms', q.slice(0, 100));
    for (const row of r.rows.slice(0, 40)) console.log(Object.values(row).join(' | '));
  };
  for (const q of process.argv.slice(2)) await run(q);
  await database.close();
})();
