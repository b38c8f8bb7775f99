import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client';
import { listProducts } from '../server/src/services/products';
import { listBrands } from '../server/src/services/brands';
import { listCategories } from '../server/src/services/categories';
import { searchSuggestions } from '../server/src/services/search';
(async () => {
  const database = await openDatabase({ dataDir: process.env.DIR });
  const db = database.db;
  const time = async (name: string, fn: () => Promise<unknown>) => {
    const t: number[] = []; const c: number[] = [];
    for (let i = 0; i < (Number(process.env.N) || 15); i++) { const s = performance.now(); const cpu = process.cpuUsage(); await fn(); const d = process.cpuUsage(cpu); c.push((d.user + d.system) / 1000); t.push(performance.now() - s); }
    if (process.env.ALL) console.log('seq', t.map((x) => x.toFixed(0)).join(' '));
    t.sort((a, b) => a - b); c.sort((a, b) => a - b);
    if (process.env.ALL) console.log(t.slice().map((x) => x.toFixed(0)).join(' ')); console.log(name.padEnd(60), 'p50', t[Math.floor(t.length / 2)].toFixed(2), 'min', t[0].toFixed(2), 'cpu p50', c[Math.floor(c.length / 2)].toFixed(2));
  };
  for (const q of (process.env.QUERIES ?? 'samsung,telefon,a15,A 15,s,lg,samsung galaxy').split(',')) {
    await time(`products ${q}`, () => listProducts(db, 'ru', { query: q }, { limit: 5, offset: 0 }));
    await time(`brands ${q}`, () => listBrands(db, { query: q }, { limit: 5, offset: 0 }));
    await time(`categories ${q}`, () => listCategories(db, 'ru', { query: q }, { limit: 5, offset: 0 }, false));
    await time(`search ${q}`, () => searchSuggestions(db, 'ru', q, 5));
  }
  for (const q of (process.env.RAW ?? '').split(';').filter(Boolean)) await time(q.slice(0, 60), () => db.execute(sql.raw(q)));
  await database.close();
})();
