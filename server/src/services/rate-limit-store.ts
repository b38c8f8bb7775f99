import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

/** The count of a client's window after a hit, and the milliseconds until the window ends. */
export type Counted = { current: number; ttl: number };
/** Whether one request more is allowed, and the milliseconds until the window ends. */
export type Verdict = { allowed: boolean; ttl: number };

/** Counts requests per key in fixed windows; answers at once when it can (the usual case). */
export interface HitCounter {
  hit(key: string, max: number, windowMs: number): Verdict | Promise<Verdict>;
  /** Forgets ended windows (called now and then). */
  sweep(): Promise<void>;
}

/** Milliseconds until a counter's window ends, as the database's clock sees it. */
const ttlMs = sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.windowEnds} - now()) * 1000))::integer`;

/**
 * `hits` requests more for `key`: a new window of `windowMs` when there is none or it has ended, else
 * `hits` more in the current one. One statement, so two processes counting the same client at the
 * same moment both land (the row lock of ON CONFLICT orders them).
 */
export async function countHit(db: Db, key: string, windowMs: number, hits = 1): Promise<Counted> {
  const ended = sql`${rateLimitHits.windowEnds} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits, windowEnds: sql`now() + ${windowMs}::integer * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then excluded.hits else least(${rateLimitHits.hits}::bigint + excluded.hits, 2147483647)::integer end`,
        windowEnds: sql`case when ${ended} then excluded.window_ends else ${rateLimitHits.windowEnds} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, ttl: ttlMs });
  return { current: row.hits, ttl: row.ttl };
}

/** The counts of `keys` whose window still runs, without counting a hit. */
export async function currentHits(db: Db, keys: string[]): Promise<Map<string, Counted>> {
  const rows = await db
    .select({ key: rateLimitHits.key, hits: rateLimitHits.hits, ttl: ttlMs })
    .from(rateLimitHits)
    .where(and(inArray(rateLimitHits.key, keys), gt(rateLimitHits.windowEnds, sql`now()`)));
  return new Map(rows.map((row) => [row.key, { current: row.hits, ttl: row.ttl }]));
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
 * Counts in this process: the store of one process (PGlite, or RATE_LIMIT_STORE=memory), and the
 * database store's stand-in while the database does not answer, so that an outage neither lifts the
 * limits nor turns every request into a 500. Synchronous: a hit is a map lookup.
 */
export class MemoryCounter implements HitCounter {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();

  count(key: string, windowMs: number, now = Date.now()): Counted {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.hits++;
    return { current: window.hits, ttl: window.endsAt - now };
  }

  hit(key: string, max: number, windowMs: number): Verdict {
    const { current, ttl } = this.count(key, windowMs);
    return { allowed: current <= max, ttl };
  }

  async sweep() {
    const now = Date.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/** Hits a process may take from the shared count at once: a share of what is left, one near the limit. */
export function leaseSize(max: number, counted: number | undefined): number {
  if (counted === undefined) return 1;
  return Math.max(1, Math.min(256, Math.floor((max - counted) / 8)));
}

/** What this process holds of a client's shared window. */
interface Lease {
  /** hits taken from the shared count and not used yet */
  tokens: number;
  endsAt: number;
  /** the shared count when this process last asked */
  counted: number;
  /** the statement taking more, while it runs: later requests of the key wait for it */
  pending?: Promise<void>;
}

/**
 * The counter every API process on one PostgreSQL shares (docs/adr/009). A process takes hits from
 * the client's row in leases: one at first and near the limit, up to an eighth of what is left when
 * far from it, so a busy client costs one statement per lease instead of one per request. The rows
 * count every hit handed out, so all processes together never allow more than the limit in a
 * window; a lease another process has not used yet can refuse a request a little early. Once the
 * shared count is past the limit, the process refuses the key without asking until the window ends.
 */
export class DatabaseCounter implements HitCounter {
  private readonly leases = new Map<string, Lease>();
  private readonly fallback = new MemoryCounter();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  hit(key: string, max: number, windowMs: number): Verdict | Promise<Verdict> {
    const now = Date.now();
    const lease = this.leases.get(key);
    if (lease && lease.endsAt > now) {
      if (lease.tokens > 0) {
        lease.tokens--;
        return { allowed: true, ttl: lease.endsAt - now };
      }
      if (lease.pending) return lease.pending.then(() => this.hit(key, max, windowMs));
      if (lease.counted >= max) return { allowed: false, ttl: lease.endsAt - now };
    }
    return this.take(key, max, windowMs, lease && lease.endsAt > now ? lease.counted : undefined);
  }

  private take(key: string, max: number, windowMs: number, counted: number | undefined): Promise<Verdict> {
    const want = leaseSize(max, counted);
    const lease: Lease = { tokens: 0, endsAt: Number.POSITIVE_INFINITY, counted: counted ?? 0 };
    let verdict: Verdict = { allowed: false, ttl: 0 };
    lease.pending = countHit(this.db, key, windowMs, want).then(
      ({ current, ttl }) => {
        // The row counted `current - want` hits before these; of these, those within the limit are ours.
        const granted = Math.max(0, Math.min(want, max - (current - want)));
        Object.assign(lease, { tokens: granted, endsAt: Date.now() + ttl, counted: current, pending: undefined });
        verdict = { allowed: granted > 0, ttl };
        if (granted > 0) lease.tokens--;
      },
      (error: unknown) => {
        this.onError(error);
        this.leases.delete(key);
        verdict = this.fallback.hit(key, max, windowMs);
      },
    );
    this.leases.set(key, lease);
    return lease.pending.then(() => verdict);
  }

  async sweep() {
    const now = Date.now();
    for (const [key, lease] of this.leases) if (lease.endsAt <= now) this.leases.delete(key);
    await this.fallback.sweep();
    await deleteEndedWindows(this.db);
  }
}
