/**
 * What the shop owes the gateway for a closed attempt (docs/adr/025): reverse an open one so a late
 * payment cannot happen, give a paid one's money back (reverse the same day, else refund). Done
 * only under the attempt's lease (claimDue: one process at a time) and only after asking the
 * gateway for the attempt's state: a process that died between the refund and writing it down
 * leaves a row the next one finds refunded at the gateway, so money goes back once.
 */
import { formatPrice } from '../../contract/price-format';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, type PaymentRowState } from '../../db/schema';
import { claimDue } from '../queue/claim-due';
import { recordEvent, type PaymentRow } from './attempts';
import { GatewayRefused, GatewayUnavailable } from './gateway';
import { lockAttempt, withTimeout, type Gateways } from './reconcile';

/** Claims before an attempt that the gateway will not close (and that holds no money) is given up to staff. */
export const MAX_SETTLE_CLAIMS = 12;

export interface SettleOptions {
  now: () => Date;
  timeoutMs: number;
}

/** A claim covers the calls one settle may make (status, reverse, refund), with room. */
export const leaseOf = (timeoutMs: number) => Math.max(120_000, 4 * timeoutMs);

/** Claims the attempts among `ids` that owe the gateway a call and no other process holds. */
export function claimSettles(db: Db, ids: number[], options: SettleOptions): Promise<PaymentRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return claimDue(db, payments, {
    due: and(inArray(payments.id, ids), isNotNull(payments.settle)),
    now: options.now(),
    leaseMs: leaseOf(options.timeoutMs),
    limit: ids.length,
  });
}

/** Writes down what was done at the gateway and lets the attempt go; once (a settle already cleared is left). */
async function done(db: Db, row: PaymentRow, now: Date, kind: string, state?: PaymentRowState, note?: string) {
  await db.transaction(async (tx) => {
    const { row: locked } = await lockAttempt(tx, row);
    if (!locked?.settle) return;
    await tx
      .update(payments)
      .set({ settle: null, claimedUntil: null, updatedAt: now, ...(state ? { state } : {}) })
      .where(eq(payments.id, row.id));
    await recordEvent(tx, row.id, { kind, at: now, note });
  });
}

const failed = (error: unknown) => (error instanceof GatewayRefused ? `${error.errorCode} ${error.errorMessage}` : '');

/**
 * Settles one claimed attempt. Answers true when nothing is owed any more; false when the gateway
 * could not be reached or refused (the claim's end lets a later sweep try again).
 */
export async function settleOne(db: Db, gateways: Gateways, row: PaymentRow, options: SettleOptions): Promise<boolean> {
  const gateway = gateways.get(row.bank);
  if (!row.settle) return true;
  if (!gateway || !row.gatewayOrderId) return false;
  const id = row.gatewayOrderId;
  const call = <T>(work: Promise<T>) => withTimeout(work, options.timeoutMs, row.bank);
  try {
    const status = await call(gateway.status(id));
    switch (status.state) {
      case 'paid':
      case 'held':
        try {
          await call(gateway.reverse(id));
          await done(db, row, options.now(), 'reversed', 'reversed', formatPrice(status.amountMinor / 100));
        } catch (error) {
          if (!(error instanceof GatewayRefused)) throw error;
          // Settled already (not the same day): the money goes back by a refund.
          await call(gateway.refund(id, status.amountMinor));
          await done(db, row, options.now(), 'refunded', 'refunded', formatPrice(status.amountMinor / 100));
        }
        return true;
      case 'registered':
      case 'three_ds':
        try {
          await call(gateway.reverse(id));
          await done(db, row, options.now(), 'closed', undefined, 'closed at the gateway: no late payment');
          return true;
        } catch (error) {
          if (!(error instanceof GatewayRefused) || row.attempts < MAX_SETTLE_CLAIMS) throw error;
          await done(
            db,
            row,
            options.now(),
            'settle_failed',
            undefined,
            `the gateway would not close it: ${failed(error)}`,
          );
          return true;
        }
      case 'declined':
        await done(db, row, options.now(), 'closed', undefined, 'declined at the gateway: nothing to return');
        return true;
      case 'reversed':
      case 'refunded':
        // Done before (by a process that died before writing it down, or at the bank's console).
        await done(
          db,
          row,
          options.now(),
          status.state,
          row.state === 'paid' ? status.state : undefined,
          'found done at the gateway',
        );
        return true;
    }
  } catch (error) {
    if (!(error instanceof GatewayUnavailable || error instanceof GatewayRefused)) throw error;
    await recordEvent(db, row.id, {
      kind: 'settle_failed',
      at: options.now(),
      note: error instanceof GatewayRefused ? failed(error) : 'gateway unavailable; tried again later',
    });
    return false;
  }
}

/** Claims and settles the attempts among `ids` (after the commit that closed them). */
export async function settleNow(db: Db, gateways: Gateways, ids: number[], options: SettleOptions): Promise<void> {
  for (const row of await claimSettles(db, ids, options)) await settleOne(db, gateways, row, options);
}
