import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { SESSION_DAYS } from '../../contract/auth';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export type SessionKind = keyof typeof SESSION_DAYS;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 256 random bits; the database keeps only their SHA-256 (a fast hash suffices for random secrets). */
export const newSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A device id the client chose (8-128 of A-Z a-z 0-9 _ -), or a new random one. */
export function deviceIdOf(given: string | undefined): string {
  return given && /^[\w-]{8,128}$/.test(given) ? given : newSecret(16);
}

export const sessionLifetimeMs = (kind: SessionKind) => SESSION_DAYS[kind] * DAY_MS;

/**
 * A new session on `device`, in one transaction with the end of the sessions it replaces: the
 * user's live ones on that device and the one of the token the request carried there (`replaces`),
 * so a sign-in rotates the device's token and an earlier one (copied, or planted before the sign-in)
 * stops working. Only a token the caller holds ends another user's session: a device id alone,
 * which is not a secret, ends nobody's. Answers how many ended, for the caller to empty the
 * processes' session caches.
 */
export async function createSession(
  db: Db,
  options: { userId: number; device: string; kind: SessionKind; now: Date; replaces?: string },
): Promise<{ token: string; expiresAt: Date; ended: number }> {
  const { userId, device, now } = options;
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs(options.kind));
  return db.transaction(async (tx) => {
    // A new sign-in clears the user's ended sessions: the table holds live ones (and today's ends).
    await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, new Date(now.getTime() - DAY_MS))),
        ),
      );
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.device, device),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          or(
            eq(sessions.userId, userId),
            options.replaces ? eq(sessions.tokenHash, sha256(options.replaces)) : undefined,
          ),
        ),
      )
      .returning({ id: sessions.id });
    await tx.insert(sessions).values({
      userId,
      tokenHash: sha256(token),
      device,
      kind: options.kind,
      createdAt: now,
      expiresAt,
    });
    return { token, expiresAt, ended: ended.length };
  });
}

export type UserRow = typeof users.$inferSelect;

/** The live session of this token on this device, with its user; null when unknown, expired, revoked or moved. */
export async function findSession(
  db: Db,
  token: string,
  device: string,
  now: Date,
): Promise<{ sessionId: number; user: UserRow; expiresAt: Date } | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        eq(sessions.device, device),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** After a password change: every other session of the user ends. */
export async function revokeOtherSessions(db: Db, userId: number, keep: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep), isNull(sessions.revokedAt)));
}
