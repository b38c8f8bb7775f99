/**
 * Every product a page shows gets its live offer from one batched call; cards read theirs here and
 * fall back to the build-time values until (or unless) the answer comes.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Offer } from '../../lib/catalog-types';
import { useLng } from '../../lib/lng-context';
import { useLiveOffers, type OfferMap } from './api';

const LiveOffersContext = createContext<OfferMap | undefined>(undefined);

export function LiveOffersProvider({ ids, children }: { ids: number[]; children: ReactNode }) {
  const { data } = useLiveOffers(ids, useLng());
  return <LiveOffersContext.Provider value={data}>{children}</LiveOffersContext.Provider>;
}

export function useOffer<T extends Offer & { id: number }>(product: T): Offer {
  const live = useContext(LiveOffersContext)?.get(product.id);
  return live ?? product;
}
