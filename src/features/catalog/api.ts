/**
 * Live catalogue calls after hydration: current offers (price, discount, stock) for the products a
 * page shows, in one batched POST, and live cards (lists/use-product-cards.ts).
 */
import { apiData } from '../../lib/api/api-client';
import { useDeferredSWR } from '../../lib/api/deferred-swr';
import { toCard, type ApiList, type ApiProductCard } from '../../lib/catalog-map';
import type { Lng, Offer, ProductCard } from '../../lib/catalog-types';

export type OfferMap = Map<number, Offer>;

/** The live cards of these products (POST /products with ids); products that are gone are absent. */
export async function fetchCards(ids: number[], lng: Lng): Promise<ProductCard[]> {
  const list = await apiData<ApiList<ApiProductCard>>(`/client/v4/products?limit=${Math.max(ids.length, 1)}`, {
    lng, method: 'POST', body: { ids: ids.length ? ids : [0] },
  });
  return list.rows.map(toCard);
}

export async function fetchOffers(ids: number[], lng: Lng): Promise<OfferMap> {
  const offers: OfferMap = new Map();
  for (const card of await fetchCards(ids, lng)) {
    offers.set(card.id, { price: card.price, oldPrice: card.oldPrice, discount: card.discount, inStock: card.inStock });
  }
  return offers;
}

/** The live offers of these products; render `query` (see lib/api/deferred-swr.tsx). */
export function useLiveOffers(ids: number[], lng: Lng) {
  const unique = [...new Set(ids)];
  const key = unique.length ? ['live-offers', lng, unique.join(',')] : null;
  return useDeferredSWR(key, () => fetchOffers(unique, lng), { revalidateOnFocus: true, dedupingInterval: 10_000 });
}
