import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction } from '../../contract/staff';
import { operators } from './chat';

/**
 * The audit trail (docs/adr/028): one row per change a staff member (or the machine credential)
 * makes, written in the transaction of the change, so a change and its row commit or roll back
 * together. Rows are only ever inserted: no route changes or deletes them.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** null: the machine credential (ADMIN_TOKEN), or an account deleted since */
    actorId: integer('actor_id').references(() => operators.id, { onDelete: 'set null' }),
    /** the login (or "ADMIN_TOKEN") as it was at the time: the trail reads the same after a rename */
    actorLogin: text('actor_login').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    /** what was changed, as `kind:key` (product:42, staff:merjen) */
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('staff_audit_actor_idx').on(t.actorLogin, t.id), index('staff_audit_subject_idx').on(t.subject, t.id)],
);
