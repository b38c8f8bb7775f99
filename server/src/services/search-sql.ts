import { sql, type SQL } from 'drizzle-orm';
import type { Search } from './search-type';

/**
 * The search columns of one table in a query (filled by the triggers of migration 0005). Folded text
 * holds only a-z, 0-9 and single spaces, so it goes into LIKE patterns without escaping.
 */
export interface SearchColumns {
  /** search_words: distinct folded words (GIN index on products) */
  words: SQL;
  /** search_text: the same words between spaces (' samsung galaksi a15 '), brand first for products */
  text: SQL;
  /** search_keys: between spaces, names, model (and its word-suffixes), brand + model without spaces */
  keys: SQL;
  /** products' search_compact: model and brand + model without spaces (GIN trigram index) */
  compact?: SQL;
  /** brands and categories: one close word is enough ("samsung galaxy" suggests the brand Samsung) */
  anyWord?: boolean;
  /** brands and categories: the rows of the products that `matching` (a condition over `products p`) finds */
  ofProducts?: (matching: SQL) => SQL;
  /** products: the table and alias, to ask whether any row holds a whole phrase; and the price */
  phrase?: { from: SQL; price: SQL };
  /** products: their category, found by a word that only categories hold ("kompýuter") */
  category?: SQL;
}

/** Relevance tiers, best first: the ranking of docs/search.md. */
export const TIER = { exact: 0, prefix: 1, word: 2, fuzzy: 3 } as const;

const andAll = (parts: SQL[]) => sql`(${sql.join(parts, sql` and `)})`;
const orAny = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;
const tier = (value: number) => sql.raw(String(value));

const textArray = (words: string[]) =>
  sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;

/**
 * The row holds one of the close words; for products, or is of one of `categories`: the categories
 * (and those under them) named by a word no product holds ("kompýuter", search-lookup.ts).
 */
function holds(columns: SearchColumns, close: string[], categories: number[] = []): SQL {
  const words = sql`${columns.words} && ${textArray(close)}`;
  if (!columns.category || !categories.length) return words;
  const ids = sql.join(
    categories.map((id) => sql.raw(String(Math.trunc(id)))),
    sql`, `,
  );
  return sql`(${words} or ${columns.category} in (${ids}))`;
}

/**
 * Every query word starts a word of the text ("galak" in "samsung galaksi a15"); a generic word may
 * start the word of the kind it means instead ("telefon": "smartfon", search-query.ts).
 */
function allWordsStartWords(query: Search, columns: SearchColumns): SQL {
  return andAll(
    query.words.map((word) => {
      const kind = query.kinds.get(word);
      const starts = sql`${columns.text} like ${`% ${word}%`}`;
      return kind ? sql`(${starts} or ${columns.text} like ${`% ${kind}%`})` : starts;
    }),
  );
}

/**
 * Rows that match the query at all: each query word of two letters or more holds one of the
 * catalogue words it stands for (search-vocabulary.ts; for brands and categories one such word is
 * enough); or the model contains the query without spaces ("A 55", "A-55", "galaxya55"); or,
 * for a query of one letter, the text (brand first for products) starts with it. Products'
 * conditions all use indexes.
 *
 * A query naming a model ("SM-A155", "iphone 13": a word with a digit) is not about a kind of
 * product: its fragments ("sm", "wh") would suggest every category with a word starting so. A brand
 * or category then matches by a name word of the query (three letters or more, no digit: "samsung
 * a15"), by holding every query word ("4G routerler"), or as the brand or category of the products
 * whose model holds the query run together ("iphone 13": smartphones). A code that no model holds
 * ("SM-A155") suggests none.
 */
export function searchMatches(query: Search, columns: SearchColumns): SQL {
  if (columns.ofProducts && query.model) {
    const named = [...query.close].filter(([word, close]) => word.length >= 3 && !/\d/.test(word) && close.length);
    const parts = [
      allWordsStartWords(query, columns),
      ...named.map(([, close]) => sql`${columns.words} && ${textArray(close)}`),
    ];
    if (query.compact.length >= 3) parts.push(columns.ofProducts(sql`p.search_compact like ${`%${query.compact}%`}`));
    // A model the shop does not sell ("iphone 17"): the brand and category of its nearest models.
    if (query.near.size) parts.push(columns.ofProducts(searchMatches(query, productSearchColumns)));
    return orAny(parts);
  }
  const matches = textMatches(query, columns);
  return columns.phrase && query.head ? orHeadWord(query, query.head, matches, columns.phrase.from, columns) : matches;
}

/** searchMatches but for a phrase's head word and a model query's brands and categories. */
export function textMatches(query: Search, columns: SearchColumns): SQL {
  const parts: SQL[] = [];
  const wordConditions = [...query.close].map(([word, close]) =>
    close.length ? holds(columns, close, query.categories.get(word)) : sql`false`,
  );
  if (wordConditions.length) parts.push(columns.anyWord ? orAny(wordConditions) : andAll(wordConditions));
  // A model typed apart ("A 55") or run together ("galaxya55", "whch520": no catalogue word starts
  // so) is found in the model written without spaces; a spelled word alone is found by its words.
  const runTogether = query.words.length > 1 || !query.spelled.has(query.words[0]);
  if (columns.compact && runTogether && query.compact.length >= 3) {
    parts.push(sql`${columns.compact} like ${`%${query.compact}%`}`);
  }
  // One letter: texts that start with it (brand first for products; a btree prefix index).
  if (query.compact.length === 1) parts.push(sql`${columns.text} like ${` ${query.compact}%`}`);
  if (columns.anyWord) parts.push(allWordsStartWords(query, columns));
  return parts.length ? orAny(parts) : sql`false`;
}

/**
 * A phrase that no product holds whole ("gaming laptop", "телевизор 55", "oiun noutbugi") matches
 * the products of its head word, as the head word alone would; one that some product holds
 * ("samsung smartfon") keeps to those. The whole-phrase test runs once per statement (uncorrelated).
 */
function orHeadWord(query: Search, head: string, whole: SQL, from: SQL, columns: SearchColumns): SQL {
  const ofHead = holds(columns, query.close.get(head) ?? [], query.categories.get(head));
  return sql`(${whole} or (${ofHead} and not exists (select 1 from ${from} where ${whole})))`;
}

/**
 * What leads the relevance order of products: for a phrase with a head word, the number of its other
 * words a row holds (a brand, a spec value, a second word), so that "lg tv 55" lists LG's TVs first
 * when no TV is 55"; then, for a model the shop does not sell, how near the row's model is ("iphone
 * 17": the 16s, then the 15s). Empty otherwise; ends with a comma when not empty.
 */
export function searchLead(query: Search, columns: SearchColumns): SQL {
  if (!columns.phrase) return sql``;
  const others = query.words.filter((word) => word !== query.head && query.close.get(word)?.length);
  const lead: SQL[] = [];
  if (query.head && others.length) {
    lead.push(
      sql`(${sql.join(
        others.map((word) => sql`(${columns.words} && ${textArray(query.close.get(word) ?? [])})::int`),
        sql` + `,
      )}) desc,`,
    );
  }
  if (query.near.size) {
    // The nearest models first (their ranks summed over the words).
    const ranks = [...query.near.values()].map((groups) => {
      const when = groups.map((words, rank) => sql`when ${columns.words} && ${textArray(words)} then ${tier(rank)}`);
      return sql`(case ${sql.join(when, sql` `)} else ${tier(groups.length)} end)`;
    });
    lead.push(sql`(${sql.join(ranks, sql` + `)}),`);
  }
  return sql.join(lead, sql` `);
}

/** A price word ("cheap", "недорогой", "arzan") orders the cheapest first among equals: `p.price asc,` or nothing. */
export function searchPrice(query: Search, columns: SearchColumns): SQL {
  return columns.phrase && query.cheap ? sql`${columns.phrase.price} asc,` : sql``;
}

/**
 * 0 exact: the query is a whole name, model (or its end: "A15" of "Galaxy A15") or brand + model;
 * 1 prefix: one of them starts with it; 2 word: every query word starts a word of the row, or the
 * model contains the query's letters and digits; 3 fuzzy: only close words.
 */
export function searchTier(query: Search, columns: SearchColumns): SQL<number> {
  // One letter matches by the start of the text only: all prefix, in stock and popularity decide.
  if (query.compact.length === 1) return sql<number>`${tier(TIER.prefix)}`;
  const containsModel =
    columns.compact && query.compact.length >= 2 ? sql` or ${columns.compact} like ${`%${query.compact}%`}` : sql``;
  // Most rows start no key with the query: one LIKE tells them, and only the others are told exact.
  return sql<number>`(case
    when ${columns.keys} like ${`% ${query.compact}%`} then
      (case when ${columns.keys} like ${`% ${query.compact} %`} then ${tier(TIER.exact)} else ${tier(TIER.prefix)} end)
    when ${allWordsStartWords(query, columns)}${containsModel} then ${tier(TIER.word)}
    else ${tier(TIER.fuzzy)} end)`;
}

/**
 * Closeness within a tier: how many query words the row holds exactly; for a generic word, the word
 * of the kind it means counts double, so that "telefon" lists smartphones before push-button phones.
 */
export function searchScore(query: Search, columns: SearchColumns): SQL<number> {
  return sql<number>`(${sql.join(
    query.words.map((word) => {
      const kind = query.kinds.get(word);
      return kind
        ? sql`(case when ${kind} = any(${columns.words}) then 2 when ${word} = any(${columns.words}) then 1 else 0 end)`
        : sql`(${word} = any(${columns.words}))::int`;
    }),
    sql` + `,
  )})`;
}

const columnsOf = (alias: string) => ({
  words: sql.raw(`${alias}.search_words`),
  text: sql.raw(`${alias}.search_text`),
  keys: sql.raw(`${alias}.search_keys`),
});

export const productSearchColumns: SearchColumns = {
  ...columnsOf('p'),
  compact: sql`p.search_compact`,
  phrase: { from: sql`products p`, price: sql`p.price` },
  category: sql`p.category_id`,
};
export const brandSearchColumns: SearchColumns = {
  ...columnsOf('b'),
  anyWord: true,
  ofProducts: (matching) => sql`b.id in (select p.brand_id from products p where ${matching})`,
};
export const categorySearchColumns: SearchColumns = {
  ...columnsOf('c'),
  anyWord: true,
  ofProducts: (matching) => sql`c.id in (select p.category_id from products p where ${matching})`,
};
