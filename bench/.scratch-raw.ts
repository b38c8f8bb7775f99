import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client';
(async () => {
  const database = await openDatabase({ dataDir: process.env.DIR });
  const db = database.db;
  for (const q of (process.env.RAW ?? '').split(';').filter(Boolean)) {
    for (let i = 0; i < 30; i++) await db.execute(sql.raw(q));
    const t: number[] = [];
    for (let i = 0; i < 30; i++) { const s = performance.now(); await db.execute(sql.raw(q)); t.push(performance.now() - s); }
    t.sort((a, b) => a - b);
    console.log(q.slice(0, 150).padEnd(150), 'p50', t[15].toFixed(2), 'min', t[0].toFixed(2));
  }
  await database.close();
})();
