/**
 * Live catalogue calls after hydration: current offers (price, discount, stock) for the products a
 * page shows, in one batched POST, and live cards (use-product-cards.ts).
 */
import { apiCall } from '../../lib/api/api-client';
import { useDeferredSWR } from '../../lib/api/deferred-swr';
import type { ListWire } from '../../../server/src/contract/kit';
import type { ProductCardWire } from '../../../server/src/contract/products';
import { toCard, toOffer } from '../../lib/catalog-map';
import type { Lng, Offer, ProductCard } from '../../lib/catalog-types';

export type OfferMap = Map<number, Offer>;

/** The live rows of these products (POST /products with ids); products that are gone are absent. */
const fetchRows = (ids: number[], lng: Lng) =>
  apiCall<ListWire<ProductCardWire>>(`/client/v4/products?limit=${Math.max(ids.length, 1)}`, {
    lng,
    method: 'POST',
    body: { ids: ids.length ? ids : [0] },
  }).then((list) => list.rows);

/** The live cards of these products, in the order given. */
export const fetchCards = async (ids: number[], lng: Lng): Promise<ProductCard[]> =>
  (await fetchRows(ids, lng)).map(toCard);

/** The live offers (price, discount, stock) of these products, by id. */
export const fetchOffers = async (ids: number[], lng: Lng): Promise<OfferMap> =>
  new Map((await fetchRows(ids, lng)).map((row) => [row.id, toOffer(row)]));

/** The live offers of these products; render `query` (see lib/api/deferred-swr.tsx). */
export function useLiveOffers(ids: number[], lng: Lng) {
  const unique = [...new Set(ids)];
  const key = unique.length ? ['live-offers', lng, unique.join(',')] : null;
  return useDeferredSWR(key, () => fetchOffers(unique, lng), { revalidateOnFocus: true, dedupingInterval: 10_000 });
}
