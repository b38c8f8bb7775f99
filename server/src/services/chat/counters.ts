import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatCounters } from '../../db/schema';

/**
 * One hit more for `key` in its window of `windowMs` (a new window when it has ended); answers the
 * hits so far and the seconds until the window ends. One statement: two processes counting the
 * same ticket at once both land (ON CONFLICT's row lock orders them). The clock is the API's, so
 * tests move it.
 */
export async function countChatHit(db: Db, key: string, windowMs: number, now: Date) {
  const ends = new Date(now.getTime() + windowMs);
  const ended = sql`${chatCounters.windowEnds} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(chatCounters)
    .values({ key, hits: 1, windowEnds: ends })
    .onConflictDoUpdate({
      target: chatCounters.key,
      set: {
        hits: sql`case when ${ended} then 1 else least(${chatCounters.hits}, 2147483646) + 1 end`,
        windowEnds: sql`case when ${ended} then excluded.window_ends else ${chatCounters.windowEnds} end`,
      },
    })
    .returning({ hits: chatCounters.hits, windowEnds: chatCounters.windowEnds });
  return {
    hits: row.hits,
    retryAfterSeconds: Math.max(1, Math.ceil((row.windowEnds.getTime() - now.getTime()) / 1000)),
  };
}

/** Drops ended windows (any process, now and then). */
export async function dropEndedChatCounters(db: Db, now: Date): Promise<void> {
  await db.delete(chatCounters).where(lt(chatCounters.windowEnds, now));
}
