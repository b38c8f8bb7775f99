import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authEvents, identifierBlocks } from '../../db/schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** docs/adr/015: why these numbers bound a code guesser to 0.1% a day. */
export const LIMITS = {
  codeLifetimeMs: 5 * MINUTE,
  triesPerCode: 3,
  resendAfterMs: MINUTE,
  sendsPerIdentifier: { max: 5, windowMs: HOUR },
  sendsPerAddress: { max: 20, windowMs: HOUR },
  wrongCodes: { max: 10, windowMs: DAY },
  blockMs: DAY,
  wrongPasswords: { max: 10, windowMs: HOUR },
  photoChanges: { max: 10, windowMs: HOUR },
} as const;

export type EventKind = (typeof authEvents.$inferInsert)['kind'];

/**
 * Serialises the limit checks of one subject (an identifier) across connections and processes:
 * a transaction-scoped advisory lock, so "count, then act" cannot be raced past a limit.
 */
export async function lockSubject(db: Db, subject: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`auth:${subject}`}))`);
}

export async function countSince(db: Db, kind: EventKind, subject: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authEvents)
    .where(and(eq(authEvents.kind, kind), eq(authEvents.subject, subject), gt(authEvents.at, since)));
  return row?.n ?? 0;
}

/** The newest (or, with `oldest`, the oldest since `since`) event of a subject. */
export async function eventAt(
  db: Db,
  kind: EventKind,
  subject: string,
  options: { oldestSince?: Date } = {},
): Promise<Date | null> {
  const where = [eq(authEvents.kind, kind), eq(authEvents.subject, subject)];
  if (options.oldestSince) where.push(gt(authEvents.at, options.oldestSince));
  const [row] = await db
    .select({ at: authEvents.at })
    .from(authEvents)
    .where(and(...where))
    .orderBy(options.oldestSince ? asc(authEvents.at) : desc(authEvents.at))
    .limit(1);
  return row?.at ?? null;
}

/** Records an event, and forgets this subject's events older than any window. */
export async function recordEvent(db: Db, kind: EventKind, subject: string, at: Date): Promise<void> {
  await db.insert(authEvents).values({ kind, subject, at });
  await db
    .delete(authEvents)
    .where(
      and(eq(authEvents.kind, kind), eq(authEvents.subject, subject), lt(authEvents.at, new Date(at.getTime() - DAY))),
    );
}

/** When the identifier's block ends, or null when it is not blocked at `now`. */
export async function blockedUntil(db: Db, identifier: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ until: identifierBlocks.until })
    .from(identifierBlocks)
    .where(and(eq(identifierBlocks.identifier, identifier), gt(identifierBlocks.until, now)));
  return row?.until ?? null;
}

export async function block(db: Db, identifier: string, until: Date): Promise<void> {
  await db
    .insert(identifierBlocks)
    .values({ identifier, until })
    .onConflictDoUpdate({ target: identifierBlocks.identifier, set: { until } });
}

export const secondsUntil = (when: Date, now: Date) => Math.max(1, Math.ceil((when.getTime() - now.getTime()) / 1000));
