/**
 * A gift certificate paying for an order (docs/adr/031). Placing checks it without a lock and keeps
 * its id on the order; the confirmation takes the certificate's row lock in the order's transaction,
 * judges it again and spends min(balance, what the order costs but its certificate lines), so two
 * orders confirming with one certificate at once spend it one after the other, never past its
 * balance. Money is whole tenge (cents), as everywhere (ADR 010).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toCents } from '../../db/money';
import { giftCertificateUses, giftCertificates, orders, products } from '../../db/schema';
import { checkSpendable, findGift, findGiftById, giftRefused, type GiftRow } from './codes';

/** A line at the server's price (TMT). */
export interface GoodsLine {
  id: number;
  count: number;
  price: number;
}

/** The ids among `ids` of gift certificate products. */
export async function certificateIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const flagged = await db
    .select({ id: products.id, gift: products.giftCertificate })
    .from(products)
    .where(inArray(products.id, ids));
  return new Set(flagged.filter((row) => row.gift).map((row) => row.id));
}

/**
 * What a certificate may pay of an order costing `totalCents` (goods after discounts, delivery):
 * all of it but its certificate lines, since a certificate never pays for a certificate.
 */
export async function payableCents(db: Db, lines: GoodsLine[], totalCents: number): Promise<number> {
  const gifts = await certificateIds(
    db,
    lines.map((line) => line.id),
  );
  const giftCents = lines
    .filter((line) => gifts.has(line.id))
    .reduce((sum, line) => sum + line.count * (toCents(line.price) ?? 0), 0);
  return Math.max(0, totalCents - giftCents);
}

/** What `row` pays of `payable` now, or its refusal thrown (409). */
function share(row: GiftRow, payable: number, now: Date): number {
  checkSpendable(row, now);
  if (payable <= 0) throw giftRefused('giftNothingToPay');
  return Math.min(toCents(row.balance) ?? 0, payable);
}

/** At placing or in a preview, without a lock: the certificate and what it would pay. */
export async function planGift(
  db: Db,
  input: { code: string; lines: GoodsLine[]; totalCents: number; now: Date },
): Promise<{ row: GiftRow; cents: number }> {
  const row = await findGift(db, input.code);
  if (!row) throw giftRefused('giftUnknown');
  return { row, cents: share(row, await payableCents(db, input.lines, input.totalCents), input.now) };
}

/**
 * At confirmation, in its transaction: the certificate judged again under its row lock (expired or
 * spent since placing: 409, and the whole confirmation rolls back), its use recorded, its balance
 * lowered and the order's amount set. Answers the tenge it pays.
 */
export async function spendGift(
  tx: Db,
  input: { order: typeof orders.$inferSelect; lines: GoodsLine[]; now: Date },
): Promise<number> {
  const { order } = input;
  const row = order.giftCertificateId === null ? null : await findGiftById(tx, order.giftCertificateId, { lock: true });
  if (!row) throw giftRefused('giftUnknown');
  const cents = share(row, await payableCents(tx, input.lines, toCents(order.total) ?? 0), input.now);
  await tx.insert(giftCertificateUses).values({
    giftCertificateId: row.id,
    orderId: order.id,
    amount: cents / 100,
    usedAt: input.now,
  });
  await tx
    .update(giftCertificates)
    .set({ balance: sql`${giftCertificates.balance} - ${(cents / 100).toFixed(2)}::numeric` })
    .where(eq(giftCertificates.id, row.id));
  return cents;
}
