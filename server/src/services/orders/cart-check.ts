import { inArray } from 'drizzle-orm';
import type { CartCheckWire, CartLineWire, CheckedLineWire, LineProblem } from '../../contract/orders';
import type { Db } from '../../db/client';
import { toCents } from '../../db/money';
import { products } from '../../db/schema';
import type { Loc } from '../../catalogue/shape';
import { pick, type Lng } from '../../lib/lng';

/** A cart line as the database sees it today: the product's name, price and stock, and its problem. */
export interface PricedLine extends CheckedLineWire {
  names: Loc | null;
}

/** What keeps a line from being ordered as the shopper saw it, if anything. */
function problemOf(
  line: CartLineWire,
  product: { price: number; stock: number; giftCertificate: boolean } | undefined,
): LineProblem | null {
  if (!product) return 'missing';
  if (toCents(product.price) !== toCents(line.cartPrice)) return 'price_changed';
  // A gift certificate has no stock: it is always there (docs/adr/031).
  if (product.giftCertificate) return null;
  if (product.stock <= 0) return 'not_available';
  if (product.stock < line.count) return 'not_enough_stock';
  return null;
}

/**
 * The cart's lines against today's catalogue (the spec's cart-view check, and the first step of
 * placing an order): never the client's prices, only whether they still hold.
 */
export async function priceLines(db: Db, lines: CartLineWire[], lng: Lng): Promise<PricedLine[]> {
  const ids = [...new Set(lines.map((line) => line.id))];
  const rows = ids.length
    ? await db
        .select({
          id: products.id,
          name: products.name,
          price: products.price,
          stock: products.stock,
          giftCertificate: products.giftCertificate,
        })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return lines.map((line) => {
    const product = byId.get(line.id);
    return {
      id: line.id,
      name: product ? pick(product.name, lng) : '',
      names: product?.name ?? null,
      count: line.count,
      cartPrice: line.cartPrice,
      price: product ? product.price : null,
      stock: product ? Math.max(0, product.stock) : 0,
      giftCertificate: product?.giftCertificate ?? false,
      problem: problemOf(line, product),
    };
  });
}

/** Whole cents of count × price, summed: money is added in cents, never in floats (ADR 010). */
export function sumCents(lines: { count: number; price: number | null }[]): number {
  return lines.reduce((sum, line) => sum + line.count * (toCents(line.price ?? 0) ?? 0), 0);
}

export const wireLine = ({ names: _names, ...line }: PricedLine): CheckedLineWire => line;

export async function checkCart(db: Db, lines: CartLineWire[], lng: Lng): Promise<CartCheckWire> {
  const priced = await priceLines(db, lines, lng);
  const orderable = priced.filter((line) => line.problem === null);
  return {
    lines: priced.map(wireLine),
    changed: orderable.length !== priced.length,
    pieces: orderable.reduce((sum, line) => sum + line.count, 0),
    subtotal: sumCents(orderable) / 100,
  };
}
