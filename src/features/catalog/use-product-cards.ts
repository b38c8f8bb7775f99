/** Live cards for a shopper's list (cart, favourites), refreshed when the tab regains focus. */
import useSWR from 'swr';
import { SWR_DEFAULTS } from '../../lib/api/swr-defaults';
import type { Lng } from '../../lib/catalog-types';
import { fetchCards } from './api';

export function useProductCards(kind: string, ids: number[], lng: Lng) {
  const key = ids.length ? [kind, lng, [...ids].sort((a, b) => a - b).join(',')] : null;
  return useSWR(key, () => fetchCards(ids, lng), { ...SWR_DEFAULTS, revalidateOnFocus: true, keepPreviousData: true });
}
