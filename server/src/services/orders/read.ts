import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { OrderDetail, OrderSummary } from '../../contract/orders';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import type { OrderPaymentWire } from '../../contract/payments';
import { pick, type Lng } from '../../lib/lng';
import { orderPayment, orderPayments } from '../payments/order-payment';
import { dueCents } from '../payments/attempts';

export type OrderRow = typeof orders.$inferSelect;

export const summaryOf = (row: OrderRow, payment: OrderPaymentWire): OrderSummary => ({
  id: row.id,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  pieces: row.pieces,
  total: row.total,
  deliveryCost: row.deliveryCost,
  payment,
  ...(row.promoCode ? { promo: { code: row.promoCode, discount: row.discount } } : {}),
  ...(row.giftLast4 ? { giftCertificate: giftLineOf(row) } : {}),
});

/** The order's certificate line (docs/adr/031): what it paid and what is left to the payment method. */
export const giftLineOf = (row: OrderRow) => ({
  last4: row.giftLast4 ?? '',
  amount: row.giftAmount,
  due: dueCents(row) / 100,
});

/** Optional texts are left out of the answer when empty, as the contract's `city?` says. */
const some = <K extends string>(key: K, value: string | null) =>
  (value ? { [key]: value } : {}) as Partial<Record<K, string>>;

/** An order with its lines, names in `lng` (the names copied in when it was placed). */
export async function detailOf(db: Db, row: OrderRow, lng: Lng): Promise<OrderDetail> {
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, row.id))
    .orderBy(asc(orderLines.position));
  return {
    ...summaryOf(row, await orderPayment(db, row, lng)),
    lines: lines.map((line) => ({
      id: line.productId,
      name: pick(line.name, lng),
      count: line.count,
      price: line.price,
      ...(line.giftTo || line.giftNote ? { gift: { ...some('to', line.giftTo), ...some('note', line.giftNote) } } : {}),
    })),
    recipient: {
      name: row.recipientName,
      surname: row.recipientSurname,
      phone: `+${row.recipientPhone}`,
      ...some('email', row.recipientEmail),
    },
    address: {
      welayat: row.welayat ?? '',
      etrap: row.etrap ?? '',
      ...some('city', row.city),
      street: row.street ?? '',
      ...some('building', row.building),
      ...some('home', row.home),
    },
    delivery: {
      method: row.deliveryMethod ?? '',
      type: row.deliveryType ?? '',
      date: row.deliveryDate ?? '',
      time: row.deliveryTime ?? '',
    },
    ...some('note', row.note),
  };
}

/** Only the shopper's own orders match: another shopper's id is as unknown as a missing one. */
const owned = (userId: number, id: number) => and(eq(orders.id, id), eq(orders.userId, userId));

export async function findOwnOrder(db: Db, userId: number, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(orders).where(owned(userId, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** GET /client/v4/orders: the shopper's orders, newest first. */
export async function listOwnOrders(
  db: Db,
  userId: number,
  paging: { limit: number; offset: number },
  lng: Lng,
): Promise<{ rows: OrderSummary[]; count: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  const payments = await orderPayments(db, rows, lng);
  return { rows: rows.map((row) => summaryOf(row, payments.get(row.id) as OrderPaymentWire)), count: n };
}
