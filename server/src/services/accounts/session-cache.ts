import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UserRow } from './sessions';

export interface LiveSession {
  sessionId: number;
  user: UserRow;
  expiresAt: Date;
}

/** The channel on which API processes tell each other that a session or a user changed. */
export const ACCOUNTS_CHANGED = 'accounts_changed';

/**
 * Live sessions recently found, per process, so the session check (every page load of a signed-in
 * shopper) costs no query (docs/adr/015). Any sign-out, password change or profile change empties
 * the cache of every process at once (NOTIFY accounts_changed); entries also die after `ttlMs`, in
 * case a notice is lost, and never outlive their session.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: LiveSession; until: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 50_000,
  ) {}

  get(key: string, now: Date): LiveSession | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now.getTime() || entry.session.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.session;
  }

  set(key: string, session: LiveSession, now: Date): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { session, until: now.getTime() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Empties this process's cache now and every other process's on the notice. */
export async function accountsChanged(db: Db, cache: SessionCache): Promise<void> {
  cache.clear();
  await db.execute(sql`select pg_notify(${ACCOUNTS_CHANGED}, '')`);
}
