import { createIdListSlice } from '../../lib/id-list-slice';

interface WithComparison { comparison: { ids: number[] } }

export const comparisonSlice = createIdListSlice('comparison');
export const { loaded: comparisonLoaded, toggled: comparisonToggled } = comparisonSlice.actions;

export const selectComparisonIds = (state: WithComparison) => state.comparison.ids;
export const selectIsCompared = (state: WithComparison, id: number) => state.comparison.ids.includes(id);
