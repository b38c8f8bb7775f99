import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { PaymentState } from '../../contract/payments';
import type { Db } from '../../db/client';
import { toCents } from '../../db/money';
import { orders, paymentEvents, payments, type PaymentRowState } from '../../db/schema';
import type { GatewayStatus } from './gateway';

export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** Attempts the gateway may still turn into money: their state is asked for, and closed at the gateway on expiry. */
export const OPEN_STATES: readonly PaymentRowState[] = ['registering', 'awaiting', 'checking'];
export const isOpen = (row: Pick<PaymentRow, 'state'>) => OPEN_STATES.includes(row.state);

export interface EventInput {
  kind: string;
  at: Date;
  status?: GatewayStatus;
  note?: string;
}

/** One line of an attempt's history (docs/adr/025): what happened, and what the gateway said. */
export async function recordEvent(tx: Db, paymentId: number, event: EventInput): Promise<void> {
  await tx.insert(paymentEvents).values({
    paymentId,
    at: event.at,
    kind: event.kind,
    gatewayState: event.status?.state ?? null,
    actionCode: event.status?.actionCode ?? null,
    note: event.note ?? event.status?.actionText ?? null,
  });
}

/** The order's attempts, newest first. */
export const attemptsOf = (db: Db, orderId: number) =>
  db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.attempt));

/** Each order's attempts, newest first, by order id. */
export async function attemptsByOrder(db: Db, orderIds: number[]): Promise<Map<number, PaymentRow[]>> {
  const byOrder = new Map<number, PaymentRow[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(desc(payments.attempt));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

export async function eventsByPayment(db: Db, paymentIds: number[]) {
  const byPayment = new Map<number, (typeof paymentEvents.$inferSelect)[]>();
  if (!paymentIds.length) return byPayment;
  const rows = await db
    .select()
    .from(paymentEvents)
    .where(inArray(paymentEvents.paymentId, paymentIds))
    .orderBy(asc(paymentEvents.id));
  for (const row of rows) byPayment.set(row.paymentId, [...(byPayment.get(row.paymentId) ?? []), row]);
  return byPayment;
}

/** The attempt that speaks for the order: the one that was paid, else the newest. */
export const mainAttempt = (attempts: PaymentRow[]): PaymentRow | undefined =>
  attempts.find((row) => MONEY_STATES.includes(row.state)) ?? attempts[0];

/** An attempt the shopper paid (its money may have gone back since). */
export const MONEY_STATES: readonly PaymentRowState[] = ['paid', 'reversed', 'refunded'];

/**
 * What the order's payment method is to be paid (whole tenge): its total less what its gift
 * certificate paid (docs/adr/031). The card form asks for this, and a card payment must match it.
 */
export const dueCents = (order: Pick<OrderRow, 'total' | 'giftAmount'>): number =>
  (toCents(order.total) ?? 0) - (toCents(order.giftAmount) ?? 0);

/** Paid in full by its gift certificate: no card form, the payment reads 'paid' (docs/adr/031). */
export const paidByGift = (order: Pick<OrderRow, 'status' | 'total' | 'giftAmount'>): boolean =>
  order.giftAmount > 0 && dueCents(order) <= 0 && order.status !== 'awaiting_code';

/** The payment's state as the shopper reads it, from the order and its main attempt. */
export function wireState(
  order: Pick<OrderRow, 'status' | 'total' | 'giftAmount'>,
  attempt: PaymentRow | undefined,
): PaymentState {
  if (!attempt && paidByGift(order)) return 'paid';
  switch (attempt?.state) {
    case 'paid':
    case 'reversed':
    case 'refunded':
    case 'expired':
      return attempt.state;
    case 'checking':
    case 'declined':
      if (order.status === 'awaiting_payment') return attempt.state;
      break;
    default:
      // Placed and waiting for its code, or confirmed and waiting for the shopper to pay.
      if (order.status === 'awaiting_payment' || order.status === 'awaiting_code') return 'awaiting';
  }
  return 'expired';
}

/** The stock is held while the order waits for its payment: the hold's end then, else null. */
export const holdOf = (order: Pick<OrderRow, 'status' | 'paymentHoldUntil'>): Date | null =>
  order.status === 'awaiting_payment' ? order.paymentHoldUntil : null;

/** The order still waits for a payment and its hold has not run out. */
export const stillHeld = (order: Pick<OrderRow, 'status' | 'paymentHoldUntil'>, now: Date) =>
  order.status === 'awaiting_payment' && order.paymentHoldUntil !== null && now < order.paymentHoldUntil;
