import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otherLayout } from '../lib/search-layout';
import { nearestGroups } from '../lib/search-near';
import { parseSearchQuery, type SearchQuery } from '../lib/search-query';
import { rawRows } from './raw-sql';
import type { Search } from './search-type';
import { categoriesOnlyHolding, lookUpWords, type WordFacts } from './search-lookup';
import { productSearchColumns, textMatches } from './search-sql';

/** A query with, for each of its words of two letters or more, the catalogue words it stands for. */
export type { Search };

const searchable = (words: string[]) => words.filter((word) => word.length >= 2);

/**
 * Folds the query and looks its words up in search_vocabulary, in one round trip (search-lookup.ts;
 * one more for words typed in the other layout, and for a model query, whether a product holds it).
 * A typed word stands for the catalogue words it starts ("galak" -> "galaksi"; "telefon" ->
 * "telefon", "telefonlar"). When it starts none, it stands for the words it is a typo of
 * (typo-distance.ts: "samsnug" -> "samsung"). Typos count only where the spelling finds nothing,
 * which keeps "telefon" from bringing every "televizor". A generic word also stands for the words of
 * the kind it mostly means ("telefon" for "smartfon", search-query.ts).
 *
 * A word typed in the other keyboard layout ("yjen,er", search-layout.ts) is read in that layout
 * when, as typed, it finds nothing and, so read, every word of it starts a catalogue word. A model
 * word learns its nearest models ("iphone 17" -> 16, 15...), when it has letters or another word of
 * the query found something. Null when nothing searchable is left.
 */
export async function resolveSearch(db: Db, raw: string): Promise<Search | null> {
  const typed = parseSearchQuery(raw);
  if (!typed) return null;
  const kindsOf = (query: SearchQuery) => query.words.flatMap((word) => query.kinds.get(word) ?? []);
  const phrase = typed.words.length > 1;
  const facts = await lookUpWords(
    db,
    [...new Set([...searchable(typed.words), ...kindsOf(typed)])].map((word) => ({ word, typos: true })),
    phrase,
  );
  const query = await otherLayoutWhereMissed(db, raw, typed, facts, phrase);
  if (!query) return null;
  const search = closeWords(query, facts);
  // A word found through its typos ("кухня": "kuhni") may name categories only, like a spelled one.
  for (const word of searchable(search.words)) {
    const fact = facts.get(word);
    if (!fact?.starts.length && fact?.typos.length && !search.kinds.has(word)) {
      const ids = await categoriesOnlyHolding(db, search.close.get(word) ?? []);
      if (ids.length) search.categories.set(word, ids);
    }
  }
  if (!search.near.size) return search;
  // A model's neighbours count only when no product holds the query as typed (one indexed test).
  const [held] = await rawRows<{ held: boolean }>(
    db,
    sql`select exists (select 1 from products p where ${textMatches(search, productSearchColumns)}) as held`,
  );
  if (held?.held) return { ...search, near: new Map() };
  const close = new Map(
    [...search.close].map(([word, words]) => [word, [...words, ...(search.near.get(word)?.flat() ?? [])]]),
  );
  return { ...search, close };
}

/**
 * The query with the tokens typed in the other keyboard layout read in it: a token whose words, as
 * typed, find nothing, and whose other-layout words all start catalogue words (asked in a second
 * round trip, only then; their facts join `facts`).
 */
async function otherLayoutWhereMissed(
  db: Db,
  raw: string,
  typed: SearchQuery,
  facts: Map<string, WordFacts>,
  phrase: boolean,
): Promise<SearchQuery | null> {
  const finds = (word: string) => {
    const fact = facts.get(word);
    return !!fact && (fact.starts.length > 0 || fact.typos.length > 0);
  };
  const tokens = raw
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => {
      const other = otherLayout(token);
      const missed = searchable(parseSearchQuery(token)?.words ?? []).some((word) => !finds(word));
      return { token, other: missed ? other : null, words: other ? (parseSearchQuery(other)?.words ?? []) : [] };
    });
  const asked = tokens.filter(({ other }) => other);
  if (!asked.length) return typed;
  const words = [...new Set(asked.flatMap(({ words }) => searchable(words)))].filter((word) => !facts.has(word));
  const kinds = asked.flatMap(({ other }) => kindsOfText(other as string));
  // The other layout's readings are asked for their starts only: a typo of a mistyped word is too far.
  const more = await lookUpWords(
    db,
    [...new Set([...words, ...kinds])].map((word) => ({ word, typos: false })),
    phrase,
  );
  for (const [word, fact] of more) facts.set(word, fact);
  const read = tokens.map(({ token, other, words }) =>
    other && searchable(words).length && searchable(words).every((word) => facts.get(word)?.starts.length)
      ? other
      : token,
  );
  return read.some((token, index) => token !== tokens[index].token) ? parseSearchQuery(read.join(' ')) : typed;
}

const kindsOfText = (text: string) => {
  const query = parseSearchQuery(text);
  return query ? query.words.flatMap((word) => query.kinds.get(word) ?? []) : [];
};

/** The query's words with the catalogue words each stands for, its near models and its head word. */
function closeWords(query: SearchQuery, facts: Map<string, WordFacts>): Search {
  const words = searchable(query.words);
  const close = new Map<string, string[]>();
  const spelled = new Set<string>();
  const near = new Map<string, string[][]>();
  const categories = new Map<string, number[]>();
  const found = (word: string) => {
    const fact = facts.get(word);
    return fact ? (fact.starts.length ? fact.starts : fact.typos) : [];
  };
  for (const word of words) {
    const kind = query.kinds.get(word);
    if (facts.get(word)?.starts.length || (kind && facts.get(kind)?.starts.length)) spelled.add(word);
    close.set(word, [...new Set([...found(word), ...(kind ? found(kind) : [])])]);
    // A generic word's kind is always some product's: its categories are not the word's.
    if (!kind && facts.get(word)?.categories.length) categories.set(word, facts.get(word)?.categories ?? []);
  }
  const anyFound = words.some((word) => close.get(word)?.length && !/\d/.test(word));
  for (const word of words) {
    if (!(/[a-z]/.test(word) || anyFound)) continue;
    const groups = nearestGroups(word, facts.get(word)?.near ?? []);
    if (groups.length) near.set(word, groups);
  }
  const candidates = words.filter((word) => !query.qualifiers.has(word) && !facts.get(word)?.brand);
  const last = candidates[candidates.length - 1];
  const names = (word: string) => !!facts.get(word)?.kind || query.kinds.has(word);
  const head = words.length > 1 && last && names(last) ? last : undefined;
  return { ...query, close, spelled, near, categories, ...(head ? { head } : {}) };
}
