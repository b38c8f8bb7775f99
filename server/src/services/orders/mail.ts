import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orderMails, orders } from '../../db/schema';
import { parseLng, pick } from '../../lib/lng';
import { messageWith } from '../../lib/messages';
import type { EmailSender } from '../messaging/email';
import { claimDue, deliverEach } from '../queue/claim-due';
import { formatAmount } from '../../contract/price-format';

/** A sender holds a mail this long; one that died holding it leaves it to the next sweep after. */
const CLAIM_MS = 60_000;
/** Attempts before a mail is given up (a wrong address, a mail server refusing it). */
export const MAX_MAIL_ATTEMPTS = 5;

// the site's formatter: '5 599 TMT', not '5599.00 TMT'
const money = formatAmount;

async function textOf(db: Db, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const lng = parseLng(order.lng);
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const values = {
    order: order.id,
    name: order.recipientName,
    lines: lines
      .map((line) => `- ${pick(line.name, lng)} × ${line.count}: ${money(line.price * line.count)} TMT`)
      .join('\n'),
    deliveryCost: money(order.deliveryCost),
    total: money(order.total),
    date: order.deliveryDate ?? '',
    time: order.deliveryTime ?? '',
  };
  return {
    subject: messageWith('orderAcceptedSubject', lng, values),
    text: messageWith('orderAcceptedText', lng, values),
  };
}

/**
 * Sends the queued e-mails of accepted orders (all due ones, or those of `orderIds`). Each is
 * claimed first, so two processes never send one twice while both live; a mail is marked sent after
 * the server took it. Answers how many were sent.
 */
export async function sendOrderMails(
  db: Db,
  email: EmailSender,
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
    const content = await textOf(db, mail.orderId);
    if (!content) return false;
    await email.send(mail.to, content.subject, content.text);
    await db.update(orderMails).set({ sentAt: now() }).where(eq(orderMails.id, mail.id));
    return true;
  });
}
