/**
 * docs/adr/009: with the database store, API processes on one PostgreSQL count a client together,
 * so running more processes does not multiply anyone's allowance. Two apps with their own
 * connection pools stand for two processes (on PGlite, one process, they share the one database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig, type Config } from '../../server/src/config';
import { openDatabase, type Database } from '../../server/src/db/client';
import { rateLimitHits } from '../../server/src/db/schema';
import { countHit, databaseRateLimitStore, deleteEndedWindows } from '../../server/src/services/rate-limit-store';
import { DATABASE_KIND, freshDatabase, startTestApp, type TestDatabase } from '../../server/test/helpers';

const MAX = 10;

describe('two API processes on one database', () => {
  let test: TestDatabase;
  let second: Database;
  const apps: FastifyInstance[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-test-'));

  beforeAll(async () => {
    test = await freshDatabase();
    second = test.url ? await openDatabase({ databaseUrl: test.url }) : test.database;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    if (second !== test.database) await second.close();
    await test.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function twoApps(config: Partial<Config>): Promise<[FastifyInstance, FastifyInstance]> {
    const settings: Config = { ...loadConfig({}), dataDir, rateLimitMax: MAX, ...config };
    const made = [
      await buildApp({ database: test.database, config: settings }),
      await buildApp({ database: second, config: settings }),
    ] as [FastifyInstance, FastifyInstance];
    apps.push(...made);
    return made;
  }

  it('share one limit with the database store: 10 a minute in all, not 10 each', async () => {
    const [a, b] = await twoApps({ rateLimitStore: 'database' });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const app = i % 2 === 0 ? a : b;
      statuses.push((await app.inject({ url: '/health', remoteAddress: '198.51.100.20' })).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX);
    expect(statuses.slice(MAX).every((status) => status === 429)).toBe(true);
    // Both answer 429 now, whichever the client reaches.
    expect((await a.inject({ url: '/health', remoteAddress: '198.51.100.20' })).statusCode).toBe(429);
    expect((await b.inject({ url: '/health', remoteAddress: '198.51.100.20' })).statusCode).toBe(429);
  });

  it('count requests that arrive at the same moment exactly (one statement per hit)', async () => {
    const [a, b] = await twoApps({ rateLimitStore: 'database' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 === 0 ? a : b).inject({ url: '/client/v4/footers', remoteAddress: '198.51.100.21' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode !== 429)).toHaveLength(MAX);
  });

  it('count each on its own with the memory store (so PostgreSQL takes the database store by default)', async () => {
    const [a, b] = await twoApps({ rateLimitStore: 'memory' });
    let passed = 0;
    for (let i = 0; i < 30; i++) {
      const app = i % 2 === 0 ? a : b;
      if ((await app.inject({ url: '/health', remoteAddress: '198.51.100.22' })).statusCode === 200) passed++;
    }
    expect(passed).toBe(2 * MAX);
  });
});

describe('the database store', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await freshDatabase();
  });
  afterAll(() => test.drop());

  it('starts a new window when the last one has ended, and drops ended windows', async () => {
    const { db } = test.database;
    expect(await countHit(db, 'api 198.51.100.30', 60_000)).toMatchObject({ current: 1 });
    const again = await countHit(db, 'api 198.51.100.30', 60_000);
    expect(again.current).toBe(2);
    expect(again.ttl).toBeGreaterThan(50_000);
    expect(again.ttl).toBeLessThanOrEqual(60_000);
    await countHit(db, 'api 198.51.100.31', 1);
    await countHit(db, 'api 198.51.100.32', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await countHit(db, 'api 198.51.100.31', 60_000)).toMatchObject({ current: 1 });
    expect(await deleteEndedWindows(db)).toBe(1);
    const keys = (await db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key).sort();
    expect(keys).toEqual(['api 198.51.100.30', 'api 198.51.100.31']);
  });

  it('counts in the process while the database does not answer: limits hold, no 500', async () => {
    const broken = await freshDatabase();
    await broken.drop();
    const errors: unknown[] = [];
    const Store = databaseRateLimitStore(broken.database.db, (error) => errors.push(error));
    const store = new Store({});
    const counts: number[] = [];
    for (let i = 0; i < 3; i++) {
      counts.push(
        await new Promise<number>((resolve, reject) =>
          store.incr(
            'api 198.51.100.40',
            (error, result) => (error ? reject(error) : resolve(result!.current)),
            60_000,
            2,
          ),
        ),
      );
    }
    expect(counts).toEqual([1, 2, 3]);
    expect(errors).toHaveLength(3);
  });

  it('is the default on PostgreSQL, the memory store on PGlite', async () => {
    const t = await startTestApp({ catalogue: null });
    try {
      await t.app.inject({ url: '/health', remoteAddress: '198.51.100.50' });
      const rows = await t.database.db.select().from(rateLimitHits);
      expect(rows.map((row) => row.key)).toEqual(DATABASE_KIND === 'postgres' ? ['api 198.51.100.50'] : []);
    } finally {
      await t.close();
    }
  });
});
