/**
 * Favourites and comparison are the same thing: a list of product ids that a toggle adds or
 * removes, without duplicates (spec §4), up to a limit. One factory of Redux Toolkit slices, so the
 * two cannot drift apart. A change that changes nothing keeps the state (the same reference), so
 * nothing renders again and no cookie is written.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface IdListState {
  ids: number[];
  /** false until the cookie has been read after hydration, so the first render matches the HTML */
  loaded: boolean;
}

const initialState: IdListState = { ids: [], loaded: false };

export const createIdListSlice = <Name extends string>(name: Name, limit: number) =>
  createSlice({
    name,
    initialState,
    reducers: {
      loaded(state, { payload: ids }: PayloadAction<number[]>) {
        state.ids = [...new Set(ids)].slice(0, limit);
        state.loaded = true;
      },
      /** adds the id, or removes it when present; a full list takes no more */
      toggled(state, { payload: id }: PayloadAction<number>) {
        const at = state.ids.indexOf(id);
        if (at >= 0) state.ids.splice(at, 1);
        else if (state.ids.length < limit) state.ids.push(id);
      },
      removed(state, { payload }: PayloadAction<number[]>) {
        const gone = new Set(payload);
        if (state.ids.some((id) => gone.has(id))) state.ids = state.ids.filter((id) => !gone.has(id));
      },
    },
  });
