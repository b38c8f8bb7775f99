import { openDatabase } from '../server/src/db/client';
import { listProducts } from '../server/src/services/products';
import { PgDialect } from 'drizzle-orm/pg-core';
(async () => {
  const database = await openDatabase({ dataDir: process.env.DIR });
  const db = database.db as any;
  const original = db.execute.bind(db);
  const dialect = new PgDialect();
  let log: string[] | null = null;
  db.execute = async (q: any) => { const s = performance.now(); const r = await original(q); if (log) log.push(`${(performance.now() - s).toFixed(1)}ms ${dialect.sqlToQuery(q).sql.replace(/\s+/g, ' ').slice(0, 60)}`); return r; };
  const q = process.env.Q ?? 'samsung';
  for (let i = 0; i < 40; i++) await listProducts(db, 'ru', { query: q }, { limit: 5, offset: 0 });
  for (let i = 0; i < 3; i++) {
    log = [];
    const s = performance.now();
    await listProducts(db, 'ru', { query: q }, { limit: 5, offset: 0 });
    console.log('total', (performance.now() - s).toFixed(1), log.join(' | '));
  }
  await database.close();
})();
