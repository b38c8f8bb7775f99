/**
 * The shopper's payment calls (POST/GET /client/v4/orders/{id}/payment, POST …/payment/on-delivery;
 * docs/adr/025). Only the order's owner reaches them (another's order: 404 as an unknown one). The
 * return from the bank's page carries nothing the shop believes: the page asks GET, which asks the
 * gateway and applies its answer once.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CARD_METHOD, type PaymentStartedWire, type PaymentStatusWire } from '../../contract/payments';
import type { OrderDetail } from '../../contract/orders';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { RefusedRequest } from '../../edge/refused-request';
import type { Lng } from '../../lib/lng';
import { messageWith } from '../../lib/messages';
import type { OrderChoices } from '../orders/extras';
import { queueOrderMail } from '../orders/mail';
import { detailOf, findOwnOrder } from '../orders/read';
import {
  attemptsOf,
  dueCents,
  holdOf,
  isOpen,
  mainAttempt,
  recordEvent,
  stillHeld,
  wireState,
  type OrderRow,
  type PaymentRow,
} from './attempts';
import { bankName } from './banks';
import { closeAttempts } from './expiry';
import { TMT_CURRENCY, type GatewayLanguage } from './gateway';
import { lockAttempt, reconcile, withTimeout } from './reconcile';
import type { PaymentService } from './service';
import { settleNow } from './settle';

const LANGUAGE: Record<Lng, GatewayLanguage> = { tm: 'tk', ru: 'ru', en: 'en' };

async function cardOrder(db: Db, userId: number, id: number): Promise<OrderRow> {
  const order = await findOwnOrder(db, userId, id);
  if (!order) throw new RefusedRequest(404, 'orderNotFound');
  return order;
}

/** Asks the gateway about the order's open attempt (if any) and applies the answer; answers whether it could. */
async function refresh(
  service: PaymentService,
  order: OrderRow,
): Promise<{ answered: boolean; attempts: PaymentRow[] }> {
  const attempts = await attemptsOf(service.db, order.id);
  const open = attempts.find((row) => isOpen(row) && row.gatewayOrderId !== null);
  if (!open) return { answered: true, attempts };
  const { answered, applied } = await reconcile(service.db, service.gateways, open, {
    now: service.settings.now(),
    timeoutMs: service.settings.timeoutMs,
  });
  if (applied.accepted) service.onAccepted([order.id]);
  if (applied.settle) await settleNow(service.db, service.gateways, [open.id], service.context);
  return { answered, attempts: await attemptsOf(service.db, order.id) };
}

/** 409 unless the order waits for its payment and its hold lasts. */
function refuseClosed(order: OrderRow, attempts: PaymentRow[], now: Date) {
  if (attempts.some((row) => row.state === 'paid')) throw new RefusedRequest(409, 'paymentDone');
  if (order.status === 'awaiting_payment' && !stillHeld(order, now)) throw new RefusedRequest(409, 'paymentExpired');
  if (order.status === 'cancelled') throw new RefusedRequest(409, 'paymentExpired');
  if (order.status !== 'awaiting_payment') throw new RefusedRequest(409, 'paymentClosed');
}

const down = () => new RefusedRequest(503, 'paymentGatewayDown');

/** The attempt once another request has registered it (or given up), looked at every 100 ms for at most `ms`. */
async function registeredBy(db: Db, id: number, ms: number): Promise<PaymentRow | undefined> {
  const until = Date.now() + ms;
  for (;;) {
    const [row] = await db.select().from(payments).where(eq(payments.id, id));
    if (!row || row.state !== 'registering' || Date.now() >= until) return row;
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * POST /orders/{id}/payment: the open attempt's form again (idempotent), or a new attempt
 * registered at the bank (the first, or after a decline) while the hold lasts. A gateway down or
 * slow answers 503 and leaves the order as it was.
 */
/**
 * The number the gateway knows an attempt by: the order's id and the attempt's, which staff read
 * in the bank's console, and 8 random hex digits, so a number nobody can guess: one registered
 * beforehand by someone else (with the merchant's login) cannot block the shop's attempt.
 */
export const gatewayOrderNumber = (orderId: number, attempt: number) =>
  `${orderId}-${attempt}-${randomBytes(4).toString('hex')}`;

export async function startPayment(
  service: PaymentService,
  input: { userId: number; id: number; lng: Lng },
): Promise<PaymentStartedWire> {
  const { db } = service;
  const { timeoutMs } = service.settings;
  let order = await cardOrder(db, input.userId, input.id);
  if (order.paymentMethod !== CARD_METHOD) throw new RefusedRequest(409, 'paymentClosed');
  const { answered, attempts } = await refresh(service, order);
  order = await cardOrder(db, input.userId, input.id);
  refuseClosed(order, attempts, service.settings.now());
  const latest = attempts[0];
  if (latest && isOpen(latest)) {
    if (!answered) throw down();
    if (latest.mismatch) throw new RefusedRequest(409, 'paymentChecking');
    if (latest.formUrl) return { formUrl: latest.formUrl, state: 'awaiting' };
    // Another request is registering it now (a double click): its answer is this one's too.
    if (service.settings.now().getTime() - latest.createdAt.getTime() < 2 * timeoutMs) {
      const registered = await registeredBy(db, latest.id, timeoutMs + 1000);
      if (registered?.formUrl) return { formUrl: registered.formUrl, state: 'awaiting' };
      throw down();
    }
  }
  const gateway = service.gateways.get(order.paymentType ?? '');
  if (!gateway) throw down();

  // The attempt is written before the bank hears of it, under the order's lock: one at a time.
  const now = service.settings.now();
  type Started = { busy: PaymentRow } | { formUrl: string } | { row: PaymentRow };
  const started = await db.transaction(async (tx): Promise<Started> => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    const rows = await attemptsOf(tx, order.id);
    refuseClosed(locked, rows, now);
    const stale = rows.filter((row) => row.state === 'registering');
    const busy = stale.find((row) => now.getTime() - row.createdAt.getTime() < 2 * timeoutMs);
    if (busy) return { busy };
    // Registered by another request since this one looked (a double click whose twin won the lock
    // and heard from the bank first): its open form is this one's answer too.
    const registered = rows.find((row) => isOpen(row) && row.state !== 'registering');
    if (registered?.formUrl && !registered.mismatch) return { formUrl: registered.formUrl };
    if (registered) throw new RefusedRequest(409, 'paymentChecking');
    for (const row of stale) {
      await tx.update(payments).set({ state: 'failed', updatedAt: now }).where(eq(payments.id, row.id));
      await recordEvent(tx, row.id, { kind: 'register_failed', at: now, note: 'no answer recorded' });
    }
    const [row] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        bank: gateway.bank,
        attempt: (rows[0]?.attempt ?? 0) + 1,
        // Only what the order's gift certificate left to pay (docs/adr/031).
        amountMinor: dueCents(locked),
        currency: TMT_CURRENCY,
        state: 'registering',
        holdUntil: locked.paymentHoldUntil ?? now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { row };
  });
  if ('formUrl' in started) return { formUrl: started.formUrl, state: 'awaiting' };
  if ('busy' in started) {
    // Another request registered it a moment ago (a double click): its answer is this one's too.
    const registered = await registeredBy(db, started.busy.id, timeoutMs + 1000);
    if (registered?.formUrl) return { formUrl: registered.formUrl, state: 'awaiting' };
    throw down();
  }
  const attempt = started.row;

  const returnUrl = service.returnUrl(order.id, input.lng);
  try {
    const registered = await withTimeout(
      gateway.register({
        orderNumber: gatewayOrderNumber(order.id, attempt.attempt),
        amountMinor: attempt.amountMinor,
        currency: TMT_CURRENCY,
        returnUrl,
        failUrl: returnUrl,
        language: LANGUAGE[input.lng],
        description: messageWith('paymentDescription', input.lng, { order: order.id }),
      }),
      timeoutMs,
      gateway.bank,
    );
    await db.transaction(async (tx) => {
      await lockAttempt(tx, attempt);
      await tx
        .update(payments)
        .set({
          state: 'awaiting',
          gatewayOrderId: registered.gatewayOrderId,
          formUrl: registered.formUrl,
          updatedAt: now,
        })
        .where(eq(payments.id, attempt.id));
      await recordEvent(tx, attempt.id, { kind: 'registered', at: service.settings.now() });
    });
    return { formUrl: registered.formUrl, state: 'awaiting' };
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx.update(payments).set({ state: 'failed', updatedAt: now }).where(eq(payments.id, attempt.id));
      await recordEvent(tx, attempt.id, {
        kind: 'register_failed',
        at: service.settings.now(),
        note: error instanceof Error ? error.message : 'unknown error',
      });
    });
    throw down();
  }
}

/** GET /orders/{id}/payment: the state, read at the gateway while it is not final. */
export async function paymentStatus(
  service: PaymentService,
  input: { userId: number; id: number; lng: Lng },
): Promise<PaymentStatusWire> {
  const first = await cardOrder(service.db, input.userId, input.id);
  const earlier = await attemptsOf(service.db, first.id);
  if (first.paymentMethod !== CARD_METHOD && !earlier.length) throw new RefusedRequest(404, 'paymentNotFound');
  const { answered, attempts } = await refresh(service, first);
  const order = await cardOrder(service.db, input.userId, input.id);
  const main = mainAttempt(attempts);
  let state = wireState(order, main);
  if (!answered && state === 'awaiting' && main && isOpen(main)) state = 'checking';
  const now = service.settings.now();
  const open = stillHeld(order, now) && order.paymentMethod === CARD_METHOD;
  const hold = holdOf(order);
  const bank = main?.bank ?? order.paymentType ?? '';
  return {
    state,
    bank,
    bankName: bankName(bank, input.lng),
    amount: dueCents(order) / 100,
    currency: 'TMT',
    holdUntil: hold && open ? hold.toISOString() : null,
    canRetry: open && (state === 'awaiting' || state === 'declined'),
    canPayOnDelivery: open && state !== 'paid',
    // the day and hour the shopper chose, which the page repeats once the order is paid
    ...(order.deliveryDate && order.deliveryTime
      ? { delivery: { date: order.deliveryDate, time: order.deliveryTime } }
      : {}),
  };
}

/**
 * POST /orders/{id}/payment/on-delivery: the order is paid on delivery instead (the shop's first
 * method that is not online), accepted with its stock as held; an open attempt is closed at the
 * gateway. Refused when paid or when the hold ran out; a repeated call answers the order.
 */
export async function payOnDelivery(
  service: PaymentService,
  input: { userId: number; id: number; lng: Lng; choices: OrderChoices },
): Promise<{ detail: OrderDetail; mail: boolean }> {
  const { db } = service;
  const before = await cardOrder(db, input.userId, input.id);
  const method = input.choices.options.find((o) => o.kind === 'payment_method' && o.code !== CARD_METHOD);
  const type = input.choices.options.find((o) => o.kind === 'payment_type' && o.method === method?.code);
  if (before.paymentMethod === method?.code && before.status !== 'cancelled') {
    return { detail: await detailOf(db, before, input.lng), mail: false };
  }
  if (before.paymentMethod !== CARD_METHOD) throw new RefusedRequest(409, 'paymentClosed');
  if (!method || !type) throw new RefusedRequest(409, 'paymentClosed');
  await refresh(service, before);
  const now = service.settings.now();
  const changed = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, before.id)).for('update');
    refuseClosed(order, await attemptsOf(tx, order.id), now);
    const owed = await closeAttempts(tx, order.id, now, 'switched');
    const [row] = await tx
      .update(orders)
      .set({ paymentMethod: method.code, paymentType: type.code, status: 'accepted', acceptedAt: now, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    return { row, owed, mail: await queueOrderMail(tx, row, now) };
  });
  await settleNow(db, service.gateways, changed.owed, service.context).catch(() => undefined);
  return { detail: await detailOf(db, changed.row, input.lng), mail: changed.mail };
}
