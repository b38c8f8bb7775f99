/**
 * Live cards for a shopper's list (cart, favourites), refreshed when the tab regains focus. Ids the
 * API refuses are left out of the answer and handed to `onRefused`, so the screen takes them out
 * of its list (and its cookie) instead of failing on every retry (docs/adr/004).
 */
import { useEffect } from 'react';
import useSWR from 'swr';
import { SWR_DEFAULTS } from '../../lib/api/swr-defaults';
import { withoutRefusedIds } from '../../lib/api/refused-ids';
import type { Lng } from '../../lib/catalog-types';
import { fetchCards } from './api';

export function useProductCards(kind: string, ids: number[], lng: Lng, onRefused: (ids: number[]) => void) {
  const key = ids.length ? [kind, lng, [...ids].sort((a, b) => a - b).join(',')] : null;
  const { data, error, mutate } = useSWR(key, () => withoutRefusedIds(ids, (some) => fetchCards(some, lng)), {
    ...SWR_DEFAULTS,
    revalidateOnFocus: true,
    keepPreviousData: true,
  });
  // `onRefused` should be stable (useCallback): taking ids out twice does nothing, but costs a render.
  const refusedKey = data?.refused.join(',') ?? '';
  useEffect(() => {
    if (refusedKey) onRefused(refusedKey.split(',').map(Number));
  }, [refusedKey, onRefused]);
  return { data: data?.value, error: error as unknown, mutate };
}
