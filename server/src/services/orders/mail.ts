import { and, asc, desc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orderMails, orderOptions, orders, payments } from '../../db/schema';
import { CARD_METHOD } from '../../contract/payments';
import { parseLng, pick, type Lng } from '../../lib/lng';
import { messageWith } from '../../lib/messages';
import type { Messengers } from '../messaging/code-delivery';
import { orderEmail, paymentProblemNotice, unpaidNotice } from './order-notices';
import { claimDue, deliverEach } from '../queue/claim-due';
import { formatAmount } from '../../contract/price-format';
import { bankName } from '../payments/banks';
import { calendarDayName } from '../../contract/day-names';
import { giftMessage } from '../gift-certificates/message';
import { giftLineOf } from './read';

/** A sender holds a mail this long; one that died holding it leaves it to the next sweep after. */
const CLAIM_MS = 60_000;
/** Attempts before a mail is given up (a wrong address, a mail server refusing it). */
export const MAX_MAIL_ATTEMPTS = 5;

// the site's formatter: '5 599 TMT', not '5599.00 TMT'
const money = formatAmount;

type OrderRow = typeof orders.$inferSelect;

/**
 * Queues the accepted order's e-mail, in the accepting transaction, when the recipient or the
 * account has an address; answers whether one was queued.
 */
export async function queueOrderMail(tx: Db, order: OrderRow, now: Date): Promise<boolean> {
  const to = await orderEmail(tx, order);
  if (to) await tx.insert(orderMails).values({ orderId: order.id, to, createdAt: now });
  return to !== null;
}

/** How the order is paid, as the e-mail says it: online by card at the bank, or on delivery. */
async function paymentLine(db: Db, order: OrderRow, lng: Lng): Promise<string> {
  if (!order.paymentMethod || !order.paymentType) return '';
  if (order.paymentMethod === CARD_METHOD) {
    const bank = bankName(order.paymentType, lng);
    const [paid] = await db
      .select({ cardLast4: payments.cardLast4 })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.state, 'paid'), isNotNull(payments.cardLast4)))
      .orderBy(desc(payments.attempt))
      .limit(1);
    // The card's last digits tell the shopper which card paid; a bank that did not name it, no card.
    return paid?.cardLast4
      ? messageWith('orderPaidOnlineCard', lng, { bank, last4: paid.cardLast4 })
      : messageWith('orderPaidOnline', lng, { bank });
  }
  const [type] = await db
    .select({ name: orderOptions.name })
    .from(orderOptions)
    .where(and(eq(orderOptions.kind, 'payment_type'), eq(orderOptions.code, order.paymentType)));
  return messageWith('orderPayOnDelivery', lng, { type: type ? pick(type.name, lng) : order.paymentType });
}

type MailRow = typeof orderMails.$inferSelect;

async function textOf(db: Db, mail: Pick<MailRow, 'orderId' | 'kind' | 'giftCertificateId' | 'secret'>) {
  const { orderId, kind } = mail;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  if (kind === 'gift_certificate') {
    if (mail.giftCertificateId === null || mail.secret === null) return null;
    return giftMessage(db, mail.giftCertificateId, mail.secret, parseLng(order.lng));
  }
  if (kind === 'cancelled_unpaid') return unpaidNotice(order);
  if (kind === 'payment_problem') return paymentProblemNotice(db, order);
  const lng = parseLng(order.lng);
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const values = {
    order: order.id,
    name: order.recipientName,
    lines: [
      ...lines.map((line) => `- ${pick(line.name, lng)} × ${line.count}: ${money(line.price * line.count)} TMT`),
      // the discount line under the goods, as the order's page shows it (docs/adr/030)
      ...(order.promoCode
        ? [messageWith('orderPromoLine', lng, { code: order.promoCode, discount: money(order.discount) })]
        : []),
      // and the certificate's, with what is left to pay (docs/adr/031)
      ...(order.giftLast4
        ? [
            messageWith('orderGiftLine', lng, {
              last4: order.giftLast4,
              amount: money(order.giftAmount),
              due: money(giftLineOf(order).due),
            }),
          ]
        : []),
    ].join('\n'),
    deliveryCost: order.deliveryCost ? `${money(order.deliveryCost)} TMT` : messageWith('orderDeliveryFree', lng, {}),
    total: money(order.total),
    // the day as the site names it, in the order's language ('ýekşenbe, 6 dekabr'), not ISO
    date: order.deliveryDate ? calendarDayName(order.deliveryDate, lng) : '',
    time: order.deliveryTime ?? '',
    payment: await paymentLine(db, order, lng),
  };
  return {
    subject: messageWith('orderAcceptedSubject', lng, values),
    text: messageWith('orderAcceptedText', lng, values),
  };
}

/**
 * Sends the queued order messages (all due ones, or those of `orderIds`): e-mails, and the SMS of a
 * cancelled unpaid order without an address. Each is claimed first, so two processes never send one
 * twice while both live; a message is marked sent after the server took it. Answers how many were sent.
 */
export async function sendOrderMails(
  db: Db,
  messengers: Pick<Messengers, 'email' | 'sms'>,
  now: () => Date,
  orderIds?: number[],
): Promise<number> {
  const claimed = await claimDue(db, orderMails, {
    due: and(
      isNull(orderMails.sentAt),
      lt(orderMails.attempts, MAX_MAIL_ATTEMPTS),
      orderIds ? inArray(orderMails.orderId, orderIds) : undefined,
    ),
    now: now(),
    leaseMs: CLAIM_MS,
    limit: 20,
  });
  return deliverEach(claimed, async (mail) => {
    const content = await textOf(db, mail);
    if (!content) return false;
    if (mail.channel === 'sms') await messengers.sms.send(mail.to, content.text);
    else await messengers.email.send(mail.to, content.subject, content.text);
    // A gift certificate's code is kept nowhere once its message left (docs/adr/031).
    await db.update(orderMails).set({ sentAt: now(), secret: null }).where(eq(orderMails.id, mail.id));
    return true;
  });
}
