/**
 * The chunk behind deferred-swr.tsx: runs one SWR query and hands its state to the page. Renders
 * nothing.
 */
import { useEffect } from 'react';
import useSWR, { unstable_serialize, useSWRConfig, type Cache, type Key, type SWRConfiguration } from 'swr';
import { SWR_DEFAULTS } from './swr-defaults';

/** A query's state as the page sees it (deferred-swr.tsx). */
export interface DeferredState<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
}

export interface SWRQueryProps<T> {
  swrKey: Key;
  fetcher: () => Promise<T>;
  options: SWRConfiguration<T>;
  onState: (state: DeferredState<T>) => void;
}

/** SWR's cache, as the queries have it (`useSWRConfig`): known once one of them has rendered. */
let queriesCache: Cache | undefined;

/** The answer SWR's cache holds for `key`, if any: what the query will start from when it mounts. */
export function cachedData<T>(key: Key): T | undefined {
  return (queriesCache?.get(unstable_serialize(key)) as { data?: T } | undefined)?.data;
}

export default function SWRQuery<T>({ swrKey, fetcher, options, onState }: SWRQueryProps<T>) {
  queriesCache = useSWRConfig().cache;
  const { data, error, isLoading, mutate } = useSWR<T>(swrKey, fetcher, { ...SWR_DEFAULTS, ...options });
  useEffect(() => {
    onState({
      data,
      error: error as unknown,
      isLoading,
      retry: () => {
        void mutate();
      },
    });
  }, [data, error, isLoading, mutate, onState]);
  return null;
}
