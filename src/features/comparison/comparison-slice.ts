import { LIST_LIMITS } from '../../lib/shopper-lists';
import { createIdListSlice } from '../../lib/store/id-list-slice';

export interface WithComparison {
  comparison: { ids: number[]; loaded: boolean };
}

export const comparisonSlice = createIdListSlice('comparison', LIST_LIMITS.comparison);
export const {
  loaded: comparisonLoaded,
  toggled: comparisonToggled,
  removed: comparisonRemoved,
} = comparisonSlice.actions;

export const selectComparisonIds = (state: WithComparison) => state.comparison.ids;
export const selectComparisonLoaded = (state: WithComparison) => state.comparison.loaded;
export const selectIsCompared = (state: WithComparison, id: number) => state.comparison.ids.includes(id);
export const selectComparisonFull = (state: WithComparison) => state.comparison.ids.length >= LIST_LIMITS.comparison;

// The shop's whole state holds this slice: the typed hooks of lib/store/hooks.ts read it.
declare module '../../lib/store/hooks' {
  interface ShopState {
    comparison: WithComparison['comparison'];
  }
}
