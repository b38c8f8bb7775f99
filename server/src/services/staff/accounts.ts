/**
 * Staff accounts and their sessions (docs/adr/021, 028): argon2id passwords as shoppers' (ADR 015),
 * the same wrong-password limit, a session token of 256 random bits of which only the SHA-256 is
 * kept, 12 hours long. Each account has roles (contract/staff.ts); the chat's operators are the
 * accounts with the chat role.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { STAFF_LOGIN_PATTERN, STAFF_PASSWORD_MIN, STAFF_ROLES, type StaffRole } from '../../contract/staff';
import type { Db } from '../../db/client';
import { operatorSessions, operators } from '../../db/schema';
import { withPasswordLimit } from '../accounts/codes';
import { hashPassword, passwordAcceptable, passwordMatches } from '../accounts/passwords';
import { newSecret, sha256 } from '../accounts/sessions';
import { COMMAND_LINE, recordAudit, type StaffActor } from './audit';

export type OperatorRow = typeof operators.$inferSelect;
export const OPERATOR_SESSION_MS = 12 * 60 * 60 * 1000;
export const OPERATOR_LOGIN = new RegExp(STAFF_LOGIN_PATTERN);

/** Roles in the contract's order, each once: how an account keeps them. */
export const inRoleOrder = (roles: readonly StaffRole[]): StaffRole[] =>
  STAFF_ROLES.filter((role) => roles.includes(role));

/** An owner may do everything; any other account what its roles name. */
export const mayAct = (roles: readonly StaffRole[], needed: StaffRole) =>
  roles.includes('owner') || roles.includes(needed);

/** The password rule of staff accounts: the shoppers' rule, and longer. */
export const staffPasswordAcceptable = (password: string) =>
  passwordAcceptable(password) && password.length >= STAFF_PASSWORD_MIN;

export class OperatorInputError extends Error {}

/**
 * Adds a staff account (a chat operator unless `roles` says otherwise), or (`reset`) sets the
 * password, name and any roles of an existing one, ending its sessions. Written to the audit trail
 * as `actor` (docs/adr/028).
 */
export async function saveOperator(
  db: Db,
  input: { login: string; name: string; password: string; reset?: boolean; roles?: StaffRole[] },
  actor: StaffActor = COMMAND_LINE,
): Promise<{ operator: OperatorRow; created: boolean }> {
  const login = input.login.trim().toLowerCase();
  const name = input.name.trim();
  if (!OPERATOR_LOGIN.test(login)) throw new OperatorInputError('the login must be 3-40 of a-z 0-9 . _ -');
  if (!name || name.length > 60) throw new OperatorInputError('the name must be 1-60 characters');
  if (!staffPasswordAcceptable(input.password)) {
    throw new OperatorInputError(
      'the password must be at least 10 characters, with a letter, a digit and one of !#$%&?',
    );
  }
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(operators)
      .values({ login, name, passwordHash, ...(input.roles ? { roles: inRoleOrder(input.roles) } : {}) })
      .onConflictDoNothing()
      .returning();
    const subject = `staff:${login}`;
    if (created) {
      await recordAudit(tx, actor, { action: 'staff.create', subject, before: null, after: trailed(created), at: now });
      return { operator: created, created: true };
    }
    if (!input.reset) throw new OperatorInputError(`operator '${login}' exists (give --reset to change the password)`);
    const [before] = await tx.select().from(operators).where(eq(operators.login, login)).for('update');
    const [updated] = await tx
      .update(operators)
      .set({ name, passwordHash, disabledAt: null, ...(input.roles ? { roles: inRoleOrder(input.roles) } : {}) })
      .where(eq(operators.login, login))
      .returning();
    // A new password ends every session signed in with the old one.
    await endSessions(tx, updated.id, now);
    await recordAudit(tx, actor, {
      action: 'staff.change',
      subject,
      before: trailed(before),
      after: { ...trailed(updated), password: 'changed' },
      at: now,
    });
    return { operator: updated, created: false };
  });
}

export async function disableOperator(db: Db, login: string, actor: StaffActor = COMMAND_LINE): Promise<boolean> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(operators)
      .where(eq(operators.login, login.trim().toLowerCase()))
      .for('update');
    if (!before) return false;
    const [row] = await tx.update(operators).set({ disabledAt: now }).where(eq(operators.id, before.id)).returning();
    await endSessions(tx, row.id, now);
    await recordAudit(tx, actor, {
      action: 'staff.change',
      subject: `staff:${row.login}`,
      before: trailed(before),
      after: trailed(row),
      at: now,
    });
    return true;
  });
}

/** What the audit trail keeps of an account: never the password's hash. */
export const trailed = (row: OperatorRow) => ({ name: row.name, roles: row.roles, active: !row.disabledAt });

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

/** Ends every session of an account (sign-out everywhere, a new password, new roles, disabled). */
export async function endSessions(db: Db, operatorId: number, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

/** How many active owners the shop has besides `except` (the last one is never removed). */
export async function otherActiveOwners(db: Db, except: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(operators)
    .where(
      and(isNull(operators.disabledAt), sql`'owner' = any(${operators.roles})`, sql`${operators.id} <> ${except}`),
    );
  return row?.n ?? 0;
}
