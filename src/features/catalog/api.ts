/**
 * Live catalogue calls after hydration: current offers (price, discount, stock) for the products a
 * page shows, in one batched POST, and the later pages of a listing.
 */
import useSWR from 'swr';
import { apiGet, apiRequest } from '../../app/api-client';
import { toCard, type ApiList, type ApiProductCard } from '../../lib/catalog-map';
import { LISTING_PAGE_SIZE, type ListingPage, type Lng, type Offer } from '../../lib/catalog-types';

export type OfferMap = Map<number, Offer>;

export async function fetchOffers(ids: number[], lng: Lng): Promise<OfferMap> {
  const answer = await apiRequest<ApiList<ApiProductCard>>(`/client/v4/products?limit=${ids.length}`, {
    lng, method: 'POST', body: { ids },
  });
  const offers: OfferMap = new Map();
  if (answer.status !== 200) return offers;
  for (const card of answer.data.rows.map(toCard)) {
    offers.set(card.id, { price: card.price, oldPrice: card.oldPrice, discount: card.discount, inStock: card.inStock });
  }
  return offers;
}

export function useLiveOffers(ids: number[], lng: Lng) {
  const unique = [...new Set(ids)];
  const key = unique.length ? ['live-offers', lng, unique.join(',')] : null;
  return useSWR(key, () => fetchOffers(unique, lng), { revalidateOnFocus: true, dedupingInterval: 10_000 });
}

export type ListingFilter = { categoryId: number } | { brandId: number };

export function listingPath(filter: ListingFilter, page: number) {
  const by = 'categoryId' in filter ? `categoryId=${filter.categoryId}` : `brands=${filter.brandId}`;
  return `/client/v4/products?${by}&limit=${LISTING_PAGE_SIZE}&offset=${(page - 1) * LISTING_PAGE_SIZE}`;
}

/** A page after the first (the first is static); null key for page 1 so nothing is fetched. */
export function useListingPage(filter: ListingFilter, page: number, lng: Lng) {
  const key = page > 1 ? ['listing', lng, listingPath(filter, page)] : null;
  return useSWR(key, async (): Promise<ListingPage> => {
    const list = await apiGet<ApiList<ApiProductCard>>(listingPath(filter, page), lng);
    return { products: list.rows.map(toCard), count: list.count };
  });
}
