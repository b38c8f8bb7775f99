/**
 * Every product a page shows gets its live offer from one batched call; cards read theirs here and
 * fall back to the build-time values until (or unless) the answer comes.
 *
 * The answer goes into a small store that each card subscribes to (useSyncExternalStore), not into
 * a context value: a context change would reach the parts of the page still waiting to hydrate
 * (Section blocks hydrate at low priority, or when seen: components/ui/when-seen.tsx), and React
 * would drop their server HTML and render them again (React error 421), or hold the update until
 * they hydrate. A card that has not hydrated yet is not subscribed: it hydrates with the build-time
 * offer (the server snapshot, as the HTML shows it) and takes the live one right after.
 */
import { createContext, Suspense, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Offer } from '../../lib/catalog-types';
import { lazyPart } from '../../lib/lazy-part';
import { useLng } from '../../lib/lng-context';
import { useLiveOffers, type OfferMap } from './api';

// Shown only after a failed call, never in a page's HTML: its code is fetched then (ADR 006 item 1).
const LiveOffersNotice = lazyPart(() => import('./live-offers-notice').then((module) => module.LiveOffersNotice));

interface OfferStore {
  get: (id: number) => Offer | undefined;
  set: (offers: OfferMap | undefined) => void;
  subscribe: (listener: () => void) => () => void;
}

function createOfferStore(): OfferStore {
  let offers: OfferMap | undefined;
  const listeners = new Set<() => void>();
  return {
    get: (id) => offers?.get(id),
    set: (next) => {
      if (next === offers) return;
      offers = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const LiveOffersContext = createContext<OfferStore | undefined>(undefined);

export function LiveOffersProvider({ ids, children }: { ids: number[]; children: ReactNode }) {
  const [{ data, error, retry }, query] = useLiveOffers(ids, useLng());
  const [store] = useState(createOfferStore);
  useEffect(() => store.set(data), [store, data]);
  return (
    <LiveOffersContext.Provider value={store}>
      {children}
      {query}
      {error !== undefined && !data && (
        <Suspense fallback={null}>
          <LiveOffersNotice onRetry={retry} />
        </Suspense>
      )}
    </LiveOffersContext.Provider>
  );
}

const noStore = () => () => {};

/**
 * What a card shows: the build-time product itself while the live offer says the same, so that the
 * answer re-renders only the cards whose price or stock changed (the usual answer changes none,
 * and re-rendering every card of the home page is a long task of its own after hydration).
 */
export function cardOffer(live: Offer | undefined, product: Offer): Offer {
  if (!live) return product;
  const same =
    live.price === product.price &&
    live.oldPrice === product.oldPrice &&
    live.discount === product.discount &&
    live.inStock === product.inStock;
  return same ? product : live;
}

export function useOffer<T extends Offer & { id: number }>(product: T): Offer {
  const store = useContext(LiveOffersContext);
  return useSyncExternalStore(
    store?.subscribe ?? noStore,
    () => cardOffer(store?.get(product.id), product),
    () => product,
  );
}
