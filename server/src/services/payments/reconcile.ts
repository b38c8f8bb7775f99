/**
 * The reconciliation rule (docs/adr/025): the gateway is the truth. Its answer about an attempt is
 * compared with the order's amount and currency and applied once, under the order's and the
 * attempt's row locks: a second answer (a replayed return, two tabs, two processes) finds the
 * attempt already final and changes nothing. A mismatch is recorded for staff and never pays.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { queueOrderMail } from '../orders/mail';
import { dueCents, isOpen, recordEvent, type PaymentRow } from './attempts';
import { issueCertificates } from '../gift-certificates/issue';
import { nextRecheck } from './recheck-schedule';
import { cardLast4Of, GatewayRefused, GatewayUnavailable, type GatewayStatus, type PaymentGateway } from './gateway';

export type Gateways = ReadonlyMap<string, PaymentGateway>;

/** What applying the gateway's answer did. */
export interface Applied {
  /** the order was accepted by this payment: its e-mail is queued */
  accepted: boolean;
  /** the attempt was paid after its order closed: the money is to go back */
  settle: boolean;
}

const NOTHING: Applied = { accepted: false, settle: false };

/** Locks the order, then the attempt (every writer takes them in this order: no deadlock). */
export async function lockAttempt(tx: Db, payment: Pick<PaymentRow, 'id' | 'orderId'>) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
  const [row] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
  return { order, row };
}

/** The gateway's answer about an attempt, applied once (see the file's comment). */
export async function applyStatus(db: Db, paymentId: number, status: GatewayStatus, now: Date): Promise<Applied> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!found) return NOTHING;
    const { order, row } = await lockAttempt(tx, found);
    await tx.update(payments).set({ checkedAt: now }).where(eq(payments.id, row.id));
    const set = (values: Partial<PaymentRow>) =>
      tx
        .update(payments)
        .set({ ...values, updatedAt: now })
        .where(eq(payments.id, row.id));
    // Final already (a replayed return, another tab, another process): applied once, nothing more.
    if (!isOpen(row)) return NOTHING;
    switch (status.state) {
      case 'paid':
      case 'held': {
        const expected = dueCents(order);
        if (
          status.amountMinor !== row.amountMinor ||
          status.currency !== row.currency ||
          expected !== row.amountMinor
        ) {
          const mismatch = `${status.amountMinor} of currency ${status.currency}; the order's ${row.amountMinor} of ${row.currency}`;
          if (row.mismatch !== mismatch) {
            await set({ state: 'checking', mismatch });
            await recordEvent(tx, row.id, { kind: 'mismatch', at: now, status, note: mismatch });
          }
          return NOTHING;
        }
        // Only the card's last 4 digits, as the gateway named them (none when it did not).
        const card = { cardLast4: cardLast4Of(status.cardLast4) ?? null };
        if (order.status !== 'awaiting_payment') {
          // The order closed (expired, switched to pay on delivery, cancelled) before the money came.
          await set({ state: 'paid', settle: 'refund', ...card });
          await recordEvent(tx, row.id, { kind: 'paid_late', at: now, status });
          return { accepted: false, settle: true };
        }
        // Paid money is asked again on a schedule (recheck.ts): the bank may give it back later.
        await set({ state: 'paid', paidAt: now, recheckAt: nextRecheck(now, now), ...card });
        await recordEvent(tx, row.id, { kind: 'paid', at: now, status });
        await tx
          .update(orders)
          .set({ status: 'accepted', acceptedAt: now, updatedAt: now })
          .where(eq(orders.id, order.id));
        await queueOrderMail(tx, order, now);
        // Paid: the order's gift certificates are issued, once (docs/adr/031); their codes go with the e-mail.
        await issueCertificates(tx, order, now);
        return { accepted: true, settle: false };
      }
      case 'declined':
        await set({ state: 'declined' });
        await recordEvent(tx, row.id, { kind: 'declined', at: now, status });
        return NOTHING;
      case 'three_ds':
        if (row.state !== 'checking') {
          await set({ state: 'checking' });
          await recordEvent(tx, row.id, { kind: 'three_ds', at: now, status });
        }
        return NOTHING;
      case 'reversed':
      case 'refunded':
        // Done at the bank itself (its merchant console): the shop's side follows.
        await set({ state: status.state });
        await recordEvent(tx, row.id, { kind: status.state, at: now, status, note: 'at the gateway' });
        return NOTHING;
      case 'registered':
        return NOTHING;
    }
  });
}

/** The gateway's answer, or null when it cannot be had now (down, slow, or refusing the call). */
export async function askGateway(
  gateways: Gateways,
  row: PaymentRow,
  timeoutMs: number,
): Promise<GatewayStatus | null> {
  const gateway = gateways.get(row.bank);
  if (!gateway || !row.gatewayOrderId) return null;
  try {
    return await withTimeout(gateway.status(row.gatewayOrderId), timeoutMs, row.bank);
  } catch (error) {
    if (error instanceof GatewayUnavailable || error instanceof GatewayRefused) return null;
    throw error;
  }
}

/** Reads an open attempt at the gateway and applies the answer; answers whether the gateway answered. */
export async function reconcile(
  db: Db,
  gateways: Gateways,
  row: PaymentRow,
  options: { now: Date; timeoutMs: number },
): Promise<{ answered: boolean; applied: Applied }> {
  const status = await askGateway(gateways, row, options.timeoutMs);
  if (!status) return { answered: false, applied: NOTHING };
  return { answered: true, applied: await applyStatus(db, row.id, status, options.now) };
}

/**
 * A gateway call limited to `ms` whatever the client does: a slow gateway is an unavailable one
 * (PAYMENT_TIMEOUT_MS), and the shop goes on.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, bank: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new GatewayUnavailable(bank, `no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
