import type { Db } from '../db/client';
import { otherLayout } from '../lib/search-layout';
import { nearestGroups } from '../lib/search-near';
import { parseSearchQuery, type SearchQuery } from '../lib/search-query';
import { lookUpWords, type WordFacts } from './search-lookup';

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
  /**
   * A model word ("17" of "iphone 17", "a56") -> the catalogue's nearest model words, grouped by
   * distance, the nearest first (search-near.ts): what the word stands for when no product holds the
   * whole query (search-sql.ts).
   */
  near: Map<string, string[][]>;
}

const searchable = (words: string[]) => words.filter((word) => word.length >= 2);

/**
 * Folds the query and looks its words up in search_vocabulary, in one round trip (search-lookup.ts).
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
  const tokens = raw
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => ({ token, other: otherLayout(token) }));
  const switched = tokens.some(({ other }) => other)
    ? parseSearchQuery(tokens.map(({ token, other }) => other ?? token).join(' '))
    : null;
  const kindsOf = (query: SearchQuery) => query.words.flatMap((word) => query.kinds.get(word) ?? []);
  const looked = new Map<string, boolean>();
  for (const word of [...searchable(typed.words), ...kindsOf(typed)]) looked.set(word, true);
  // The other layout's readings are asked for their starts only: a typo of a mistyped word is too far.
  if (switched)
    for (const word of [...searchable(switched.words), ...kindsOf(switched)])
      looked.set(word, looked.get(word) ?? false);
  const phrase = typed.words.length > 1 || (switched?.words.length ?? 0) > 1;
  const facts = await lookUpWords(
    db,
    [...looked].map(([word, typos]) => ({ word, typos })),
    phrase,
  );
  const finds = (word: string) => {
    const fact = facts.get(word);
    return !!fact && (fact.starts.length > 0 || fact.typos.length > 0);
  };
  const chosen = tokens.map(({ token, other }) => {
    if (!other) return token;
    const [asTyped, asOther] = [parseSearchQuery(token), parseSearchQuery(other)];
    const otherWords = searchable(asOther?.words ?? []);
    const typedMisses = searchable(asTyped?.words ?? []).some((word) => !finds(word));
    return typedMisses && otherWords.length && otherWords.every((word) => facts.get(word)?.starts.length)
      ? other
      : token;
  });
  const query = chosen.some((token, index) => token !== tokens[index].token)
    ? parseSearchQuery(chosen.join(' '))
    : typed;
  return query ? closeWords(query, facts) : null;
}

/** The query's words with the catalogue words each stands for, its near models and its head word. */
function closeWords(query: SearchQuery, facts: Map<string, WordFacts>): Search {
  const words = searchable(query.words);
  const close = new Map<string, string[]>();
  const spelled = new Set<string>();
  const near = new Map<string, string[][]>();
  const found = (word: string) => {
    const fact = facts.get(word);
    return fact ? (fact.starts.length ? fact.starts : fact.typos) : [];
  };
  for (const word of words) {
    const kind = query.kinds.get(word);
    if (facts.get(word)?.starts.length || (kind && facts.get(kind)?.starts.length)) spelled.add(word);
    close.set(word, [...new Set([...found(word), ...(kind ? found(kind) : [])])]);
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
  return { ...query, close, spelled, near, ...(head ? { head } : {}) };
}
