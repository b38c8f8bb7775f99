import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/**
 * One request more for `key`: a new window of `windowMs` when there is none or it has ended, else
 * one hit more in the current one. One statement, so two processes counting the same client at the
 * same moment both land (the row lock of ON CONFLICT orders them).
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Counted> {
  const ended = sql`${rateLimitHits.windowEnds} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, windowEnds: sql`now() + ${windowMs}::integer * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then 1 else least(${rateLimitHits.hits}, 2147483646) + 1 end`,
        windowEnds: sql`case when ${ended} then excluded.window_ends else ${rateLimitHits.windowEnds} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.windowEnds} - now()) * 1000))::integer`,
    });
  return { current: row.hits, ttl: row.ttl };
}

/** Drops the counters whose window has ended (every process does it now and then; it is idempotent). */
export async function deleteEndedWindows(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowEnds, sql`now()`))
    .returning({ key: rateLimitHits.key });
  return deleted.length;
}

/**
 * Counts in this process while the database does not answer, so that an outage neither lifts the
 * limits nor turns every request into a 500. Ended windows are dropped as the map grows.
 */
class MemoryCounts {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();

  hit(key: string, windowMs: number): Counted {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= 10_000) this.dropEnded(now);
      window = { hits: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.hits++;
    return { current: window.hits, ttl: window.endsAt - now };
  }

  private dropEnded(now: number) {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/**
 * @fastify/rate-limit's custom store on the database: the counters of every API process on one
 * PostgreSQL are the same rows, so several processes limit a client as one (docs/adr/009). Keys name
 * their family (edge/rate-limits.ts), so every family's limiter shares this one table.
 */
export function databaseRateLimitStore(db: Db, onError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  const fallback = new MemoryCounts();
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, done: Done, timeWindow: number) {
      countHit(db, key, timeWindow).then(
        (counted) => done(null, counted),
        (error: unknown) => {
          onError(error);
          done(null, fallback.hit(key, timeWindow));
        },
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}
