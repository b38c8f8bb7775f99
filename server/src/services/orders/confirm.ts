import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CARD_METHOD } from '../../contract/payments';
import { orderLines, orders } from '../../db/schema';
import { RefusedRequest } from '../../edge/refused-request';
import type { Lng } from '../../lib/lng';
import { judgeCode } from '../accounts/codes';
import { refusalAnswer } from './refusals';
import { priceLines } from './cart-check';
import type { Answer } from './idempotency';
import { cartChanged } from './place';
import { queueOrderMail } from './mail';
import { detailOf, findOwnOrder } from './read';
import { takeStock } from './stock';
import { toCents } from '../../db/money';
import { priceWithCode, recordUse } from '../promotions/pricing';
import { spendGift } from '../gift-certificates/spend';
import { issueCertificates } from '../gift-certificates/issue';

export interface ConfirmOrder {
  userId: number;
  id: number;
  code: string;
  lng: Lng;
  now: Date;
  /** how long a card order's stock is held for its payment (PAYMENT_HOLD_MINUTES) */
  holdMs: number;
}

/**
 * POST /client/v4/orders/verify, in the caller's transaction (docs/adr/017). The code is judged by
 * the accounts' rules (5 minutes, 3 tries, 10 wrong a day block the phone); a wrong code's answer is
 * kept, so its count commits. A right code takes the pieces from stock in the same transaction (its
 * last step, `lastly`), never below zero: when stock is short the whole confirmation rolls back (the
 * code stays good) and the shopper is told which lines. Accepting queues the shopper's e-mail, if they have an address;
 * a card order is not accepted yet: it waits for its payment, its stock held (docs/adr/025).
 */
export async function confirmOrder(tx: Db, input: ConfirmOrder): Promise<{ answer: Answer; mail: boolean }> {
  const order = await findOwnOrder(tx, input.userId, input.id, { lock: true });
  if (!order) throw new RefusedRequest(404, 'orderNotFound');
  if (order.status === 'cancelled') throw new RefusedRequest(409, 'orderClosed');
  if (order.status !== 'awaiting_code') {
    // Already confirmed (a retry whose first answer was lost): the order as it is.
    return { answer: { status: 200, body: await detailOf(tx, order, input.lng), keep: true }, mail: false };
  }
  const verdict = await judgeCode(tx, {
    identifier: { kind: 'phone', value: order.recipientPhone },
    verification: order.verification ?? '',
    code: input.code,
    now: input.now,
    purposes: ['order'],
  });
  if (!verdict.ok) {
    const refused = refusalAnswer(verdict.refusal, input.lng);
    if (!refused) throw verdict.refusal;
    return { answer: { ...refused, keep: true }, mail: false };
  }
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  if (order.promoCode !== null) {
    // The code is judged again under its row lock (docs/adr/030): one that expired or ran out since
    // the order was placed refuses the confirmation (409), which rolls back: nothing is taken.
    const promo = await priceWithCode(tx, {
      code: order.promoCode,
      userId: input.userId,
      orderId: order.id,
      now: input.now,
      lock: true,
      lines: lines.map((line) => ({ id: line.productId, count: line.count, price: line.price })),
    });
    if (promo.cents !== toCents(order.discount)) throw new RefusedRequest(409, 'promoChanged');
    await recordUse(tx, {
      promoCodeId: promo.row.id,
      orderId: order.id,
      userId: input.userId,
      cents: promo.cents,
      now: input.now,
    });
  }
  // The certificate is judged again and spent under its row lock (docs/adr/031): expired or emptied
  // since placing refuses the confirmation (409), which rolls back; it pays what its balance allows.
  const giftCents =
    order.giftCertificateId === null
      ? 0
      : await spendGift(tx, {
          order,
          lines: lines.map((line) => ({ id: line.productId, count: line.count, price: line.price })),
          now: input.now,
        });
  const giftAmount = giftCents / 100;
  const paidByGift = giftCents > 0 && giftCents >= (toCents(order.total) ?? 0);
  // The pieces are taken last, after the answer is stored (idempotency.ts), so the products' rows
  // are held for that statement and the commit only; short stock rolls everything back.
  const takePieces = async (last: Db) => {
    const short = await takeStock(last, lines, { last: true });
    if (!short.length) return undefined;
    const priced = await priceLines(
      last,
      lines
        .filter((line) => short.includes(line.productId))
        .map((line) => ({ id: line.productId, count: line.count, cartPrice: line.price })),
      input.lng,
    );
    // Only the stock is short here: the order's prices were fixed when it was placed.
    const shortLines = priced.map((line) => ({
      ...line,
      problem: line.problem === 'price_changed' || line.problem === null ? ('not_enough_stock' as const) : line.problem,
    }));
    return cartChanged(shortLines, input.lng);
  };
  if (order.paymentMethod === CARD_METHOD && !paidByGift) {
    // A card order waits for its payment with its stock held (docs/adr/025); its e-mail goes once paid.
    const [held] = await tx
      .update(orders)
      .set({
        status: 'awaiting_payment',
        stockTaken: true,
        giftAmount,
        paymentHoldUntil: new Date(input.now.getTime() + input.holdMs),
        updatedAt: input.now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    return {
      answer: { status: 200, body: await detailOf(tx, held, input.lng), keep: true, lastly: takePieces },
      mail: false,
    };
  }
  const [accepted] = await tx
    .update(orders)
    .set({ status: 'accepted', stockTaken: true, giftAmount, acceptedAt: input.now, updatedAt: input.now })
    .where(eq(orders.id, order.id))
    .returning();
  const mail = await queueOrderMail(tx, accepted, input.now);
  // Paid in full by its certificate: paid now, so its own certificates are issued (a certificate
  // never pays for certificates, so there are none today; the rule holds if that changes).
  if (paidByGift) await issueCertificates(tx, accepted, input.now);
  return {
    answer: { status: 200, body: await detailOf(tx, accepted, input.lng), keep: true, lastly: takePieces },
    mail,
  };
}
