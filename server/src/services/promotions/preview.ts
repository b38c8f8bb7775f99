import type { PromoPreviewWire } from '../../contract/promotions';
import type { CartLineWire } from '../../contract/orders';
import type { Db } from '../../db/client';
import type { Lng } from '../../lib/lng';
import { priceLines, sumCents } from '../orders/cart-check';
import type { Answer } from '../orders/idempotency';
import { cartChanged } from '../orders/place';
import { priceWithCode } from './pricing';

/**
 * POST /client/v4/orders/promo: the code on the cart as the order would price it (docs/adr/030),
 * from today's prices; a line whose price or stock moved answers the cart check's 409 first.
 */
export async function previewCode(
  db: Db,
  input: { lines: CartLineWire[]; code: string; userId: number; lng: Lng; now: Date },
): Promise<Answer> {
  const lines = await priceLines(db, input.lines, input.lng);
  if (lines.some((line) => line.problem !== null)) return cartChanged(lines, input.lng);
  const promo = await priceWithCode(db, {
    code: input.code,
    userId: input.userId,
    now: input.now,
    lines: lines.map((line) => ({ id: line.id, count: line.count, price: line.price ?? 0 })),
  });
  const subtotal = sumCents(lines);
  const body: PromoPreviewWire = {
    code: promo.row.code,
    subtotal: subtotal / 100,
    discount: promo.cents / 100,
    total: (subtotal - promo.cents) / 100,
    lines: promo.lines.map((line) => ({ id: line.id, discount: line.cents / 100 })),
  };
  return { status: 200, body, keep: false };
}
