/** A query as the search resolved it against the catalogue's vocabulary (search-vocabulary.ts). */
import type { SearchQuery } from '../lib/search-query';

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
   * whole query; the close words then hold them too.
   */
  near: Map<string, string[][]>;
  /** a word only categories' names hold -> those categories and the ones under them (search-lookup.ts) */
  categories: Map<string, number[]>;
}
