import { openDatabase } from '../server/src/db/client';
import { seedIfEmpty } from '../server/src/catalogue/seed';
(async () => {
  const database = await openDatabase({ dataDir: process.env.DIR });
  const s = performance.now();
  console.log(await seedIfEmpty(database.db, Number(process.env.N)), ((performance.now() - s) / 1000).toFixed(1), 's');
  await database.close();
})();
