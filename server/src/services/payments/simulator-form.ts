import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentSimOrders } from '../../db/schema';
import { SIM_STATUS, type SimOrder } from './simulator';
import {
  CANCELLED_BY_SHOPPER,
  DECLINED_3DS,
  DECLINED_BY_ISSUER,
  maskedPan,
  SILENT_MS,
  TEST_3DS_CODE,
  type TestCard,
} from './simulator-cards';

/**
 * What the simulator's card form does to an order (routes/gateway-sim.ts shows it): a test card
 * pays, is declined or begins the 3-D Secure step; the step's code pays or declines; the shopper
 * may cancel. Each change is one conditional UPDATE, so a form sent twice changes the order once.
 */

/** Where the shopper goes once the order is settled either way: RBS appends the order id. */
export function shopperReturnUrl(order: SimOrder): string | undefined {
  const url =
    order.status === SIM_STATUS.paid || order.status === SIM_STATUS.held || order.status === SIM_STATUS.refunded
      ? order.returnUrl
      : order.status === SIM_STATUS.declined || order.status === SIM_STATUS.reversed
        ? order.failUrl
        : undefined;
  if (!url) return undefined;
  return `${url}${url.includes('?') ? '&' : '?'}orderId=${encodeURIComponent(order.id)}`;
}

type Change = Partial<typeof paymentSimOrders.$inferInsert>;

async function move(db: Db, id: string, from: number[], change: Change, now: Date): Promise<SimOrder | undefined> {
  const [order] = await db
    .update(paymentSimOrders)
    .set({ ...change, updatedAt: now })
    .where(and(eq(paymentSimOrders.id, id), inArray(paymentSimOrders.status, from)))
    .returning();
  return order;
}

const paid = (now: Date, silentUntil: Date | null = null): Change => ({
  status: SIM_STATUS.paid,
  actionCode: 0,
  actionText: 'Approved',
  paidAt: now,
  silentUntil,
});

/** The card form sent with a test card: the order, changed, or undefined when it was no longer open. */
export async function simPayWithCard(db: Db, now: Date, id: string, card: TestCard): Promise<SimOrder | undefined> {
  const pan = maskedPan(card.pan);
  const open = [SIM_STATUS.registered];
  switch (card.outcome) {
    case 'paid':
      return move(db, id, open, { ...paid(now), maskedPan: pan }, now);
    case 'silent':
      return move(db, id, open, { ...paid(now, new Date(now.getTime() + SILENT_MS)), maskedPan: pan }, now);
    case 'declined':
      return move(
        db,
        id,
        open,
        {
          status: SIM_STATUS.declined,
          actionCode: DECLINED_BY_ISSUER.code,
          actionText: DECLINED_BY_ISSUER.text,
          maskedPan: pan,
        },
        now,
      );
    case 'threeDs':
      return move(db, id, open, { status: SIM_STATUS.threeDs, maskedPan: pan }, now);
  }
}

/** Wrong 3-D Secure codes a payment survives, as banks allow: the third declines it. */
export const THREE_DS_TRIES = 3;

/** How many codes the order's 3-D Secure step still takes. */
export const threeDsTriesLeft = (order: SimOrder) => Math.max(0, THREE_DS_TRIES - order.threeDsFailures);

/**
 * The 3-D Secure step's code: the test code pays; a wrong one is counted in the database (so a
 * reload or another process cannot reset it) and the step stays open until the third, which
 * declines. Counted from the failures read, so two forms sent at once count once each.
 */
export async function simConfirmThreeDs(
  db: Db,
  now: Date,
  order: SimOrder,
  code: string,
): Promise<SimOrder | undefined> {
  if (code === TEST_3DS_CODE) return move(db, order.id, [SIM_STATUS.threeDs], paid(now), now);
  const failures = order.threeDsFailures + 1;
  const change: Change =
    failures >= THREE_DS_TRIES
      ? {
          status: SIM_STATUS.declined,
          actionCode: DECLINED_3DS.code,
          actionText: DECLINED_3DS.text,
          threeDsFailures: failures,
        }
      : { threeDsFailures: failures };
  const [changed] = await db
    .update(paymentSimOrders)
    .set({ ...change, updatedAt: now })
    .where(
      and(
        eq(paymentSimOrders.id, order.id),
        eq(paymentSimOrders.status, SIM_STATUS.threeDs),
        eq(paymentSimOrders.threeDsFailures, order.threeDsFailures),
      ),
    )
    .returning();
  return changed;
}

/** The shopper gave up on the form (or its 3-D Secure step): declined, back to the shop's fail URL. */
export async function simCancel(db: Db, now: Date, id: string): Promise<SimOrder | undefined> {
  return move(
    db,
    id,
    [SIM_STATUS.registered, SIM_STATUS.threeDs],
    { status: SIM_STATUS.declined, actionCode: CANCELLED_BY_SHOPPER.code, actionText: CANCELLED_BY_SHOPPER.text },
    now,
  );
}

/** How long status calls for the order stay unanswered from `now` (card 4000 0000 0000 0119), in ms. */
export function silenceLeft(order: SimOrder, now: Date): number {
  return order.silentUntil ? Math.max(0, order.silentUntil.getTime() - now.getTime()) : 0;
}
