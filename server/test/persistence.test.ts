import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { seedIfEmpty } from '../src/sample/seed';
import { rawRows } from '../src/services/raw-sql';
import { freshDatabase, TEST_NOW } from './helpers';

describe('data kept across a restart', () => {
  it('keeps the catalogue and does not seed a database that has products', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-persist-'));
    const name = `persist_${process.pid}_${Date.now()}`;
    try {
      const first = await freshDatabase({ dataDir, name });
      const seeded = await seedIfEmpty(first.database.db, 40, TEST_NOW);
      // the 40 sample products and the three gift certificates the seed adds (docs/adr/031)
      expect(seeded?.products).toBe(43);
      await first.database.db.execute(sql`update products set price = 1234.5 where id = 1`);
      await first.database.close();

      const second = await freshDatabase({ dataDir, name });
      expect(await seedIfEmpty(second.database.db, 40, TEST_NOW)).toBeNull();
      const [row] = await rawRows<{ count: number; price: string }>(
        second.database.db,
        sql`select (select count(*)::int from products) as count, (select price from products where id = 1) as price`,
      );
      expect(Number(row.count)).toBe(43);
      expect(Number(row.price)).toBe(1234.5);
      await second.drop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
