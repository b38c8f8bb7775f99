/**
 * The store's React bindings: the provider and the hooks every component reads the store with.
 * They are typed by what each caller reads, not by the assembled store: a selector declares the
 * slices it needs (`(state: { cart: CartState }) => …`), so lib/ and features/ never import
 * app/store.ts, and a feature's slice stays usable in any store that holds it.
 *
 * The shop's own, in place of react-redux (issue 17: react-redux with its useSyncExternalStore
 * shim was 1.3 KB gzip of every first load, for the four things used here). They work as
 * react-redux's hooks do: React's useSyncExternalStore over the store, the state the page was
 * rendered with (`serverState`) as the server snapshot while the page hydrates, and a selection
 * computed again only for a new state or selector and kept (the same reference) while equal, so
 * a selector that builds a new array or object does not render its component on every dispatch.
 */
import type { Dispatch, Store, UnknownAction } from '@reduxjs/toolkit';
import { createContext, useContext, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';

interface Bound {
  store: Store;
  /** what the page's HTML was rendered with (the store's state when not given) */
  serverState: unknown;
}

const StoreContext = createContext<Bound | null>(null);

export function StoreProvider({
  store,
  serverState,
  children,
}: {
  store: Store;
  serverState?: unknown;
  children: ReactNode;
}) {
  const bound = useMemo(() => ({ store, serverState: serverState ?? store.getState() }), [store, serverState]);
  return <StoreContext.Provider value={bound}>{children}</StoreContext.Provider>;
}

function useBound(): Bound {
  const bound = useContext(StoreContext);
  if (!bound) throw new Error('The store hooks need a StoreProvider above them (src/app/root-wrapper.tsx).');
  return bound;
}

export const useAppDispatch = (): Dispatch<UnknownAction> => useBound().store.dispatch;

/** The store, for reading state inside a callback; `S` is the part of the state the caller reads. */
export const useAppStore = <S,>() => useBound().store as Store<S>;

interface Selected<T> {
  state: unknown;
  selector: unknown;
  selection: T;
}

export function useAppSelector<S, T>(selector: (state: S) => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const { store, serverState } = useBound();
  const last = useRef<Selected<T> | null>(null);
  const select = (state: S): T => {
    const seen = last.current;
    if (seen && seen.state === state && seen.selector === selector) return seen.selection;
    const selection = selector(state);
    const kept = seen && equal(seen.selection, selection) ? seen.selection : selection;
    last.current = { state, selector, selection: kept };
    return kept;
  };
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState() as S),
    () => select(serverState as S),
  );
}
