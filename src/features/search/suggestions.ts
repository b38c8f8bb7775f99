/**
 * Search suggestions (spec §2, §7, §9): the products, brands and categories calls with
 * query={text}&limit=5, sent together 1000 ms after the shopper stops typing, grouped by label.
 */
import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api/api-client';
import { useDeferredSWR } from '../../lib/api/deferred-swr';
import type { BrandRowWire, CategoryRowWire } from '../../../server/src/contract/catalogue';
import { MAX_SEARCH_TEXT, SUGGESTIONS_PER_TYPE, type SuggestionLabel } from '../../../server/src/contract/constants';
import type { ListWire } from '../../../server/src/contract/kit';
import type { ProductCardWire } from '../../../server/src/contract/products';
import type { Lng } from '../../lib/catalog-types';

export const SUGGEST_DEBOUNCE_MS = 1000;
export const SUGGEST_LIMIT = SUGGESTIONS_PER_TYPE;
export const SEARCH_MAX_LENGTH = MAX_SEARCH_TEXT;

/** Group labels (the contract's) double as the first segment of a suggestion's link: /{label}/{id}. */
export type { SuggestionLabel };

export interface SuggestionItem {
  id: number;
  name: string;
  icon: string | null;
  type: 'category' | 'brand' | 'product';
}

export interface SuggestionGroup {
  label: SuggestionLabel;
  items: SuggestionItem[];
}

/** Icon width per spec §2: 30 for categories, 50 for products; brands show no icon. */
export const SUGGESTION_ICON_WIDTH: Record<SuggestionLabel, number | null> = {
  categories: 30,
  brands: null,
  products: 50,
};

export const suggestionPath = (label: SuggestionLabel, id: number) => `/${label}/${id}`;

/** The search text in a /search query string (?q=), as the search page and the search box read it. */
export const searchQueryOf = (search: string) =>
  (new URLSearchParams(search).get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);

export async function fetchSuggestions(query: string, lng: Lng): Promise<SuggestionGroup[]> {
  const text = encodeURIComponent(query);
  const [categories, brands, products] = await Promise.all([
    apiGet<ListWire<CategoryRowWire>>(`/client/v4/categories?query=${text}&limit=${SUGGEST_LIMIT}`, lng),
    apiGet<ListWire<BrandRowWire>>(`/client/v4/brands?query=${text}&limit=${SUGGEST_LIMIT}`, lng),
    apiGet<ListWire<ProductCardWire>>(`/client/v4/products?query=${text}&limit=${SUGGEST_LIMIT}`, lng),
  ]);
  const groups: SuggestionGroup[] = [
    {
      label: 'categories',
      items: categories.rows.map((row) => ({ id: row.id, name: row.name, icon: row.icon, type: 'category' as const })),
    },
    {
      label: 'brands',
      items: brands.rows.map((row) => ({ id: row.id, name: row.name, icon: null, type: 'brand' as const })),
    },
    {
      label: 'products',
      items: products.rows.map((row) => ({ id: row.id, name: row.name, icon: row.icon, type: 'product' as const })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** The value, once it has stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Suggestions for what is typed: `loading` from the first keystroke until the answer for the
 * settled text arrives (the spinner), `error` when the calls failed. Render `query`
 * (lib/api/deferred-swr.tsx).
 */
export function useSuggestions(typed: string, lng: Lng) {
  const query = typed.trim();
  const settled = useDebounced(query, SUGGEST_DEBOUNCE_MS);
  const key = settled ? ['suggestions', lng, settled] : null;
  const [{ data, error, isLoading }, element] = useDeferredSWR(key, () => fetchSuggestions(settled, lng), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: false,
  });
  const waiting = query !== '' && query !== settled;
  return {
    groups: query && settled === query ? (data ?? null) : null,
    loading: waiting || (query !== '' && isLoading),
    error: query !== '' && !waiting && error !== undefined,
    query: element,
  };
}
