/**
 * Card orders in the crash test (docs/adr/025): after its code a card order waits for its
 * payment; some shoppers pay with the simulator's test card and read the state until it is paid,
 * others leave the payment open (their stock stays held). Then, from the database itself: every
 * payment a shopper saw paid is an accepted order paid once, no order is charged twice at the
 * gateway, and open payments still hold their order.
 */
import { like } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client';
import { payments, paymentSimOrders } from '../../server/src/db/schema';
import { sleep, until, type Counts } from './crash-http';

export type CardOutcome = { kind: 'paid'; id: number } | { kind: 'open'; id: number };

/** Every third shopper pays by card; of those, every other one leaves the payment open. */
export const paysByCard = (index: number) => index % 3 === 0;
const leavesOpen = (index: number) => index % 6 === 3;

/** The card order's payment, as the storefront's return page makes it: to the form, the card, back, read. */
export async function payCard(
  counts: Counts,
  headers: Record<string, string>,
  id: number,
  index: number,
): Promise<CardOutcome> {
  // 409 paymentChecking: another attempt is being registered (a call a kill cut short); ask again.
  const started = await until(counts, `/client/v4/orders/${id}/payment`, {
    method: 'POST',
    headers,
    body: {},
    give: (status, body) => status === 409 && body.code === 'paymentChecking',
  });
  if (started.status !== 200) throw new Error(`payment of ${id}: ${started.status} ${JSON.stringify(started.body)}`);
  if (leavesOpen(index)) return { kind: 'open', id };
  const form = new URL(String(started.body.formUrl));
  const mdOrder = form.searchParams.get('mdOrder') ?? '';
  for (let look = 0; ; look++) {
    await until(counts, form.pathname, {
      method: 'POST',
      form: { mdOrder, language: 'en', pan: '4111111111111111', expiry: '12/30', cvc: '123', name: 'CRASH TEST' },
    });
    const read = await until(counts, `/client/v4/orders/${id}/payment`, { headers });
    if (read.body.state === 'paid') return { kind: 'paid', id };
    if (look > 50) throw new Error(`payment of ${id} stayed ${String(read.body.state)}`);
    await sleep(200);
  }
}

export interface CardCheck {
  /** paid seen by a shopper, but the order not accepted with one paid attempt */
  lost: number;
  /** orders the gateway holds more than one payment for */
  chargedTwice: number;
  /** open payments whose order no longer waits */
  openLost: number;
}

export async function checkCards(
  db: Database['db'],
  outcomes: CardOutcome[],
  statusOf: (id: number) => string | undefined,
): Promise<CardCheck> {
  const attempts = await db.select().from(payments);
  const sim = await db.select().from(paymentSimOrders).where(like(paymentSimOrders.orderNumber, '%-%'));
  const paidAtGateway = new Map<number, number>();
  for (const row of sim) {
    if (row.status !== 2) continue;
    const order = Number(row.orderNumber.split('-')[0]);
    paidAtGateway.set(order, (paidAtGateway.get(order) ?? 0) + 1);
  }
  const paidAttempts = (id: number) => attempts.filter((row) => row.orderId === id && row.state === 'paid').length;
  return {
    lost: outcomes.filter((o) => o.kind === 'paid' && (statusOf(o.id) !== 'accepted' || paidAttempts(o.id) !== 1))
      .length,
    chargedTwice: [...paidAtGateway.values()].filter((n) => n > 1).length,
    openLost: outcomes.filter((o) => o.kind === 'open' && statusOf(o.id) !== 'awaiting_payment').length,
  };
}
