/**
 * Paid money is reconciled (docs/adr/025 rule 7): a paid attempt is asked again at the gateway on a
 * schedule and once before staff ship its order, because money can go back at the bank itself (its
 * merchant console: a reversal, a refund, a changed amount) after the shop read it paid. A change
 * found there puts the order on hold for staff, records the event and queues staff's e-mail, once:
 * the attempt is taken under its lease (claimDue) and changed under the order's and the attempt's
 * row locks, only while it is still paid and clean, so several processes act as one.
 */
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderMails, orders, payments } from '../../db/schema';
import { claimDue } from '../queue/claim-due';
import { recordEvent, type PaymentRow } from './attempts';
import type { GatewayStatus } from './gateway';
import { askGateway, lockAttempt, type Gateways } from './reconcile';
import { nextRecheck } from './recheck-schedule';
import { leaseOf } from './settle';

const BATCH = 20;

/** 'agrees': the gateway holds the money as paid; 'changed': it does not, the order is on hold; 'gone': nothing to check any more. */
export type RecheckOutcome = 'agrees' | 'changed' | 'gone';

/** A paid attempt still to be rechecked: paid, owing the gateway nothing, with no change found before. */
const clean = (row: PaymentRow) => row.state === 'paid' && row.settle === null && row.mismatch === null;

const agrees = (status: GatewayStatus, row: PaymentRow) =>
  (status.state === 'paid' || status.state === 'held') &&
  status.amountMinor === row.amountMinor &&
  status.currency === row.currency;

/** What the gateway says, in words for staff's history and e-mail (the shop's own numbers beside). */
function changeOf(status: GatewayStatus, row: PaymentRow): string {
  const amount = (minor: number) => `${(minor / 100).toFixed(2)}`;
  return `the gateway says ${status.state}, ${amount(status.amountMinor)} of currency ${status.currency}; paid was ${amount(row.amountMinor)} of ${row.currency}`;
}

/** Orders whose goods may still leave, or have left: a change of their money is staff's to judge. */
const HOLDABLE = ['accepted', 'delivering', 'delivered', 'on_hold'];

/**
 * Applies a recheck's answer once, under the order's and the attempt's row locks. An answer that
 * agrees moves the next check on; one that does not records it on the attempt (its state follows
 * the gateway's reversal or refund), puts the order on hold and queues staff's e-mail (STAFF_EMAIL).
 */
export async function applyRecheck(
  db: Db,
  paymentId: number,
  status: GatewayStatus,
  now: Date,
  staffEmail: string | undefined,
): Promise<RecheckOutcome> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!found) return 'gone';
    const { order, row } = await lockAttempt(tx, found);
    if (!order || !row || !clean(row)) return 'gone';
    if (agrees(status, row)) {
      const next = nextRecheck(row.paidAt ?? row.updatedAt, now);
      await tx
        .update(payments)
        .set({ checkedAt: now, recheckAt: next, claimedUntil: null, attempts: 0 })
        .where(eq(payments.id, row.id));
      return 'agrees';
    }
    const change = changeOf(status, row);
    const state = status.state === 'reversed' || status.state === 'refunded' ? status.state : row.state;
    await tx
      .update(payments)
      .set({ state, mismatch: change, checkedAt: now, recheckAt: null, claimedUntil: null, updatedAt: now })
      .where(eq(payments.id, row.id));
    await recordEvent(tx, row.id, { kind: 'changed_at_gateway', at: now, status, note: change });
    if (HOLDABLE.includes(order.status) && order.status !== 'on_hold') {
      await tx.update(orders).set({ status: 'on_hold', updatedAt: now }).where(eq(orders.id, order.id));
    }
    if (staffEmail) {
      await tx
        .insert(orderMails)
        .values({ orderId: order.id, to: staffEmail, kind: 'payment_problem', channel: 'email', createdAt: now });
    }
    return 'changed';
  });
}

export interface RecheckContext {
  db: Db;
  gateways: Gateways;
  now: () => Date;
  timeoutMs: number;
  staffEmail?: string;
  /** orders a change put on hold: staff's e-mail may go now */
  onHeld?: (orderIds: number[]) => void;
}

/** Asks the gateway about one paid attempt and applies the answer; null when the gateway could not say. */
export async function recheckOne(ctx: RecheckContext, row: PaymentRow): Promise<RecheckOutcome | null> {
  const status = await askGateway(ctx.gateways, row, ctx.timeoutMs);
  if (!status) return null;
  const outcome = await applyRecheck(ctx.db, row.id, status, ctx.now(), ctx.staffEmail);
  if (outcome === 'changed') ctx.onHeld?.([row.orderId]);
  return outcome;
}

export interface RecheckResult {
  asked: number;
  held: number;
}

/**
 * One round of the scheduled rechecks: the paid attempts now due, each claimed under its lease (a
 * gateway that cannot answer leaves it to be claimed again when the lease ends).
 */
export async function recheckPaid(ctx: RecheckContext): Promise<RecheckResult> {
  const now = ctx.now();
  const claimed = await claimDue(ctx.db, payments, {
    due: and(
      eq(payments.state, 'paid'),
      isNull(payments.settle),
      isNull(payments.mismatch),
      lte(payments.recheckAt, now),
    ),
    now,
    leaseMs: leaseOf(ctx.timeoutMs),
    limit: BATCH,
  });
  const result: RecheckResult = { asked: 0, held: 0 };
  let failure: unknown;
  for (const row of claimed) {
    try {
      const outcome = await recheckOne(ctx, row);
      if (outcome !== null) result.asked++;
      if (outcome === 'changed') result.held++;
    } catch (error) {
      failure = error;
    }
  }
  if (failure) throw failure;
  return result;
}

/**
 * Before staff ship an order (docs/adr/025 rule 7): its clean paid attempt, if any, is asked at the
 * gateway. Answers 'agrees' (or 'gone': nothing paid to check), 'changed' (the order is now on hold),
 * or null when the gateway could not say (the caller refuses to ship until it can).
 */
export async function recheckBeforeShipping(ctx: RecheckContext, orderId: number): Promise<RecheckOutcome | null> {
  const rows = await ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
  const paid = rows.find(clean);
  if (!paid) return 'gone';
  return recheckOne(ctx, paid);
}
