/**
 * Issuing a paid order's gift certificates (docs/adr/031): one per unit of each certificate line,
 * exactly once. Every path that makes an order paid calls it in the transaction that does (a card
 * payment applied, a cash order delivered, an order the certificate paid in full); the insert skips
 * a unit already issued (unique on the order, the line and the unit), so a retry, a second path or
 * another process issues nothing more, and only a unit inserted now queues the message with its code.
 */
import { and, eq } from 'drizzle-orm';
import { giftExpiry } from '../../contract/gift-rules';
import type { Db } from '../../db/client';
import { giftCertificates, orderLines, orderMails, orders, products } from '../../db/schema';
import { orderEmail } from '../orders/order-notices';
import { giftCodeHash, newGiftCode } from './codes';

type OrderRow = typeof orders.$inferSelect;

/** Where a line's codes go: its recipient, else the buyer (the order's e-mail, else its phone). */
async function destination(tx: Db, order: OrderRow, giftTo: string | null) {
  const to = giftTo ?? (await orderEmail(tx, order)) ?? `+${order.recipientPhone}`;
  return { to, channel: to.includes('@') ? ('email' as const) : ('sms' as const) };
}

/** Issues the order's certificates not issued yet; answers how many were. The caller holds the order's row lock. */
export async function issueCertificates(tx: Db, order: OrderRow, now: Date): Promise<number> {
  const lines = await tx
    .select({
      position: orderLines.position,
      productId: orderLines.productId,
      count: orderLines.count,
      price: orderLines.price,
      giftTo: orderLines.giftTo,
      giftNote: orderLines.giftNote,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, order.id), eq(products.giftCertificate, true)));
  let issued = 0;
  for (const line of lines) {
    const { to, channel } = await destination(tx, order, line.giftTo);
    const units = Array.from({ length: line.count }, (_, unit) => ({ unit, code: newGiftCode() }));
    const inserted = await tx
      .insert(giftCertificates)
      .values(
        units.map(({ unit, code }) => ({
          codeHash: giftCodeHash(code),
          last4: code.slice(-4),
          value: line.price,
          balance: line.price,
          orderId: order.id,
          position: line.position,
          unit,
          productId: line.productId,
          buyerId: order.userId,
          recipient: to,
          note: line.giftNote,
          issuedAt: now,
          expiresAt: giftExpiry(now),
        })),
      )
      .onConflictDoNothing({ target: [giftCertificates.orderId, giftCertificates.position, giftCertificates.unit] })
      .returning({ id: giftCertificates.id, unit: giftCertificates.unit });
    if (!inserted.length) continue;
    await tx.insert(orderMails).values(
      inserted.map((row) => ({
        orderId: order.id,
        to,
        channel,
        kind: 'gift_certificate' as const,
        giftCertificateId: row.id,
        secret: units[row.unit].code,
        createdAt: now,
      })),
    );
    issued += inserted.length;
  }
  return issued;
}
