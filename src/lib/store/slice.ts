/**
 * A slice of the store without immer: case reducers are plain functions that return the next state
 * (`(state, payload) => state`), and each gets an action creator shaped like Redux Toolkit's
 * createAction (`{name}/{key}`, with `.type` and `.match`). createSlice would bring immer (3.7 KB
 * gzip) into the first load of every page for reducers this small, and Redux Toolkit itself is not
 * in it either since issue 17 (docs/adr/006-first-load-budget.md).
 */
import type { ActionCreatorWithoutPayload, ActionCreatorWithPayload, Reducer, UnknownAction } from '@reduxjs/toolkit';

/** Redux Toolkit's createAction without a prepare callback: `{ type, payload }`. */
function createAction(type: string) {
  const create = (payload?: unknown) => ({ type, payload });
  return Object.assign(create, {
    type,
    toString: () => type,
    match: (action: unknown) => (action as UnknownAction | null)?.type === type,
  });
}

// `never`: any reducer `(state, payload: P) => S` fits, whatever its P (parameters are contravariant).
type CaseReducer<S> = (state: S, payload: never) => S;

type ActionCreatorFor<R> = R extends (state: never) => unknown
  ? ActionCreatorWithoutPayload
  : R extends (state: never, payload: infer P) => unknown
    ? ActionCreatorWithPayload<P>
    : never;

export function defineSlice<S, R extends Record<string, CaseReducer<S>>>(name: string, initialState: S, reducers: R) {
  const actions = {} as { [K in keyof R]: ActionCreatorFor<R[K]> };
  const byType = new Map<string, (state: S, payload: unknown) => S>();
  for (const [key, reduce] of Object.entries(reducers)) {
    const type = `${name}/${key}`;
    (actions as Record<string, unknown>)[key] = createAction(type) as unknown;
    // The action creator made for this reducer carries its payload type, so the payload it gets is its own.
    byType.set(type, reduce as (state: S, payload: unknown) => S);
  }
  const reducer: Reducer<S, UnknownAction, S | undefined> = (state = initialState, action) => {
    const reduce = byType.get(action.type);
    return reduce ? reduce(state, (action as UnknownAction & { payload?: unknown }).payload) : state;
  };
  return { name, reducer, actions };
}
