/**
 * An owner's changes to the staff accounts (docs/adr/028), each written to the audit trail in its
 * transaction. A new password, new roles or a disabled account end the account's sessions; the
 * shop always keeps one active owner.
 */
import { eq, sql } from 'drizzle-orm';
import type { StaffAccountWire, StaffChangeWire, StaffCreateWire } from '../../contract/staff';
import type { Db } from '../../db/client';
import { operators } from '../../db/schema';
import { RefusedRequest } from '../../edge/refused-request';
import { hashPassword } from '../accounts/passwords';
import {
  endSessions,
  inRoleOrder,
  OPERATOR_LOGIN,
  otherActiveOwners,
  staffPasswordAcceptable,
  trailed,
  type OperatorRow,
} from './accounts';
import { recordAudit, type StaffActor } from './audit';

export const staffAccountWire = (row: OperatorRow): StaffAccountWire => ({
  id: row.id,
  login: row.login,
  name: row.name,
  roles: row.roles,
  active: !row.disabledAt,
  createdAt: row.createdAt.toISOString(),
});

export async function listStaff(db: Db): Promise<StaffAccountWire[]> {
  return (await db.select().from(operators).orderBy(operators.login)).map(staffAccountWire);
}

export async function createStaff(
  db: Db,
  actor: StaffActor,
  input: StaffCreateWire,
  now: Date,
): Promise<StaffAccountWire> {
  const login = input.login.trim().toLowerCase();
  if (!OPERATOR_LOGIN.test(login)) throw new RefusedRequest(400, 'staffLoginInvalid');
  if (!staffPasswordAcceptable(input.password)) throw new RefusedRequest(400, 'staffPasswordWeak');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({ login, name: input.name.trim(), passwordHash, roles: inRoleOrder(input.roles), createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new RefusedRequest(409, 'staffLoginTaken', { login });
    await recordAudit(tx, actor, {
      action: 'staff.create',
      subject: `staff:${login}`,
      before: null,
      after: trailed(row),
      at: now,
    });
    return staffAccountWire(row);
  });
}

export async function changeStaff(
  db: Db,
  actor: StaffActor,
  loginParam: string,
  change: StaffChangeWire,
  now: Date,
): Promise<StaffAccountWire> {
  const login = loginParam.trim().toLowerCase();
  if (change.password !== undefined && !staffPasswordAcceptable(change.password))
    throw new RefusedRequest(400, 'staffPasswordWeak');
  const passwordHash = change.password === undefined ? undefined : await hashPassword(change.password);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(operators).where(eq(operators.login, login)).for('update');
    if (!before) throw new RefusedRequest(404, 'staffNotFound', { login });
    const roles = change.roles ? inRoleOrder(change.roles) : before.roles;
    const disabledAt =
      change.active === undefined ? before.disabledAt : change.active ? null : (before.disabledAt ?? now);
    // The last active owner keeps the role and the account: otherwise nobody could manage the staff.
    const stillOwner = roles.includes('owner') && !disabledAt;
    if (before.roles.includes('owner') && !before.disabledAt && !stillOwner) {
      // Every owner's row is locked in one order (by id) before counting, so two owners removing each
      // other at once cannot both pass.
      await tx.execute(sql`select id from operators where 'owner' = any(roles) order by id for update`);
      if ((await otherActiveOwners(tx, before.id)) === 0) throw new RefusedRequest(409, 'staffLastOwner');
    }
    const [after] = await tx
      .update(operators)
      .set({ name: change.name?.trim() ?? before.name, roles, disabledAt, ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(operators.id, before.id))
      .returning();
    const rolesChanged = roles.join() !== before.roles.join();
    if (passwordHash || rolesChanged || (disabledAt && !before.disabledAt)) await endSessions(tx, before.id, now);
    await recordAudit(tx, actor, {
      action: 'staff.change',
      subject: `staff:${login}`,
      before: trailed(before),
      after: { ...trailed(after), ...(passwordHash ? { password: 'changed' } : {}) },
      at: now,
    });
    return staffAccountWire(after);
  });
}
