/**
 * SWR for what a static page asks the live API after hydration (live offers, listing states, search
 * suggestions). The page renders with its build-time data; once it has hydrated, a component from a
 * chunk of its own (swr-query.tsx) runs the query with SWR and hands the state up, so SWR's code
 * is not part of any catalogue page's first load. Client-only screens (cart,
 * favourites, comparison, search) call useSWR directly.
 *
 * Usage: `const [state, query] = useDeferredSWR(key, fetcher, options)`, and render `{query}`.
 */
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import type { SWRConfiguration } from 'swr';
import { reportChunkFailure } from '../chunk-reload';
import type { DeferredState, SWRQueryProps } from './swr-query';

export type { DeferredState };

type SWRQueryModule = typeof import('./swr-query');

// Once the page has hydrated and the chunk is in, later pages (client-side navigation) render the
// query in their first render, with SWR's cached answer.
let hydrated = false;
let loadedModule: SWRQueryModule | null = null;
let loading: Promise<SWRQueryModule> | null = null;

const loadQueryModule = () => {
  loading ??= import(/* webpackChunkName: "swr-query" */ './swr-query').then(
    (module) => {
      loadedModule = module;
      return module;
    },
    (error: unknown) => {
      loading = null; // the next attempt fetches again
      throw error;
    },
  );
  return loading;
};

const noRetry = () => {};

/** `key` null: no query. Keys are compared by value (JSON). */
export function useDeferredSWR<T>(
  key: unknown[] | null,
  fetcher: () => Promise<T>,
  options: SWRConfiguration<T> = {},
): [DeferredState<T>, ReactElement | null] {
  const [ready, setReady] = useState(hydrated);
  const [module, setModule] = useState<SWRQueryModule | null>(ready ? loadedModule : null);
  const [failed, setFailed] = useState(false);
  const keyText = key ? JSON.stringify(key) : null;
  const [reported, setReported] = useState<{ key: string; state: DeferredState<T> } | null>(null);
  const onState = useCallback(
    (state: DeferredState<T>) => {
      if (keyText) setReported({ key: keyText, state });
    },
    [keyText],
  );

  useEffect(() => {
    hydrated = true;
    setReady(true);
  }, []);
  const wanted = ready && keyText !== null && !module && !failed;
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    loadQueryModule().then(
      (loaded) => {
        if (live) setModule(loaded);
      },
      (error: unknown) => {
        // The page keeps its build-time data; a stale tab (a deploy removed the chunk) reloads once.
        reportChunkFailure(error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  let state: DeferredState<T>;
  let cached: T | undefined;
  if (!keyText) state = { data: undefined, error: undefined, isLoading: false, retry: noRetry };
  else if (failed)
    state = {
      data: undefined,
      error: new Error('The live data code could not be loaded'),
      isLoading: false,
      retry: () => setFailed(false),
    };
  else if (reported?.key === keyText) state = reported.state;
  // A page rendered after the first (Back to a sorted listing): SWR's cached answer at once, in
  // the same render as the rest of the page, so the router restores the scroll position over the
  // list the shopper left, not over the static one about to be replaced (the query still checks).
  else if (module && (cached = module.cachedData<T>(key)) !== undefined)
    state = { data: cached, error: undefined, isLoading: false, retry: noRetry };
  // A new key until its query reports: loading, with the previous data if asked to keep it.
  else
    state = {
      data: options.keepPreviousData ? reported?.state.data : undefined,
      error: undefined,
      isLoading: true,
      retry: noRetry,
    };

  const Query = module?.default as (<Q>(props: SWRQueryProps<Q>) => null) | undefined;
  const query =
    Query && key && !failed ? <Query<T> swrKey={key} fetcher={fetcher} options={options} onState={onState} /> : null;
  return [state, query];
}
