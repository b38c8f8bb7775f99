import { desc, eq } from 'drizzle-orm';
import type { GiftChange, StaffGiftWire } from '../../contract/gift-certificates';
import type { Db } from '../../db/client';
import { giftCertificateUses, giftCertificates } from '../../db/schema';
import { recordAudit, type StaffActor } from '../staff/audit';
import { staffWires } from './read';

/**
 * PATCH /admin/v1/gift-certificates/{id}: staff block a certificate (a code that leaked, a purchase
 * given back) or make it usable again, under its row lock, so a confirmation spending it runs
 * before or after, never across; written to the audit trail in the same transaction (docs/adr/028).
 * Its uses and balance stay. Asking for what it already is changes nothing and writes no row.
 */
export async function changeGift(
  db: Db,
  id: number,
  change: GiftChange,
  actor: StaffActor,
  now: Date,
): Promise<StaffGiftWire | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(giftCertificates).where(eq(giftCertificates.id, id)).for('update');
    if (!before) return null;
    let row = before;
    if (change.blocked !== (before.blockedAt !== null)) {
      [row] = await tx
        .update(giftCertificates)
        .set({ blockedAt: change.blocked ? now : null })
        .where(eq(giftCertificates.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'gift.change',
        subject: `gift:${id}`,
        before: { blocked: before.blockedAt !== null },
        after: { blocked: change.blocked },
        at: now,
      });
    }
    const uses = await tx
      .select()
      .from(giftCertificateUses)
      .where(eq(giftCertificateUses.giftCertificateId, id))
      .orderBy(desc(giftCertificateUses.id));
    return staffWires([row], uses, now)[0];
  });
}
