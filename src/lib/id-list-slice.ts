/**
 * Favourites and comparison are the same thing: a list of product ids that a toggle adds or
 * removes, without duplicates (spec §4), up to a limit. One factory so the two cannot drift apart.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface IdListState {
  ids: number[];
  /** false until the cookie has been read after hydration, so the first render matches the HTML */
  loaded: boolean;
}

export const createIdListSlice = (name: string, limit: number) => createSlice({
  name,
  initialState: { ids: [], loaded: false } as IdListState,
  reducers: {
    loaded(state, action: PayloadAction<number[]>) {
      state.ids = [...new Set(action.payload)].slice(0, limit);
      state.loaded = true;
    },
    /** adds the id, or removes it when present; a full list takes no more */
    toggled(state, action: PayloadAction<number>) {
      const at = state.ids.indexOf(action.payload);
      if (at >= 0) state.ids.splice(at, 1);
      else if (state.ids.length < limit) state.ids.push(action.payload);
    },
    removed(state, action: PayloadAction<number[]>) {
      const gone = new Set(action.payload);
      if (state.ids.some((id) => gone.has(id))) state.ids = state.ids.filter((id) => !gone.has(id));
    },
  },
});
