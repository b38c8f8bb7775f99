import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { nearPattern } from '../lib/search-near';
import { isTypoOf } from '../lib/typo-distance';
import { rawRows } from './raw-sql';

/** What the vocabulary says of one folded word (search-vocabulary.ts). */
export interface WordFacts {
  /** catalogue words the word starts (empty when it starts none) */
  starts: string[];
  /** catalogue words it is a typo of, when it starts none and typos were asked for */
  typos: string[];
  /** for a model word, the catalogue's model words of the same letters and as many digits (search-near.ts) */
  near: string[];
  /** a category word starts with it (or with all of it but an ending): it names a kind */
  kind: boolean;
  /** it starts a brand's word, or is a typo of one */
  brand: boolean;
  /**
   * The categories, and those under them, whose names hold a word it starts when no product's name
   * does ("kompýuter" of "Noutbuklar we kompýuterler"): their products are the word's. Empty when a
   * product holds one ("telefon" keeps to phones, not the tablets of "Telefonlar we planşetler").
   */
  categories: number[];
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
 * Looks the words up in search_vocabulary, in one round trip: the words each starts; for a word
 * that starts none, the words it is a typo of (only for `typos` words: a GIN trigram index proposes,
 * typo-distance.ts decides); for a model word, its neighbours (only when the word is no catalogue
 * word or `phrase`: "a55" alone finds the A55); the categories only categories' names name. With
 * `phrase`, whether each names a kind or a brand (search-phrase.ts).
 */
export async function lookUpWords(
  db: Db,
  words: { word: string; typos: boolean }[],
  phrase: boolean,
): Promise<Map<string, WordFacts>> {
  const facts = new Map<string, WordFacts>();
  if (!words.length) return facts;
  // Raw SQL: trigram similarity (pg_trgm), regular expressions and a lateral prefix look-up per word.
  const kind = phrase
    ? sql`exists (select 1 from categories c, unnest(c.search_words) w
        where w like left(q.word, least(length(q.word), greatest(${KIND_STEM}, length(q.word) - 2))) || '%')`
    : sql`false`;
  const brand = phrase ? sql`exists (select 1 from brands b where b.search_words && s.starts)` : sql`false`;
  const brandAlike = phrase
    ? sql`case when cardinality(s.starts) = 0 then array(select w from brands b, unnest(b.search_words) w
        where w % q.word) else '{}' end`
    : sql`'{}'::text[]`;
  const column = <T>(values: T[], type: string) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::${sql.raw(type)}`;
  const rows = await rawRows<{
    word: string;
    starts: string[] | string;
    alike: string[] | string | null;
    near: string[] | string | null;
    categories: number[] | string | null;
    kind: boolean;
    brand: boolean;
    brand_alike: string[] | string;
  }>(
    db,
    sql`select
      q.word, s.starts,
      case when q.typos and cardinality(s.starts) = 0 then array(select v.word from search_vocabulary v
        where v.word % q.word order by similarity(v.word, q.word) desc limit ${TYPO_CANDIDATES}) end as alike,
      case when q.near is not null and (${phrase} or not q.word = any(s.starts)) then
        array(select v.word from search_vocabulary v where v.word ~ q.near) end as near,
      case when exists (select 1 from categories c where c.search_words && s.starts)
        and not exists (select 1 from products p where p.search_words && s.starts) then
        array(select d.id from categories d join categories c on d.path like c.path || '%'
          where c.search_words && s.starts) end as categories,
      ${kind} as kind, ${brand} as brand, ${brandAlike} as brand_alike
    from unnest(${column(
      words.map(({ word }) => word),
      'text[]',
    )}, ${column(
      words.map(({ typos }) => typos),
      'boolean[]',
    )}, ${column(
      words.map(({ word }) => nearPattern(word)),
      'text[]',
    )}) as q(word, typos, near),
      lateral (select array(select v.word from search_vocabulary v where v.word like q.word || '%'
        order by length(v.word), v.word limit ${STARTED_WORDS}) as starts) as s`,
  );
  for (const row of rows) {
    facts.set(row.word, {
      starts: parseArray(row.starts),
      typos: parseArray(row.alike ?? []).filter((word) => isTypoOf(row.word, word)),
      near: parseArray(row.near ?? []),
      categories: parseArray(row.categories ?? []).map(Number),
      kind: row.kind,
      brand: row.brand || parseArray(row.brand_alike).some((word) => isTypoOf(row.word, word)),
    });
  }
  return facts;
}

/** node-postgres and PGlite both parse text[]; a driver that does not answers '{a,b}'. */
function parseArray<T extends string | number>(value: T[] | string): (T | string)[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}

/** WordFacts.categories for a word's typo look-alikes (`close`), asked only for a word spelled so. */
export async function categoriesOnlyHolding(db: Db, close: string[]): Promise<number[]> {
  if (!close.length) return [];
  const words = sql`array[${sql.join(
    close.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const [row] = await rawRows<{ ids: number[] | string | null }>(
    db,
    sql`select case when not exists (select 1 from products p where p.search_words && ${words}) then
      array(select d.id from categories d join categories c on d.path like c.path || '%'
        where c.search_words && ${words}) end as ids`,
  );
  return parseArray(row?.ids ?? []).map(Number);
}
