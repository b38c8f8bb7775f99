/**
 * Closing a card order's payment on the shop's side (docs/adr/025): when its hold runs out unpaid,
 * when the shopper chooses to pay on delivery, when staff cancel it. Always inside the transaction
 * that changes the order, under its row lock: the stock goes back once (orders.stock_taken), and
 * what the gateway still has to do (reverse an open attempt so a late payment cannot happen, give
 * paid money back) is written down as the attempt's `settle`, done after the commit under the
 * attempt's lease (settle.ts).
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders, payments } from '../../db/schema';
import { queueUnpaidNotice } from '../orders/order-notices';
import { returnStock } from '../orders/stock';
import { OPEN_STATES, recordEvent } from './attempts';

export type CloseReason = 'expired' | 'switched' | 'cancelled';

/**
 * Closes the order's attempts: open ones expire (to be reversed at the gateway, when it knows
 * them), paid ones are to be refunded. Answers the attempts that now owe the gateway a call.
 * The caller holds the order's row lock.
 */
export async function closeAttempts(tx: Db, orderId: number, now: Date, reason: CloseReason): Promise<number[]> {
  const rows = await tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id).for('update');
  const owed: number[] = [];
  for (const row of rows) {
    if (OPEN_STATES.includes(row.state)) {
      const known = row.gatewayOrderId !== null;
      await tx
        .update(payments)
        .set({ state: 'expired', settle: known ? 'reverse' : null, updatedAt: now })
        .where(eq(payments.id, row.id));
      await recordEvent(tx, row.id, { kind: reason === 'switched' ? 'switched' : 'expired', at: now, note: reason });
      if (known) owed.push(row.id);
    } else if (row.state === 'paid' && row.settle === null) {
      await tx.update(payments).set({ settle: 'refund', updatedAt: now }).where(eq(payments.id, row.id));
      await recordEvent(tx, row.id, { kind: 'refund_asked', at: now, note: reason });
      owed.push(row.id);
    } else if (row.settle !== null) {
      owed.push(row.id);
    }
  }
  return owed;
}

/**
 * The hold of an order waiting for its payment ran out: its stock goes back, the order is
 * cancelled and its attempts closed, once (a second call, in this process or another, finds the
 * order no longer waiting). `withoutOpen`: only when no attempt is open (the sweep's orders with no
 * attempt, or only declined ones; an open attempt is asked at the gateway first). Answers the
 * attempts owing the gateway a call, or null when nothing was done.
 */
export async function expireOrder(
  db: Db,
  orderId: number,
  now: Date,
  options: { withoutOpen?: boolean } = {},
): Promise<number[] | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status !== 'awaiting_payment' || !order.paymentHoldUntil || now < order.paymentHoldUntil) {
      return null;
    }
    if (options.withoutOpen) {
      const open = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), inArray(payments.state, [...OPEN_STATES])));
      if (open.length) return null;
    }
    if (order.stockTaken) {
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      await returnStock(tx, lines);
    }
    await tx
      .update(orders)
      .set({ status: 'cancelled', stockTaken: false, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'awaiting_payment')));
    // The shopper hears why the order they may still be waiting on is gone, once (this transaction).
    await queueUnpaidNotice(tx, order, now);
    return closeAttempts(tx, order.id, now, 'expired');
  });
}

/** Orders whose hold ran out with no attempt open: the sweep expires them (a few at a time). */
export async function heldOrdersDue(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lte(orders.paymentHoldUntil, now)))
    .orderBy(orders.paymentHoldUntil)
    .limit(limit);
  return rows.map((row) => row.id);
}
