/**
 * SWR for what a static page asks the live API after hydration (live offers, listing states, search
 * suggestions). The page renders with its build-time data; once it has hydrated, a component in a
 * chunk of its own (swr-query.tsx) runs the query with SWR and hands the state up, so SWR's code
 * (5.4 KB gzip) is not part of any catalogue page's first load. Client-only screens (cart,
 * favourites, comparison, search) call useSWR directly.
 *
 * Usage: `const [state, query] = useDeferredSWR(key, fetcher, options)`, and render `{query}`.
 */
import { lazy, Suspense, useCallback, useEffect, useState, type ReactElement } from 'react';
import type { SWRConfiguration } from 'swr';
import type { SWRQueryProps } from './swr-query';

export interface DeferredState<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
}

const noRetry = () => {};

/** If the query's chunk cannot be loaded (offline), the query fails like a call that failed. */
function QueryUnavailable<T>({ onState }: SWRQueryProps<T>) {
  useEffect(() => {
    onState({ data: undefined, error: new Error('The live data code could not be loaded'), isLoading: false, retry: () => window.location.reload() });
  }, [onState]);
  return null;
}

type SWRQueryComponent = <T>(props: SWRQueryProps<T>) => null;
const SWRQuery = lazy(() => import(/* webpackChunkName: "swr-query" */ './swr-query')
  .catch(() => ({ default: QueryUnavailable }))) as unknown as SWRQueryComponent;

/** `key` null: no query. Keys are compared by value (JSON). */
export function useDeferredSWR<T>(key: unknown[] | null, fetcher: () => Promise<T>, options: SWRConfiguration<T> = {}): [DeferredState<T>, ReactElement | null] {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const keyText = key ? JSON.stringify(key) : null;
  const [reported, setReported] = useState<{ key: string; state: DeferredState<T> } | null>(null);
  const onState = useCallback((state: DeferredState<T>) => {
    if (keyText) setReported({ key: keyText, state });
  }, [keyText]);

  let state: DeferredState<T>;
  if (!keyText) state = { data: undefined, error: undefined, isLoading: false, retry: noRetry };
  else if (reported?.key === keyText) state = reported.state;
  // A new key until its query reports: loading, with the previous data if asked to keep it.
  else state = { data: options.keepPreviousData ? reported?.state.data : undefined, error: undefined, isLoading: true, retry: noRetry };

  const query = hydrated && key ? (
    <Suspense fallback={null}>
      <SWRQuery<T> swrKey={key} fetcher={fetcher} options={options} onState={onState} />
    </Suspense>
  ) : null;
  return [state, query];
}
