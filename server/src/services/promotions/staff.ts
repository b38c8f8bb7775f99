/**
 * Staff's promo codes (docs/adr/030): list with their live uses, one with its uses, create, change,
 * turn off. Each change is written to the audit trail in its transaction (docs/adr/028).
 */
import { desc, eq } from 'drizzle-orm';
import {
  promoCodeProblem,
  type PromoCodeBody,
  type PromoCodeChange,
  type PromoCodeDetailWire,
  type PromoCodeWire,
} from '../../contract/promotions';
import { promoKey } from '../../contract/promo-rules';
import type { Db } from '../../db/client';
import { promoCodeUses, promoCodes } from '../../db/schema';
import { RefusedRequest } from '../../edge/refused-request';
import { recordAudit, type StaffActor } from '../staff/audit';
import { liveUseCounts, type PromoRow } from './pricing';

const wireOf = (row: PromoRow, uses: number): PromoCodeWire => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  minTotal: row.minTotal,
  categoryIds: row.categoryIds,
  brandIds: row.brandIds,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  totalLimit: row.totalLimit,
  perShopperLimit: row.perShopperLimit,
  firstOrderOnly: row.firstOrderOnly,
  combinesWithWeekly: row.combinesWithWeekly,
  active: row.active,
  uses,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the trail keeps of a code: its rules, not its timestamps. */
const audited = ({ createdAt: _c, updatedAt: _u, codeKey: _k, ...rest }: PromoRow) => rest;

function checkRules(code: Parameters<typeof promoCodeProblem>[0]) {
  const problem = promoCodeProblem(code);
  if (problem) throw new RefusedRequest(400, problem);
}

export async function listPromoCodes(db: Db): Promise<PromoCodeWire[]> {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.id));
  const uses = await liveUseCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => wireOf(row, uses.get(row.id) ?? 0));
}

export async function promoCodeDetail(db: Db, id: number): Promise<PromoCodeDetailWire | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  if (!row) return null;
  const uses = await db
    .select()
    .from(promoCodeUses)
    .where(eq(promoCodeUses.promoCodeId, id))
    .orderBy(desc(promoCodeUses.id));
  return {
    ...wireOf(row, uses.filter((use) => use.releasedAt === null).length),
    useList: uses.map((use) => ({
      orderId: use.orderId,
      userId: use.userId,
      discount: use.discount,
      usedAt: use.usedAt.toISOString(),
      releasedAt: use.releasedAt?.toISOString() ?? null,
    })),
  };
}

const sorted = (ids: number[] | undefined) => (ids ? [...ids].sort((a, b) => a - b) : undefined);

export async function createPromoCode(db: Db, body: PromoCodeBody, actor: StaffActor, now: Date) {
  checkRules(body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promoCodes)
      .values({
        code: body.code.trim(),
        codeKey: promoKey(body.code),
        kind: body.kind,
        value: body.value,
        minTotal: body.minTotal ?? null,
        categoryIds: sorted(body.categoryIds) ?? [],
        brandIds: sorted(body.brandIds) ?? [],
        startsAt: new Date(body.startsAt),
        endsAt: new Date(body.endsAt),
        totalLimit: body.totalLimit ?? null,
        perShopperLimit: body.perShopperLimit ?? null,
        firstOrderOnly: body.firstOrderOnly ?? false,
        combinesWithWeekly: body.combinesWithWeekly ?? false,
        active: body.active ?? true,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: promoCodes.codeKey })
      .returning();
    if (!row) throw new RefusedRequest(409, 'promoCodeTaken', { code: body.code });
    await recordAudit(tx, actor, {
      action: 'promo.create',
      subject: `promo:${row.id}`,
      before: null,
      after: audited(row),
      at: now,
    });
    return wireOf(row, 0);
  });
}

/** Changes a code's rules (its text stays: orders name it); `{ active: false }` turns it off. */
export async function changePromoCode(db: Db, id: number, change: PromoCodeChange, actor: StaffActor, now: Date) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!before) return null;
    const next = {
      kind: change.kind ?? before.kind,
      value: change.value ?? before.value,
      startsAt: change.startsAt === undefined ? before.startsAt : new Date(change.startsAt),
      endsAt: change.endsAt === undefined ? before.endsAt : new Date(change.endsAt),
    };
    checkRules(next);
    const [row] = await tx
      .update(promoCodes)
      .set({
        ...next,
        ...(change.minTotal !== undefined ? { minTotal: change.minTotal } : {}),
        ...(change.categoryIds ? { categoryIds: sorted(change.categoryIds) } : {}),
        ...(change.brandIds ? { brandIds: sorted(change.brandIds) } : {}),
        ...(change.totalLimit !== undefined ? { totalLimit: change.totalLimit } : {}),
        ...(change.perShopperLimit !== undefined ? { perShopperLimit: change.perShopperLimit } : {}),
        ...(change.firstOrderOnly !== undefined ? { firstOrderOnly: change.firstOrderOnly } : {}),
        ...(change.combinesWithWeekly !== undefined ? { combinesWithWeekly: change.combinesWithWeekly } : {}),
        ...(change.active !== undefined ? { active: change.active } : {}),
        updatedAt: now,
      })
      .where(eq(promoCodes.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'promo.change',
      subject: `promo:${id}`,
      before: audited(before),
      after: audited(row),
      at: now,
    });
    return wireOf(row, (await liveUseCounts(tx, [id])).get(id) ?? 0);
  });
}
