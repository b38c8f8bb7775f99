/**
 * The order messages beside the accepted order's e-mail (docs/adr/025): the shopper's word that an
 * order was cancelled because its payment did not come in its hold, and staff's alert that money
 * paid for an order went back or changed at the bank. Queued as `order_mails` rows in the
 * transaction that changes the order, sent after it by sendOrderMails (mail.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import { DELIVERY_TIME_ZONE } from '../../contract/delivery-rules';
import type { Db } from '../../db/client';
import { orderMails, orders, paymentEvents, payments, users } from '../../db/schema';
import { parseLng, type Lng } from '../../lib/lng';
import { messageWith } from '../../lib/messages';

type OrderRow = typeof orders.$inferSelect;

/** The order's e-mail address: the recipient's, else the account's; null when it has none. */
export async function orderEmail(tx: Db, order: OrderRow): Promise<string | null> {
  if (order.recipientEmail) return order.recipientEmail;
  if (order.userId === null) return null;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  return user?.email ?? null;
}

/**
 * The hold of an unpaid card order ran out and it was cancelled: the shopper is told, by e-mail when
 * the order has an address, else by SMS to its phone (every checkout order has one, confirmed by
 * its code). In the transaction that cancels it, so the word goes once.
 */
export async function queueUnpaidNotice(tx: Db, order: OrderRow, now: Date): Promise<void> {
  const email = await orderEmail(tx, order);
  await tx.insert(orderMails).values({
    orderId: order.id,
    to: email ?? `+${order.recipientPhone}`,
    kind: 'cancelled_unpaid',
    channel: email ? 'email' : 'sms',
    createdAt: now,
  });
}

/** 24-hour time in the shop's zone (Asia/Ashgabat), as the site shows the hold's end. */
function shopTime(at: Date, lng: Lng): string {
  return new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : lng === 'ru' ? 'ru-RU' : 'tk-TM', {
    timeZone: DELIVERY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

export function unpaidNotice(order: OrderRow) {
  const lng = parseLng(order.lng);
  const values = { order: order.id, time: order.paymentHoldUntil ? shopTime(order.paymentHoldUntil, lng) : '' };
  return { subject: messageWith('orderUnpaidSubject', lng, values), text: messageWith('orderUnpaidText', lng, values) };
}

/**
 * Staff's alert, in the editors' three languages (staff read any of them): the order, what the
 * gateway said (the latest change found on its attempts).
 */
export async function paymentProblemNotice(db: Db, order: OrderRow) {
  const [found] = await db
    .select({ note: paymentEvents.note })
    .from(paymentEvents)
    .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
    .where(and(eq(payments.orderId, order.id), eq(paymentEvents.kind, 'changed_at_gateway')))
    .orderBy(desc(paymentEvents.id))
    .limit(1);
  const values = { order: order.id, problem: found?.note ?? '' };
  const lngs: Lng[] = ['tm', 'ru', 'en'];
  return {
    subject: messageWith('paymentProblemSubject', 'tm', values),
    text: lngs.map((lng) => messageWith('paymentProblemText', lng, values)).join('\n\n---\n\n'),
  };
}
