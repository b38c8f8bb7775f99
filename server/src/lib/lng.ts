import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { DEFAULT_LNG, LNGS, type Lng } from '../contract/constants';

export type { Lng } from '../contract/constants';

/** The `lng` header (TM, RU, EN in any case); TM when absent or unknown. */
export function parseLng(header: string | string[] | undefined): Lng {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return LNGS.find((lng) => lng === raw) ?? DEFAULT_LNG;
}

/** A localized jsonb text in the caller's language, the Turkmen text when that one is missing. */
export function localized(column: AnyColumn | SQL, lng: Lng): SQL<string> {
  return sql<string>`coalesce(nullif(${column}->>${sql.raw(`'${lng}'`)}, ''), ${column}->>'tm')`;
}

/** The same fallback rule for a Loc object already in memory. */
export function pick(text: { tm: string; ru?: string; en?: string }, lng: Lng): string {
  return (text[lng] || '').trim() ? (text[lng] as string) : text.tm;
}
