/**
 * The payments' sweep (docs/adr/025), run by every API process on a timer; they share the work
 * through the database: each attempt is taken under its lease (claimDue: FOR UPDATE SKIP LOCKED and
 * claimed_until), each order changed under its row lock and only from the state it was read in, so
 * several processes on one PostgreSQL behave as one.
 * - Attempts whose shopper never came back are asked at the gateway, and the answer applied once.
 * - An order whose hold ran out unpaid is cancelled, its stock returned once, its attempts closed
 *   at the gateway (reversed, so a late payment cannot happen; a payment found paid is given back).
 * - Reversals and refunds owed (settle.ts) are tried again until the gateway has done them.
 */
import { and, eq, inArray, isNotNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { claimDue } from '../queue/claim-due';
import { OPEN_STATES, type PaymentRow } from './attempts';
import { expireOrder, heldOrdersDue } from './expiry';
import { reconcile, type Gateways } from './reconcile';
import { leaseOf, settleNow, settleOne, type SettleOptions } from './settle';

/** The shopper is given this long on the bank's page before the sweep asks for them. */
export const SHOPPER_GRACE_MS = 2 * 60_000;
/** An order is not expired while the gateway cannot say whether it was paid, for at most this long past its hold. */
export const UNKNOWN_GRACE_MS = 60 * 60_000;
const BATCH = 20;

export interface SweepResult {
  asked: number;
  expired: number;
  settled: number;
}

export interface SweepContext extends SettleOptions {
  db: Db;
  gateways: Gateways;
  /** orders accepted by a payment the sweep found: their e-mails may go */
  onAccepted?: (orderIds: number[]) => void;
  /** orders cancelled because their hold ran out unpaid: the shopper's message may go */
  onExpired?: (orderIds: number[]) => void;
}

async function sweepAttempt(ctx: SweepContext, row: PaymentRow, result: SweepResult): Promise<void> {
  if (row.settle) {
    if (await settleOne(ctx.db, ctx.gateways, row, ctx)) result.settled++;
    return;
  }
  result.asked++;
  const { answered, applied } = await reconcile(ctx.db, ctx.gateways, row, {
    now: ctx.now(),
    timeoutMs: ctx.timeoutMs,
  });
  if (applied.accepted) ctx.onAccepted?.([row.orderId]);
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, row.orderId));
  const now = ctx.now();
  if (applied.settle) await settleNow(ctx.db, ctx.gateways, [row.id], ctx);
  if (order?.status !== 'awaiting_payment' || !order.paymentHoldUntil || now < order.paymentHoldUntil) return;
  // Unpaid when the hold ran out; if the gateway could not say, wait (the stock stays held) a while.
  // (An attempt the gateway never registered has nothing to ask: nobody was given its form.)
  const unknown = !answered && row.gatewayOrderId !== null;
  if (unknown && now.getTime() < order.paymentHoldUntil.getTime() + UNKNOWN_GRACE_MS) return;
  const owed = await expireOrder(ctx.db, order.id, now);
  if (!owed) return;
  result.expired++;
  ctx.onExpired?.([order.id]);
  // This process holds this attempt's lease; the order's other attempts are claimed as any.
  const [mine] = await ctx.db.select().from(payments).where(eq(payments.id, row.id));
  if (owed.includes(row.id) && mine && (await settleOne(ctx.db, ctx.gateways, mine, ctx))) result.settled++;
  await settleNow(
    ctx.db,
    ctx.gateways,
    owed.filter((id) => id !== row.id),
    ctx,
  );
}

/** One round of the sweep; a failing attempt does not stop the others (the last failure is thrown after). */
export async function sweepPayments(ctx: SweepContext): Promise<SweepResult> {
  const result: SweepResult = { asked: 0, expired: 0, settled: 0 };
  const now = ctx.now();
  const claimed = await claimDue(ctx.db, payments, {
    due: or(
      isNotNull(payments.settle),
      and(
        inArray(payments.state, [...OPEN_STATES]),
        or(lt(payments.createdAt, new Date(now.getTime() - SHOPPER_GRACE_MS)), lte(payments.holdUntil, now)),
      ),
    ),
    now,
    leaseMs: leaseOf(ctx.timeoutMs),
    limit: BATCH,
  });
  let failure: unknown;
  for (const row of claimed) {
    try {
      await sweepAttempt(ctx, row, result);
    } catch (error) {
      failure = error;
    }
  }
  // Orders with no attempt open (never sent to the form, or only declined): nothing to ask.
  for (const id of await heldOrdersDue(ctx.db, now, BATCH)) {
    try {
      const owed = await expireOrder(ctx.db, id, now, { withoutOpen: true });
      if (!owed) continue;
      result.expired++;
      ctx.onExpired?.([id]);
      await settleNow(ctx.db, ctx.gateways, owed, ctx);
    } catch (error) {
      failure = error;
    }
  }
  if (failure) throw failure;
  return result;
}
