import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import {
  STAFF_ORDER_MOVES,
  type OrderStatusChange,
  type StaffOrderListQueryWire,
  type StaffOrderDetailWire,
  type StaffOrderListWire,
  type StaffOrderWire,
} from '../../contract/orders';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { RefusedRequest } from '../../edge/refused-request';
import type { OrderPaymentWire, StaffPaymentWire } from '../../contract/payments';
import type { Lng } from '../../lib/lng';
import { closeAttempts } from '../payments/expiry';
import { orderPayments, staffPayments } from '../payments/order-payment';
import { placeNames } from '../../contract/places';
import { detailOf, summaryOf, type OrderRow } from './read';
import { returnStock } from './stock';
import { recordAudit, type StaffActor } from '../staff/audit';
import { issueCertificates } from '../gift-certificates/issue';

/** Orders as staff read them, each with its payment and its payment attempts' history. */
async function staffRows(db: Db, rows: OrderRow[], lng: Lng): Promise<StaffOrderWire[]> {
  const ids = rows.map((row) => row.id);
  const [payment, attempts] = await Promise.all([orderPayments(db, rows, lng), staffPayments(db, ids)]);
  return rows.map((row) => ({
    ...summaryOf(row, payment.get(row.id) as OrderPaymentWire),
    kind: row.kind,
    userId: row.userId,
    name: [row.recipientName, row.recipientSurname].filter(Boolean).join(' '),
    phone: `+${row.recipientPhone}`,
    deliveryDate: row.deliveryDate,
    payments: attempts.get(row.id) ?? ([] as StaffPaymentWire[]),
  }));
}

export const staffRow = async (db: Db, row: OrderRow, lng: Lng) => (await staffRows(db, [row], lng))[0];

/** GET /admin/v1/orders/{id}: the row, the lines, the recipient, and the address named in `lng`. */
export async function staffOrderDetail(db: Db, row: OrderRow, lng: Lng): Promise<StaffOrderDetailWire> {
  const [staff, detail] = await Promise.all([staffRow(db, row, lng), detailOf(db, row, lng)]);
  const names = placeNames(detail.address, lng);
  return {
    ...staff,
    lines: detail.lines,
    recipient: detail.recipient,
    address:
      row.kind === 'checkout'
        ? { ...detail.address, welayat: names.welayat, etrap: names.etrap, ...(names.city ? { city: names.city } : {}) }
        : null,
    deliveryTime: row.deliveryTime,
    note: row.note,
  };
}

/** The start of a day in Ashgabat (UTC+5 all year: Turkmenistan keeps no summer time). */
const ashgabatDayStart = (date: string) => new Date(`${date}T00:00:00+05:00`);
const DAY = 86_400_000;

/** GET /admin/v1/orders: newest first, by status and by the day placed (Ashgabat's days). */
export async function staffOrders(
  db: Db,
  query: StaffOrderListQueryWire & { limit: number; offset: number },
  lng: Lng,
): Promise<StaffOrderListWire> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.from) where.push(gte(orders.createdAt, ashgabatDayStart(query.from)));
  if (query.to) where.push(lt(orders.createdAt, new Date(ashgabatDayStart(query.to).getTime() + DAY)));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(orders).where(filter).orderBy(desc(orders.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(orders).where(filter),
  ]);
  return { rows: await staffRows(db, rows, lng), count: n };
}

export interface StatusChanged {
  row: StaffOrderWire;
  /** payment attempts whose money (or open form) the gateway is now to give back or close */
  settle: number[];
  /** gift certificates issued by this change (delivered): their messages are queued */
  issued: number;
}

/**
 * Staff move an order on (or cancel it) where the contract's STAFF_ORDER_MOVES allows; a cancelled
 * order's pieces go back to stock in the same transaction, and its card payment is to be reversed or
 * refunded at the gateway (the caller does it after the commit, under the attempt's lease: once).
 * Asking for the status it has already changes nothing (a repeated call is harmless: never a second
 * refund). A change is written to the audit trail as `actor`'s (docs/adr/028).
 */
export async function changeOrderStatus(
  db: Db,
  id: number,
  change: OrderStatusChange,
  now: Date,
  actor: StaffActor,
  lng: Lng = 'en',
): Promise<StatusChanged | null> {
  const changed = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) return null;
    if (order.status === change.status) return { order, settle: [], issued: 0 };
    if (!STAFF_ORDER_MOVES[order.status].includes(change.status)) {
      throw new RefusedRequest(409, 'orderStatusNotAllowed', { from: order.status, to: change.status });
    }
    const cancelling = change.status === 'cancelled';
    if (cancelling && order.stockTaken) {
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      await returnStock(tx, lines);
    }
    const settle = cancelling ? await closeAttempts(tx, order.id, now, 'cancelled') : [];
    const [row] = await tx
      .update(orders)
      .set({ status: change.status, updatedAt: now, ...(cancelling ? { stockTaken: false } : {}) })
      .where(eq(orders.id, order.id))
      .returning();
    // Delivered is paid (the courier took the money, or the card paid before): the order's gift
    // certificates are issued, once (docs/adr/031); a card order's were issued when it was paid.
    const issued = change.status === 'delivered' ? await issueCertificates(tx, row, now) : 0;
    await recordAudit(tx, actor, {
      action: 'order.status',
      subject: `order:${order.id}`,
      before: { status: order.status },
      // A cancel's card payments are returned at the gateway after the commit; their history says how.
      after: {
        status: row.status,
        ...(settle.length ? { cardPaymentsToReturn: settle.length } : {}),
        ...(issued ? { giftCertificatesIssued: issued } : {}),
      },
      at: now,
    });
    return { order: row, settle, issued };
  });
  if (!changed) return null;
  return { row: await staffRow(db, changed.order, lng), settle: changed.settle, issued: changed.issued };
}
