import { eq } from 'drizzle-orm';
import type { FastOrderBody, FastOrderPlacedWire } from '../../contract/orders';
import type { Db } from '../../db/client';
import { toCents } from '../../db/money';
import { orderLines, orders, products } from '../../db/schema';
import { RefusedRequest } from '../../edge/refused-request';
import { pick, type Lng } from '../../lib/lng';
import { message } from '../../lib/messages';
import { blockedUntil, countSince, eventAt, lockSubject, recordEvent, secondsUntil } from '../accounts/limits';
import type { Answer } from './idempotency';
import { cartChanged, recipientPhone } from './place';
import { takeStock } from './stock';

const HOUR = 3600_000;

/** Quick orders (docs/adr/017): per phone and per client address an hour, counted in the database. */
export const FAST_ORDER_LIMITS = {
  perPhone: { max: 3, windowMs: HOUR },
  perAddress: { max: 10, windowMs: HOUR },
} as const;

async function refuseOverLimit(
  tx: Db,
  kind: 'fast_order' | 'fast_order_ip',
  subject: string,
  limit: { max: number; windowMs: number },
  now: Date,
) {
  const since = new Date(now.getTime() - limit.windowMs);
  if ((await countSince(tx, kind, subject, since)) < limit.max) return;
  const oldest = (await eventAt(tx, kind, subject, { oldestSince: since })) ?? now;
  const retryAfter = secondsUntil(new Date(oldest.getTime() + limit.windowMs), now);
  throw new RefusedRequest(429, 'tooManyRequests', {}, retryAfter);
}

export interface FastOrder {
  body: FastOrderBody;
  /** the signed-in shopper's, whose orders then list it; null for a guest */
  userId: number | null;
  clientAddress: string;
  lng: Lng;
  now: Date;
}

/**
 * POST /client/v4/orders/fast, in the caller's transaction: one product for a name and a phone, no
 * account needed (a signed-in shopper's order is tied to the account). The shop calls the phone back, so there is no code; the pieces are taken from stock at
 * once (never below zero) and go back if staff cancel. Refused while the phone is blocked (the
 * accounts' blocks), and past 3 an hour per phone or 10 per client address.
 */
export async function placeFastOrder(tx: Db, input: FastOrder): Promise<Answer> {
  const { body, now, lng } = input;
  const phone = recipientPhone(body.phone);
  const address = `ip:${input.clientAddress}`;
  // The same order as the accounts' locks: the phone, then the address.
  await lockSubject(tx, `fast:${phone.value}`);
  await lockSubject(tx, `fast:${address}`);
  const until = await blockedUntil(tx, phone.value, now);
  if (until) throw new RefusedRequest(403, 'phoneBlocked', {}, secondsUntil(until, now));
  await refuseOverLimit(tx, 'fast_order', phone.value, FAST_ORDER_LIMITS.perPhone, now);
  await refuseOverLimit(tx, 'fast_order_ip', address, FAST_ORDER_LIMITS.perAddress, now);

  const count = body.count ?? 1;
  const [product] = await tx
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      stock: products.stock,
      giftCertificate: products.giftCertificate,
    })
    .from(products)
    .where(eq(products.id, body.productId));
  if (!product) throw new RefusedRequest(404, 'productNotFound');
  const total = ((toCents(product.price) ?? 0) * count) / 100;
  const [order] = await tx
    .insert(orders)
    .values({
      kind: 'fast',
      userId: input.userId,
      status: 'accepted',
      stockTaken: true,
      recipientName: body.name.trim(),
      recipientPhone: phone.value,
      pieces: count,
      deliveryCost: 0,
      total,
      lng,
      createdAt: now,
      acceptedAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  await tx
    .insert(orderLines)
    .values({ orderId: order.id, productId: product.id, position: 0, name: product.name, count, price: product.price });
  await recordEvent(tx, 'fast_order', phone.value, now);
  await recordEvent(tx, 'fast_order_ip', address, now);
  const placed: FastOrderPlacedWire = {
    id: order.id,
    status: 'accepted',
    pieces: count,
    total,
    message: message('fastOrderPlaced', lng),
  };
  // The pieces are taken last, after the answer is stored (idempotency.ts): the product's row is held
  // for that statement and the commit only, and short stock rolls the order back.
  const takePieces = async (last: Db) => {
    const short = await takeStock(last, [{ productId: product.id, count }], { last: true });
    if (!short.length) return undefined;
    return cartChanged(
      [
        {
          id: product.id,
          name: pick(product.name, lng),
          names: product.name,
          count,
          cartPrice: product.price,
          price: product.price,
          stock: Math.max(0, product.stock),
          giftCertificate: product.giftCertificate,
          problem: product.stock > 0 ? 'not_enough_stock' : 'not_available',
        },
      ],
      lng,
    );
  };
  return { status: 200, body: placed, keep: true, lastly: takePieces };
}
