/**
 * What a promo code takes off a cart (docs/adr/030), from the server's own prices: the caller passes
 * lines priced from the database (the cart check's prices, or an order's prices as placed), never
 * the client's. Money is whole tenge (cents), as everywhere (ADR 010).
 */
import { and, count, eq, gt, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import { formatAmount } from '../../contract/price-format';
import type { PromoRefusal } from '../../contract/promotions';
import { promoKey } from '../../contract/promo-rules';
import type { Db } from '../../db/client';
import { toCents } from '../../db/money';
import { categories, groupItems, groups, orders, products, promoCodeUses, promoCodes } from '../../db/schema';
import { RefusedRequest } from '../../edge/refused-request';
import { inTurn } from '../orders/stock';

export type PromoRow = typeof promoCodes.$inferSelect;

/** A cart line at the server's price (TMT). */
export interface PricedGoods {
  id: number;
  count: number;
  price: number;
}

export interface PromoDiscount {
  row: PromoRow;
  /** whole tenge off the goods */
  cents: number;
  /** tenge off each line it touches */
  lines: { id: number; cents: number }[];
}

/** A code's refusal: the reason as the shopper reads it (a 409 in their language). */
export const refused = (reason: PromoRefusal, values: Record<string, string | number> = {}) =>
  new RefusedRequest(409, reason, values);

/**
 * The shop's clock as a shopper reads it, as every screen writes a moment in each of the three
 * languages (src/lib/dates.ts): '06.12.2026 14:00', 24-hour, in Ashgabat (UTC+5, no summer time).
 */
const ashgabatTime = (at: Date) => {
  const [date, time] = new Date(at.getTime() + 5 * 3600_000).toISOString().slice(0, 16).split('T');
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year} ${time}`;
};

/** The code by its case-insensitive key; `lock` takes its row for the rest of the transaction. */
export async function findPromo(db: Db, code: string, options: { lock?: boolean } = {}): Promise<PromoRow | null> {
  const query = db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.codeKey, promoKey(code)));
  // Confirmations of one code stand in line for its row: the wait has the turn's budget (ADR 017 §5).
  const [row] = options.lock ? await inTurn(db, () => query.for('update')) : await query;
  return row ?? null;
}

interface Shopper {
  userId: number;
  now: Date;
  /** the order being confirmed: its own row does not count as an earlier order */
  orderId?: number;
}

/** Refuses a code that is off, not yet or no longer valid, used up, or not the shopper's to use. */
async function checkUsable(db: Db, row: PromoRow | null, shopper: Shopper): Promise<PromoRow> {
  if (!row || !row.active) throw refused('promoUnknown');
  if (shopper.now < row.startsAt) throw refused('promoNotYet', { startsAt: ashgabatTime(row.startsAt) });
  if (shopper.now >= row.endsAt) throw refused('promoExpired');
  if (row.totalLimit !== null || row.perShopperLimit !== null) {
    const live = and(eq(promoCodeUses.promoCodeId, row.id), isNull(promoCodeUses.releasedAt));
    const [[all], [own]] = await Promise.all([
      db.select({ n: count() }).from(promoCodeUses).where(live),
      db
        .select({ n: count() })
        .from(promoCodeUses)
        .where(and(live, eq(promoCodeUses.userId, shopper.userId))),
    ]);
    if (row.totalLimit !== null && all.n >= row.totalLimit) throw refused('promoUsedUp');
    if (row.perShopperLimit !== null && own.n >= row.perShopperLimit) throw refused('promoAlreadyUsed');
  }
  if (row.firstOrderOnly) {
    const [earlier] = await db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.userId, shopper.userId),
          notInArray(orders.status, ['awaiting_code', 'cancelled']),
          shopper.orderId === undefined ? undefined : ne(orders.id, shopper.orderId),
        ),
      );
    if (earlier.n > 0) throw refused('promoFirstOrderOnly');
  }
  return row;
}

interface GoodsFacts {
  categoryPath: string;
  brandId: number;
  /** tenge the weekly discount takes off one piece now; 0 when the product is not on it */
  weeklyCents: number;
}

/** Each product's category path, brand and weekly saving, as of `now`. */
async function goodsFacts(db: Db, ids: number[], now: Date): Promise<Map<number, GoodsFacts>> {
  const [rows, weekly] = await Promise.all([
    db
      .select({
        id: products.id,
        brandId: products.brandId,
        path: categories.path,
        price: products.price,
        old: products.oldPrice,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      // A gift certificate is not goods a code applies to or counts toward (docs/adr/031).
      .where(and(inArray(products.id, ids), eq(products.giftCertificate, false))),
    db
      .select({ id: groupItems.itemId })
      .from(groupItems)
      .innerJoin(groups, eq(groups.code, groupItems.groupCode))
      .where(and(eq(groups.code, 'weekly'), gt(groups.endsAt, now), inArray(groupItems.itemId, ids))),
  ]);
  const onWeekly = new Set(weekly.map((row) => row.id));
  return new Map(
    rows.map((row) => {
      const saving = onWeekly.has(row.id) && row.old !== null ? (toCents(row.old) ?? 0) - (toCents(row.price) ?? 0) : 0;
      return [row.id, { categoryPath: row.path, brandId: row.brandId, weeklyCents: Math.max(0, saving) }];
    }),
  );
}

const fits = (row: PromoRow, facts: GoodsFacts | undefined) =>
  facts !== undefined &&
  (row.categoryIds.length === 0 || row.categoryIds.some((id) => facts.categoryPath.includes(`/${id}/`))) &&
  (row.brandIds.length === 0 || row.brandIds.includes(facts.brandId));

/**
 * The code's discount on the lines. Percent: of each line it applies to, rounded to whole tenge; on
 * a line of the weekly discount a code that does not combine gives the better of the two: the code
 * on the price before the weekly discount, less what the weekly discount already took (never below
 * nothing). Amount: off the goods it applies to (a weekly line only when it combines), never more
 * than they cost, shared over the lines in proportion (the last takes the remainder).
 */
export function discountOf(row: PromoRow, cart: PricedGoods[], facts: Map<number, GoodsFacts>): PromoDiscount {
  // Only goods: gift certificates have no facts (goodsFacts leaves them out).
  const lines = cart.filter((line) => facts.has(line.id));
  const subtotal = lines.reduce((sum, line) => sum + line.count * (toCents(line.price) ?? 0), 0);
  const minCents = row.minTotal === null ? 0 : (toCents(row.minTotal) ?? 0);
  if (subtotal < minCents)
    throw refused('promoMinimumNotReached', {
      min: formatAmount(row.minTotal ?? 0),
      missing: formatAmount((minCents - subtotal) / 100),
    });
  const eligible = lines.filter((line) => fits(row, facts.get(line.id)));
  const off: { id: number; cents: number }[] = [];
  if (row.kind === 'percent') {
    for (const line of eligible) {
      const price = toCents(line.price) ?? 0;
      const weekly = row.combinesWithWeekly ? 0 : (facts.get(line.id)?.weeklyCents ?? 0);
      const cents = Math.max(0, Math.round(((price + weekly) * line.count * row.value) / 100) - weekly * line.count);
      if (cents > 0) off.push({ id: line.id, cents });
    }
  } else {
    const goods = eligible.filter((line) => row.combinesWithWeekly || (facts.get(line.id)?.weeklyCents ?? 0) === 0);
    const costs = goods.map((line) => line.count * (toCents(line.price) ?? 0));
    const base = costs.reduce((sum, cost) => sum + cost, 0);
    const total = Math.min(toCents(row.value) ?? 0, base);
    let left = total;
    goods.forEach((line, index) => {
      const cents = index === goods.length - 1 ? left : Math.floor((total * costs[index]) / base);
      left -= cents;
      if (cents > 0) off.push({ id: line.id, cents });
    });
  }
  const cents = off.reduce((sum, line) => sum + line.cents, 0);
  if (cents === 0) throw refused('promoNotForTheseGoods');
  return { row, cents, lines: off };
}

/**
 * The code's discount for this shopper's lines now, or its refusal thrown (409). With `lock`, in the
 * confirming transaction: the code's row is held until the commit, so the limits counted here
 * cannot be passed by another confirmation at the same moment.
 */
export async function priceWithCode(
  db: Db,
  input: Shopper & { code: string; lines: PricedGoods[]; lock?: boolean },
): Promise<PromoDiscount> {
  const row = await checkUsable(db, await findPromo(db, input.code, { lock: input.lock }), input);
  const facts = await goodsFacts(
    db,
    input.lines.map((line) => line.id),
    input.now,
  );
  return discountOf(row, input.lines, facts);
}

/** Records the confirmed order's use of its code, in the confirming transaction (under the code's lock). */
export async function recordUse(
  tx: Db,
  use: { promoCodeId: number; orderId: number; userId: number; cents: number; now: Date },
): Promise<void> {
  await tx.insert(promoCodeUses).values({
    promoCodeId: use.promoCodeId,
    orderId: use.orderId,
    userId: use.userId,
    discount: use.cents / 100,
    usedAt: use.now,
  });
}

/** Live uses per code (not released by a cancel). */
export async function liveUseCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: promoCodeUses.promoCodeId, n: count() })
    .from(promoCodeUses)
    .where(and(inArray(promoCodeUses.promoCodeId, ids), isNull(promoCodeUses.releasedAt)))
    .groupBy(promoCodeUses.promoCodeId);
  return new Map(rows.map((row) => [row.id, row.n]));
}
