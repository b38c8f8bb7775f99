import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { parseSearchQuery, type SearchQuery } from '../lib/search-query';
import { isTypoOf } from '../lib/typo-distance';
import { rawRows } from './raw-sql';

/** A query with, for each of its words of two letters or more, the catalogue words it stands for. */
export interface Search extends SearchQuery {
  /** query word -> vocabulary words it matches (may be empty) */
  close: Map<string, string[]>;
  /** the query words that start some catalogue word (the others matched by typos, or not at all) */
  spelled: Set<string>;
  /**
   * The word naming the kind of product a phrase asks for ("smartfon" in "samsung smartfon",
   * "noutbugi" in "oiun noutbugi"): its last word that is not a qualifier nor a brand, when that
   * word names a category. Undefined for one word, or when the last such word names no kind ("phone
   * case"). When no product holds the whole phrase, the head's products match (search-sql.ts).
   */
  head?: string;
}

/** Trigram look-alikes weighed per typed word, the most alike first. */
const TYPO_CANDIDATES = 200;
/**
 * Catalogue words a typed start stands for, the shortest first: two letters start hundreds of words,
 * and every one of them is compared with every product's words.
 */
const STARTED_WORDS = 50;
/** Letters a word shares with a category word to name its kind when their endings differ ("masina", "masini"). */
const KIND_STEM = 5;

/**
 * Folds the query and looks its words up in search_vocabulary, in one round trip. A typed word
 * stands for the catalogue words it starts ("galak" -> "galaksi"; "telefon" -> "telefon",
 * "telefonlar"). When it starts none, it stands for the words it is a typo of (typo-distance.ts:
 * "samsnug" -> "samsung"), picked by edit distance among the look-alikes a GIN trigram index finds
 * (pg_trgm `%`, session threshold 0.2). Typos count only where the spelling finds nothing, which
 * keeps "telefon" from bringing every "televizor". A generic word also stands for the words of the
 * kind it mostly means ("telefon" for "smartfon", search-query.ts). Null when nothing searchable is left.
 */
export async function resolveSearch(db: Db, raw: string): Promise<Search | null> {
  const query = parseSearchQuery(raw);
  if (!query) return null;
  const words = query.words.filter((word) => word.length >= 2);
  const close = new Map<string, string[]>();
  const spelled = new Set<string>();
  // The kinds' words are looked up in the same round trip, then joined to their generic words.
  const looked = [...new Set([...words, ...words.flatMap((word) => query.kinds.get(word) ?? [])])];
  if (words.length) {
    // Raw SQL: trigram similarity (pg_trgm) and a lateral prefix look-up per word. A phrase's words
    // also learn whether they name a kind (a category word starts with the word, or with all of it
    // but an ending: "masina" of "masini", "noutbugi" of "noutbuki") or a brand (a brand word is
    // among those they start; for a word that starts none, the brand words it may be a typo of).
    const phrase = words.length > 1;
    const kind = phrase
      ? sql`exists (select 1 from categories c, unnest(c.search_words) w
          where w like left(q.word, least(length(q.word), greatest(${KIND_STEM}, length(q.word) - 2))) || '%')`
      : sql`false`;
    const brand = phrase ? sql`exists (select 1 from brands b where b.search_words && s.starts)` : sql`false`;
    const brandAlike = phrase
      ? sql`case when cardinality(s.starts) = 0 then array(select w from brands b, unnest(b.search_words) w
          where w % q.word) else '{}' end`
      : sql`'{}'::text[]`;
    const rows = await rawRows<{
      word: string;
      starts: string[] | string;
      alike: string[] | string | null;
      kind: boolean;
      brand: boolean;
      brand_alike: string[] | string;
    }>(
      db,
      sql`select
        q.word, s.starts,
        case when cardinality(s.starts) = 0 then array(select v.word from search_vocabulary v where v.word % q.word
          order by similarity(v.word, q.word) desc limit ${TYPO_CANDIDATES}) end as alike,
        ${kind} as kind, ${brand} as brand, ${brandAlike} as brand_alike
      from unnest(array[${sql.join(
        looked.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) as q(word),
        lateral (select array(select v.word from search_vocabulary v where v.word like q.word || '%'
          order by length(v.word), v.word limit ${STARTED_WORDS}) as starts) as s`,
    );
    const found = new Map<string, string[]>();
    const kindWords = new Set<string>();
    const brandWords = new Set<string>();
    for (const row of rows) {
      if (row.kind || query.kinds.has(row.word)) kindWords.add(row.word);
      if (row.brand || parseArray(row.brand_alike).some((word) => isTypoOf(row.word, word))) brandWords.add(row.word);
      const starts = parseArray(row.starts);
      if (starts.length) spelled.add(row.word);
      found.set(
        row.word,
        starts.length ? starts : parseArray(row.alike ?? []).filter((word) => isTypoOf(row.word, word)),
      );
    }
    for (const word of words) {
      const kind = query.kinds.get(word);
      if (kind && spelled.has(kind)) spelled.add(word);
      close.set(word, [...new Set([...(found.get(word) ?? []), ...(kind ? (found.get(kind) ?? []) : [])])]);
    }
    // A kind's word is the query's only through its generic word.
    for (const kind of looked) if (!words.includes(kind)) spelled.delete(kind);
    const candidates = words.filter((word) => !query.qualifiers.has(word) && !brandWords.has(word));
    const last = candidates[candidates.length - 1];
    if (words.length > 1 && last && kindWords.has(last)) return { ...query, close, spelled, head: last };
  }
  return { ...query, close, spelled };
}

/** node-postgres and PGlite both parse text[]; a driver that does not answers '{a,b}'. */
function parseArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}
