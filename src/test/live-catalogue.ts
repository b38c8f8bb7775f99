/**
 * What the live API of a component test holds (see dom-environment.ts), asked the way the shop
 * asks it, so tests expect what the API really answers rather than numbers written by hand.
 */
export interface LiveRow {
  id: number;
  name: string;
  price: number;
  oldPrice: number | null;
  inStock: boolean;
  categoryId: number;
  brand: { id: number; name: string };
}

export function liveApiUrl(): string {
  const url = process.env.GATSBY_API_URL;
  if (!url) throw new Error('no live API: start the test file with /** @jest-environment-options {"liveApi": true} */');
  return url;
}

export async function liveJson<T>(
  path: string,
  init: { lng?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`${liveApiUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      lng: init.lng ?? 'EN',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The products of the catalogue (the first `limit`), in English. */
export const liveProducts = async (limit = 1000) =>
  (await liveJson<{ rows: LiveRow[] }>(`/client/v4/products?limit=${limit}`)).rows;
