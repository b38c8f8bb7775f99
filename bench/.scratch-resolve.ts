import { sql } from 'drizzle-orm';
import { startTestApp } from '../server/test/helpers';
import { resolveSearch } from '../server/src/services/search-vocabulary';
(async () => {
  const t = await startTestApp();
  for (const q of process.argv.slice(2)) console.log(q, await resolveSearch(t.database.db, q));
  const r: any = await t.database.db.execute(sql`select word, word_similarity('daison', word) from search_vocabulary where word like 'di%' or word like 'ifo%' or word like 'kan%'`);
  console.log(r.rows);
  const s: any = await t.database.db.execute(sql`show pg_trgm.word_similarity_threshold`);
  console.log(s.rows);
  await t.close();
})();
