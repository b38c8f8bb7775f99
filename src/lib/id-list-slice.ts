/**
 * Favourites and comparison are the same thing: a list of product ids that a toggle adds or
 * removes, without duplicates (spec §4). One factory so the two slices cannot drift apart.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface IdListState {
  ids: number[];
  /** false until the cookie has been read after hydration, so the first render matches the HTML */
  loaded: boolean;
}

export const createIdListSlice = (name: string) => createSlice({
  name,
  initialState: { ids: [], loaded: false } as IdListState,
  reducers: {
    loaded(state, action: PayloadAction<number[]>) {
      state.ids = [...new Set(action.payload)];
      state.loaded = true;
    },
    toggled(state, action: PayloadAction<number>) {
      const at = state.ids.indexOf(action.payload);
      if (at >= 0) state.ids.splice(at, 1);
      else state.ids.push(action.payload);
    },
  },
});
