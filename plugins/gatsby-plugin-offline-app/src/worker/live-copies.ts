/**
 * The last answers of the public catalogue calls (request-kinds.ts), kept so that the cart, the
 * favourites and the comparison still show their products offline. The Cache API keeps GET
 * requests only, so a POST's answer is stored under a made-up GET address: one per whole request
 * (address, language, body) and, for product cards, one per product and language, so a cart whose
 * set of products was never asked for as such is still answered from the cards seen anywhere
 * (a category's live offers, the favourites). An answer served from here carries
 * `x-offline-copy: 1` and its date.
 */
export const LIVE_CACHE = 'shop-live';
export const OFFLINE_COPY_HEADER = 'x-offline-copy';
/** Copies are kept this long and this many (oldest out first). */
export const LIVE_MAX_ENTRIES = 800;
export const LIVE_MAX_AGE_S = 30 * 24 * 3600;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The made-up address of one whole request's answer. */
export async function requestCopyKey(siteOrigin: string, url: string, lng: string, body: string): Promise<string> {
  return `${siteOrigin}/__offline/call/${await sha256(`${url}\n${lng.toLowerCase()}\n${body}`)}`;
}

/** The made-up address of one product's card in one language. */
export const productCopyKey = (siteOrigin: string, lng: string, id: number) =>
  `${siteOrigin}/__offline/product/${lng.toLowerCase()}/${id}`;

/** The ids asked for by a POST /client/v4/products body (`{ ids: [...] }`), or null for another body. */
export function idsOf(body: string): number[] | null {
  try {
    const parsed = JSON.parse(body) as { ids?: unknown };
    if (!Array.isArray(parsed.ids) || !parsed.ids.every((id) => Number.isInteger(id))) return null;
    return parsed.ids as number[];
  } catch {
    return null;
  }
}

/** Product rows of a card list answer (`{ rows: [{ id, … }], count }`), or none. */
export function rowsOf(answer: unknown): { id: number }[] {
  const rows = (answer as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? rows.filter((row): row is { id: number } => Number.isInteger(row?.id)) : [];
}

/**
 * A card list answer made of stored cards, in the order asked; null unless every product asked for
 * has one (a missing card would read as 'no longer sold' on the cart screen).
 */
export function answerFromCards(ids: readonly number[], cards: ReadonlyMap<number, unknown>): unknown | null {
  const unique = [...new Set(ids.filter((id) => id > 0))];
  if (!unique.length || unique.some((id) => !cards.has(id))) return null;
  const rows = unique.map((id) => cards.get(id));
  return { rows, count: rows.length };
}

/** A stored answer as the page receives it: JSON, marked as an offline copy with its date. */
export function copyResponse(body: string, savedAt: string | null): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      [OFFLINE_COPY_HEADER]: '1',
      ...(savedAt ? { 'x-offline-copy-date': savedAt } : {}),
    },
  });
}
