import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { waitingTurn } from '../../db/turn-wait';

/** An answer as the route sends it: status, JSON body, and headers worth repeating (Retry-After). */
export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /**
   * Keep the work and store the answer under the key (successes, and refusals whose own writes must
   * stand, such as a wrong code's count); false: roll everything back and store nothing, so the same
   * key may try again (Stripe: a request refused before it did anything is not saved).
   */
  keep: boolean;
  /**
   * Work on contended rows (taking stock), run after the answer is stored, as the transaction's last
   * statements: their locks are then held for that work and the commit only. An answer it gives
   * replaces this one, and everything rolls back.
   */
  lastly?: (tx: Db) => Promise<Answer | undefined>;
}

export interface IdempotentRequest {
  /** the call and its caller, so one caller's key never answers another's request */
  scope: string;
  key: string;
  body: unknown;
  now: Date;
}

/** How long a key answers its replays: Stripe keeps them 24 hours. */
export const KEY_LIFETIME_MS = 24 * 3600_000;

/** A JSON value with its object keys sorted: bodies that differ only in key order are the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export const fingerprintOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex');

class RolledBack extends Error {
  constructor(readonly answer: Answer) {
    super('rolled back');
  }
}

/**
 * Runs `work` once per key (docs/adr/017). The key's row is inserted first, in the transaction that
 * does the work, and holds the answer when it commits:
 * - a second request with the key while the first runs waits on the row's unique index (PostgreSQL)
 *   or behind the first's transaction (PGlite), then finds the committed answer and replays it;
 * - if the first rolls back or its process dies, the row goes with its work, and the retry runs anew;
 * - the same key with another body (or another caller's key) answers 422 `reused`.
 */
export async function runOnce(
  db: Db,
  request: IdempotentRequest,
  work: (tx: Db) => Promise<Answer>,
): Promise<{ answer: Answer; replayed: boolean } | { reused: true }> {
  const fingerprint = fingerprintOf(request.body);
  try {
    // Many shoppers at once for one product wait their turn, however long the line (db/turn-wait.ts).
    return await waitingTurn(() =>
      db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(idempotencyKeys)
          .values({
            scope: request.scope,
            key: request.key,
            fingerprint,
            status: 0,
            body: {},
            createdAt: request.now,
          })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (!inserted) {
          const [row] = await tx
            .select()
            .from(idempotencyKeys)
            .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
          if (!row || row.fingerprint !== fingerprint) return { reused: true as const };
          return { answer: { status: row.status, body: row.body, keep: true }, replayed: true };
        }
        const answer = await work(tx);
        if (!answer.keep) throw new RolledBack(answer);
        await tx
          .update(idempotencyKeys)
          .set({ status: answer.status, body: answer.body as object })
          .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
        const instead = await answer.lastly?.(tx);
        if (instead) throw new RolledBack(instead);
        return { answer, replayed: false };
      }),
    );
  } catch (error) {
    if (error instanceof RolledBack) return { answer: error.answer, replayed: false };
    throw error;
  }
}

/** Forgets keys past their lifetime (run now and then by the orders routes). */
export async function forgetOldKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_LIFETIME_MS)));
}
