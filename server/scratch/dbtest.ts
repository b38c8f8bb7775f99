import { openDatabase } from '../src/db/client';
import { sql } from 'drizzle-orm';
(async () => {
  const d = await openDatabase({});
  const r = await d.db.execute(sql`select similarity('samsung','samsun') as s, count(*) from categories`);
  console.log(r.rows);
  await d.close();
})();
