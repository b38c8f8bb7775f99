/**
 * The audit trail (docs/adr/028): every change a staff member makes is a row written by the
 * service that makes it, in the same transaction, with the values before and after. Owners read it
 * through GET /admin/v1/audit; nothing changes or deletes a row.
 */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditPageWire, AuditQueryWire, StaffRole } from '../../contract/staff';
import type { Db } from '../../db/client';
import { operators, staffAudit } from '../../db/schema';

/** Who makes a change: a signed-in staff member, or the machine credential (ADMIN_TOKEN: scripts, CI, site builds). */
export interface StaffActor {
  /** null for the machine credential */
  id: number | null;
  login: string;
  name: string;
  roles: StaffRole[];
}

export const MACHINE_LOGIN = 'ADMIN_TOKEN';

/** `npm run operator:*` on a database no API holds: no credential, the shell's user is the actor. */
export const COMMAND_LINE: StaffActor = { id: null, login: 'command-line', name: 'command line', roles: ['owner'] };

export async function recordAudit(
  tx: Db,
  actor: StaffActor,
  entry: { action: AuditAction; subject: string; before: unknown; after: unknown; at?: Date },
): Promise<void> {
  await tx.insert(staffAudit).values({
    at: entry.at,
    actorId: actor.id,
    actorLogin: actor.login,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** A page of the trail, newest first, filtered by who, what and on what. */
export async function readAudit(db: Db, query: AuditQueryWire): Promise<AuditPageWire> {
  const limit = query.limit ?? 50;
  const where: SQL[] = [];
  if (query.actor)
    where.push(eq(staffAudit.actorLogin, query.actor === MACHINE_LOGIN ? query.actor : query.actor.toLowerCase()));
  if (query.action) where.push(eq(staffAudit.action, query.action));
  if (query.subject) where.push(eq(staffAudit.subject, query.subject));
  if (query.before) where.push(lt(staffAudit.id, query.before));
  const rows = await db
    .select({ entry: staffAudit, name: operators.name })
    .from(staffAudit)
    .leftJoin(operators, eq(operators.id, staffAudit.actorId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(staffAudit.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map(({ entry, name }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor: entry.actorId === null && entry.actorLogin === MACHINE_LOGIN ? null : entry.actorLogin,
      actorName: name ?? null,
      action: entry.action,
      subject: entry.subject,
      before: entry.before,
      after: entry.after,
    })),
    next: rows.length > limit ? page[page.length - 1].entry.id : null,
  };
}
