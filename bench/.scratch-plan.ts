import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase } from '../server/src/db/client';
import { listProducts } from '../server/src/services/products';
(async () => {
  const database = await openDatabase({ dataDir: process.env.DIR });
  const db = database.db as any;
  const dialect = new PgDialect();
  const original = db.execute.bind(db);
  const seen: SQL[] = [];
  db.execute = (q: SQL) => { seen.push(q); return original(q); };
  await listProducts(db, 'ru', { query: process.env.Q ?? 'samsung' }, { limit: 5, offset: 0 });
  db.execute = original;
  for (const q of seen) {
    const { sql: text, params } = dialect.sqlToQuery(q);
    const inlined = text.replace(/\$(\d+)/g, (_, n) => { const v = params[Number(n) - 1]; return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`; });
    console.log(inlined.replace(/\s+/g, ' ').slice(0, 1500));
    const t0 = performance.now(); for (let i = 0; i < 10; i++) await original(sql.raw(inlined)); console.log('avg ms', ((performance.now() - t0) / 10).toFixed(2)); const r: any = await original(sql.raw('explain ' + inlined));
    for (const row of r.rows) console.log(Object.values(row)[0]);
  }
  await database.close();
})();
