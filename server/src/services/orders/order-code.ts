import { and, eq } from 'drizzle-orm';
import type { OrderPlacedWire } from '../../contract/orders';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { RefusedRequest } from '../../edge/refused-request';
import type { Lng } from '../../lib/lng';
import { messageWith } from '../../lib/messages';
import { deliverOrEnd, issueCode, type DeliverCode } from '../accounts/codes';
import type { Identifier } from '../accounts/identifiers';
import type { Messengers } from '../messaging/code-delivery';

/** The order's code goes by SMS through the accounts' provider, naming the order's number. */
export function orderCodeSender(messengers: Messengers, lng: Lng, orderId: number): DeliverCode {
  return (identifier, code) =>
    messengers.sms.send(`+${identifier.value}`, messageWith('orderCodeText', lng, { order: orderId, code }));
}

/** Delivers an order's issued code after its transaction committed; a code that did not leave is ended. */
export function deliverOrderCode(
  db: Db,
  messengers: Messengers,
  lng: Lng,
  issued: { identifier: Identifier; verification: string; code: string; orderId: number },
  now: Date,
): Promise<void> {
  return deliverOrEnd(db, orderCodeSender(messengers, lng, issued.orderId), { ...issued, now });
}

/**
 * POST /client/v4/orders/resend: a new code for an order still waiting for one, under the accounts'
 * limits (60 s after the last send to the phone, 5 an hour); the earlier code ends.
 */
export async function resendOrderCode(
  db: Db,
  messengers: Messengers,
  input: { userId: number; id: number; lng: Lng; clientAddress: string; sendsPerAddress?: number; now: Date },
): Promise<OrderPlacedWire> {
  const issued = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.id), eq(orders.userId, input.userId)))
      .for('update');
    if (!order) throw new RefusedRequest(404, 'orderNotFound');
    if (order.status === 'cancelled') throw new RefusedRequest(409, 'orderClosed');
    if (order.status !== 'awaiting_code') throw new RefusedRequest(409, 'orderNotAwaitingCode');
    const identifier: Identifier = { kind: 'phone', value: order.recipientPhone };
    const code = await issueCode(tx, {
      identifier,
      purpose: 'order',
      clientAddress: input.clientAddress,
      sendsPerAddress: input.sendsPerAddress,
      now: input.now,
    });
    await tx
      .update(orders)
      .set({ verification: code.verification, updatedAt: input.now })
      .where(eq(orders.id, order.id));
    return { ...code, identifier, orderId: order.id };
  });
  await deliverOrderCode(db, messengers, input.lng, issued, input.now);
  return { id: issued.orderId, verification: issued.verification };
}
