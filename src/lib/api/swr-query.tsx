/**
 * The chunk behind deferred-swr.tsx: runs one SWR query and hands its state to the page. Renders
 * nothing.
 */
import { useEffect } from 'react';
import useSWR, { type Key, type SWRConfiguration } from 'swr';
import { cache, serialize } from 'swr/_internal';
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

/** The answer SWR's cache holds for `key`, if any: what the query will start from when it mounts. */
export function cachedData<T>(key: Key): T | undefined {
  const [cacheKey] = serialize(key);
  return (cache.get(cacheKey) as { data?: T } | undefined)?.data;
}

export default function SWRQuery<T>({ swrKey, fetcher, options, onState }: SWRQueryProps<T>) {
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
