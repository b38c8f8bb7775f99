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
 * typo-distance.ts decides); for a model word, its neighbours. With `phrase`, whether each names a kind or a
 * brand (search-phrase.ts).
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
    kind: boolean;
    brand: boolean;
    brand_alike: string[] | string;
  }>(
    db,
    sql`select
      q.word, s.starts,
      case when q.typos and cardinality(s.starts) = 0 then array(select v.word from search_vocabulary v
        where v.word % q.word order by similarity(v.word, q.word) desc limit ${TYPO_CANDIDATES}) end as alike,
      case when q.near is not null then array(select v.word from search_vocabulary v
        where v.word ~ q.near) end as near,
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
      kind: row.kind,
      brand: row.brand || parseArray(row.brand_alike).some((word) => isTypoOf(row.word, word)),
    });
  }
  return facts;
}

/** node-postgres and PGlite both parse text[]; a driver that does not answers '{a,b}'. */
function parseArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}
