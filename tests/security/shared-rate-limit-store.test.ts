/**
 * docs/adr/009: with the database store, API processes on one PostgreSQL count a client together,
 * so running more processes does not multiply anyone's allowance. Two apps with their own
 * connection pools stand for two processes (on PGlite, one process, they share the one database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig, type Config } from '../../server/src/config';
import { openDatabase, type Database } from '../../server/src/db/client';
import { rateLimitHits } from '../../server/src/db/schema';
import { countHit, DatabaseCounter, deleteEndedWindows, leaseSize } from '../../server/src/services/rate-limit-store';
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
  // Each app holds connections of its own (LISTEN): closed after each case, the pools never run out.
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  afterAll(async () => {
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

  it('take hits in leases when far from the limit, and still never allow more than it in all', async () => {
    // 600 a minute (the default): each process takes up to an eighth of what is left at once.
    const [a, b] = await twoApps({ rateLimitStore: 'database', rateLimitMax: 600 });
    let passed = 0;
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 === 0 ? a : b).inject({ url: '/client/v4/footers', remoteAddress: '198.51.100.23' }),
        ),
      );
      passed += answers.filter((answer) => answer.statusCode !== 429).length;
    }
    // 800 asked: at most 600 pass; a lease the other process has not used yet may refuse a few early.
    expect(passed).toBeLessThanOrEqual(600);
    expect(passed).toBeGreaterThanOrEqual(600 - 2 * 8);
    const [row] = await test.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'api 198.51.100.23'));
    expect(row.hits).toBeGreaterThanOrEqual(600);
  });

  it('size leases by what is left: one at first and near the limit', () => {
    expect(leaseSize(600, undefined)).toBe(1);
    expect(leaseSize(600, 1)).toBe(74);
    expect(leaseSize(100_000, 0)).toBe(256);
    expect(leaseSize(10, 1)).toBe(1);
    expect(leaseSize(600, 598)).toBe(1);
    expect(leaseSize(600, 700)).toBe(1);
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
    const counter = new DatabaseCounter(broken.database.db, (error) => errors.push(error));
    const verdicts: boolean[] = [];
    for (let i = 0; i < 3; i++) verdicts.push((await counter.hit('api 198.51.100.40', 2, 60_000)).allowed);
    expect(verdicts).toEqual([true, true, false]);
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
