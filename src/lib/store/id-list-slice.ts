/**
 * Favourites and comparison are the same thing: a list of product ids that a toggle adds or
 * removes, without duplicates (spec §4), up to a limit. One factory so the two cannot drift apart.
 */
import { defineSlice } from './slice';

export interface IdListState {
  ids: number[];
  /** false until the cookie has been read after hydration, so the first render matches the HTML */
  loaded: boolean;
}

export const createIdListSlice = (name: string, limit: number) =>
  defineSlice(name, { ids: [], loaded: false } as IdListState, {
    loaded: (_state, ids: number[]) => ({ ids: [...new Set(ids)].slice(0, limit), loaded: true }),
    /** adds the id, or removes it when present; a full list takes no more */
    toggled: (state, id: number) => {
      if (state.ids.includes(id)) return { ...state, ids: state.ids.filter((other) => other !== id) };
      return state.ids.length < limit ? { ...state, ids: [...state.ids, id] } : state;
    },
    removed: (state, ids: number[]) => {
      const gone = new Set(ids);
      return state.ids.some((id) => gone.has(id)) ? { ...state, ids: state.ids.filter((id) => !gone.has(id)) } : state;
    },
  });
