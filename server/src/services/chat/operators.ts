/**
 * Operator accounts and their sessions (docs/adr/021): argon2id passwords as shoppers' (ADR 015),
 * the same wrong-password limit, a session token of 256 random bits of which only the SHA-256 is
 * kept, 12 hours long.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { OperatorWire } from '../../contract/chat';
import type { Db } from '../../db/client';
import { operatorSessions, operators } from '../../db/schema';
import { withPasswordLimit } from '../accounts/codes';
import { hashPassword, passwordAcceptable, passwordMatches } from '../accounts/passwords';
import { newSecret, sha256 } from '../accounts/sessions';

export type OperatorRow = typeof operators.$inferSelect;
export const OPERATOR_SESSION_MS = 12 * 60 * 60 * 1000;
export const OPERATOR_LOGIN = /^[a-z0-9._-]{3,40}$/;

export const operatorWire = (row: OperatorRow): OperatorWire => ({ id: row.id, login: row.login, name: row.name });

export class OperatorInputError extends Error {}

/** Adds an operator, or (`reset`) sets the password and name of an existing one. */
export async function saveOperator(
  db: Db,
  input: { login: string; name: string; password: string; reset?: boolean },
): Promise<{ operator: OperatorRow; created: boolean }> {
  const login = input.login.trim().toLowerCase();
  const name = input.name.trim();
  if (!OPERATOR_LOGIN.test(login)) throw new OperatorInputError('the login must be 3-40 of a-z 0-9 . _ -');
  if (!name || name.length > 60) throw new OperatorInputError('the name must be 1-60 characters');
  if (!passwordAcceptable(input.password) || input.password.length < 10) {
    throw new OperatorInputError(
      'the password must be at least 10 characters, with a letter, a digit and one of !#$%&?',
    );
  }
  const passwordHash = await hashPassword(input.password);
  const [created] = await db.insert(operators).values({ login, name, passwordHash }).onConflictDoNothing().returning();
  if (created) return { operator: created, created: true };
  if (!input.reset) throw new OperatorInputError(`operator '${login}' exists (give --reset to change the password)`);
  const [updated] = await db
    .update(operators)
    .set({ name, passwordHash, disabledAt: null })
    .where(eq(operators.login, login))
    .returning();
  // A new password ends every console signed in with the old one.
  await db.update(operatorSessions).set({ revokedAt: new Date() }).where(eq(operatorSessions.operatorId, updated.id));
  return { operator: updated, created: false };
}

export async function disableOperator(db: Db, login: string): Promise<boolean> {
  const [row] = await db
    .update(operators)
    .set({ disabledAt: new Date() })
    .where(eq(operators.login, login.trim().toLowerCase()))
    .returning();
  if (row)
    await db.update(operatorSessions).set({ revokedAt: new Date() }).where(eq(operatorSessions.operatorId, row.id));
  return Boolean(row);
}

export async function listOperators(db: Db): Promise<OperatorRow[]> {
  return db.select().from(operators).orderBy(operators.login);
}

/** Checks the password under the shared wrong-password limit; throws the refusal on a wrong one. */
export async function signInOperator(db: Db, login: string, password: string, now: Date): Promise<OperatorRow> {
  const wanted = login.trim().toLowerCase();
  const [row] = await db.select().from(operators).where(eq(operators.login, wanted)).limit(1);
  return withPasswordLimit<OperatorRow>(db, `operator:${wanted}`, now, async () => {
    const right = await passwordMatches(row?.passwordHash ?? null, password);
    return right && row && !row.disabledAt ? { ok: true, value: row } : { ok: false };
  });
}

export async function createOperatorSession(db: Db, operatorId: number, now: Date): Promise<string> {
  const token = newSecret();
  await db.insert(operatorSessions).values({
    operatorId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + OPERATOR_SESSION_MS),
  });
  return token;
}

/** The operator of a live session token; null when unknown, expired, revoked or disabled. */
export async function operatorOfToken(db: Db, token: string | undefined, now: Date): Promise<OperatorRow | null> {
  if (!token || token.length > 128) return null;
  const [row] = await db
    .select({ operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, sha256(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        isNull(operators.disabledAt),
      ),
    )
    .limit(1);
  return row?.operator ?? null;
}

export async function revokeOperatorToken(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(eq(operatorSessions.tokenHash, sha256(token)));
}
