/** The comparison table from POST /client/v3/?json, products.getCompare (spec §7, docs/api.md). */
import useSWR from 'swr';
import { SWR_DEFAULTS } from '../../lib/api/swr-defaults';
import { apiCall } from '../../lib/api/api-client';
import { withoutRefusedIds } from '../../lib/api/refused-ids';
import type { CompareAnswerWire } from '../../../server/src/contract/products';
import { toCard } from '../../lib/catalog-map';
import type { Lng, ProductCard, Ref } from '../../lib/catalog-types';

export interface ComparisonRow {
  code: string;
  name: string;
  /** one per product of the group, null where a product lacks the parameter */
  values: (string | null)[];
  differs: boolean;
}

export interface ComparisonGroup {
  category: Ref;
  products: ProductCard[];
  rows: ComparisonRow[];
}

export interface Comparison {
  groups: ComparisonGroup[];
  /** asked-for ids that are no longer in the catalogue */
  missing: number[];
  /** asked-for ids the API refused (out of its range), left out of the table (docs/adr/004) */
  refused: number[];
}

async function fetchComparison(ids: number[], lng: Lng): Promise<Omit<Comparison, 'refused'>> {
  const {
    data: { groups, missing },
  } = await apiCall<CompareAnswerWire>('/client/v3/?json', {
    lng,
    method: 'POST',
    body: [{ class: 'products', fn: 'getCompare', props: { ids }, resKey: 'data' }],
  });
  return { groups: groups.map((group) => ({ ...group, products: group.products.map(toCard) })), missing };
}

/** The table of these products; ids the API refuses are left out and named in `refused`. */
export async function fetchComparisonWithout(ids: number[], lng: Lng): Promise<Comparison> {
  const { value, refused } = await withoutRefusedIds(ids, (some) => fetchComparison(some, lng));
  return { ...value, refused };
}

export function useComparison(ids: number[], lng: Lng) {
  return useSWR(ids.length ? ['comparison', lng, ids.join(',')] : null, () => fetchComparisonWithout(ids, lng), {
    ...SWR_DEFAULTS,
    keepPreviousData: true,
  });
}

/** The rows to show: all of them, or only those whose values differ between the products. */
export const visibleRows = (group: ComparisonGroup, onlyDifferences: boolean) =>
  onlyDifferences ? group.rows.filter((row) => row.differs) : group.rows;
