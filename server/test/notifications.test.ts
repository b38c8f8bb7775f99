/**
 * NOTIFY for every subscriber over one session of its own (db/notifications.ts): the query pool
 * stays whole however many parts of the API listen, two subscribers of one channel both hear it,
 * and a session the server ends is opened again with its channels. PostgreSQL only (on PGlite
 * notifications stay in its thread): runs in the PostgreSQL pass (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { eventually, freshDatabase, type TestDatabase } from './helpers';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('notifications on PostgreSQL', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await freshDatabase();
  });
  afterAll(() => test?.drop());

  const notify = (channel: string, payload: string) =>
    test.database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

  it('keeps the pool for queries: eight channels listened to, then ten statements at once', async () => {
    const heard: string[] = [];
    const stops = await Promise.all(
      Array.from({ length: 8 }, (_, i) => test.database.listen(`channel_${i}`, (payload) => heard.push(payload))),
    );
    // ten slow statements at once fill the pool of ten; with a LISTEN per pooled connection they waited
    const started = Date.now();
    await Promise.all(Array.from({ length: 10 }, () => test.database.db.execute(sql`select pg_sleep(0.2)`)));
    expect(Date.now() - started).toBeLessThan(5000);
    const [{ sessions }] = (
      await test.database.db.execute<{ sessions: number }>(
        sql`select count(*)::int as sessions from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
      )
    ).rows;
    expect(sessions).toBe(1);
    await notify('channel_3', 'three');
    expect(
      await eventually(
        async () => heard,
        (list) => list.includes('three'),
      ),
    ).toEqual(['three']);
    for (const stop of stops) await stop();
  });

  it('tells every subscriber of a channel, and stops telling one that unsubscribed', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await test.database.listen('shared_channel', (payload) => first.push(payload));
    const stopSecond = await test.database.listen('shared_channel', (payload) => second.push(payload));
    await notify('shared_channel', 'a');
    expect(
      await eventually(
        async () => [first, second],
        ([a, b]) => a.includes('a') && b.includes('a'),
      ),
    ).toEqual([['a'], ['a']]);
    await stopFirst();
    await notify('shared_channel', 'b');
    expect(
      await eventually(
        async () => second,
        (list) => list.includes('b'),
      ),
    ).toEqual(['a', 'b']);
    expect(first).toEqual(['a']);
    await stopSecond();
  });

  it('listens again after the server ends its session', async () => {
    const heard: string[] = [];
    const stop = await test.database.listen('survivor_channel', (payload) => heard.push(payload));
    await test.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`,
    );
    // the session comes back within about a second; notifications sent before it are lost
    const after = await eventually(
      async () => {
        await notify('survivor_channel', 'again');
        return heard;
      },
      (list) => list.includes('again'),
    );
    expect(after).toContain('again');
    await stop();
  });
});
