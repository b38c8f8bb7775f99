import { eq } from 'drizzle-orm';
import type { ProductChangeWire, ProductChangedWire } from '../contract/service';
import type { Db } from '../db/client';
import { products } from '../db/schema';

/** An editor's change of price, old price or stock; null when there is no such product. */
export async function changeProduct(db: Db, id: number, change: ProductChangeWire): Promise<ProductChangedWire | null> {
  const [changed] = await db
    .update(products)
    .set(change)
    .where(eq(products.id, id))
    .returning({ id: products.id, price: products.price, oldPrice: products.oldPrice, stock: products.stock });
  return changed ?? null;
}
