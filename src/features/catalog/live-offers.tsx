/**
 * Every product a page shows gets its live offer from one batched call; cards read theirs here and
 * fall back to the build-time values until (or unless) the answer comes.
 *
 * The answer reaches the cards as a transition: parts of a page still waiting to hydrate (Section
 * blocks hydrate at low priority) are hydrated first and then updated, where an urgent update
 * would make React drop their server HTML and render them again (React error 421).
 */
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Offer } from '../../lib/catalog-types';
import { useLng } from '../../lib/lng-context';
import { useLiveOffers, type OfferMap } from './api';

const LiveOffersContext = createContext<OfferMap | undefined>(undefined);

export function LiveOffersProvider({ ids, children }: { ids: number[]; children: ReactNode }) {
  const [{ data }, query] = useLiveOffers(ids, useLng());
  const [offers, setOffers] = useState<OfferMap | undefined>(undefined);
  useEffect(() => startTransition(() => setOffers(data)), [data]);
  return (
    <LiveOffersContext.Provider value={offers}>
      {children}
      {query}
    </LiveOffersContext.Provider>
  );
}

export function useOffer<T extends Offer & { id: number }>(product: T): Offer {
  const live = useContext(LiveOffersContext)?.get(product.id);
  return live ?? product;
}
