import { readPhrase } from './search-phrase';
import { foldText } from './text-fold';

/** What a shopper typed, folded as the search columns are (text-fold.ts). */
export interface SearchQuery {
  /** folded words joined by single spaces */
  text: string;
  words: string[];
  /** the words run together: "A-55", "a 55" and "A55" all give "a55" */
  compact: string;
  /** a generic word of the query -> the word of the kind it mostly means ("telefon" -> "smartfon") */
  kinds: Map<string, string>;
  /** a word holds a digit: the query names a model ("SM-A155", "iphone 13"), not a kind of product */
  model: boolean;
  /** words that qualify another and cannot be the phrase's head word (search-phrase.ts) */
  qualifiers: Set<string>;
  /** a price word was typed ("cheap", "arzan"): the cheapest first among equals */
  cheap: boolean;
}

/** Words past this many are ignored: every word is one more index condition. */
export const MAX_QUERY_WORDS = 8;

/**
 * Russian spellings of brand and product names that no letter-by-letter transliteration turns into
 * the Latin name ("айфон" is not "iphone"); folded on both sides, so one entry covers its case and
 * Turkmen-letter variants. A word of the query equal to a key is replaced by the name.
 */
const SPELLINGS: Record<string, string> = {
  айфон: 'iphone',
  айпад: 'ipad',
  аймак: 'imac',
  эпл: 'apple',
  эппл: 'apple',
  макбук: 'macbook',
  эйрподс: 'airpods',
  аирподс: 'airpods',
  сяоми: 'xiaomi',
  ксиоми: 'xiaomi',
  ксиаоми: 'xiaomi',
  шаоми: 'xiaomi',
  плейстейшн: 'playstation',
  плейстейшен: 'playstation',
  плэйстейшн: 'playstation',
  иксбокс: 'xbox',
  вотч: 'watch',
  элджи: 'lg',
  лджи: 'lg',
  эйчпи: 'hp',
  джибиэль: 'jbl',
  джейбиэль: 'jbl',
  гоупро: 'gopro',
};

const spellings = new Map(Object.entries(SPELLINGS).map(([typed, name]) => [foldText(typed), foldText(name)]));

/**
 * Generic words for a kind of product and the kind a shopper typing them mostly means: "телефон"
 * is said of smartphones more than of the push-button phones whose names hold it ("Мобильный
 * телефон"). Such a word also stands for the kind's word, and rows holding the kind's word rank
 * first among equals (search-sql.ts). Folded on both sides, like SPELLINGS; extend it as search
 * logs show generic words that miss the kind meant.
 */
const MAIN_KINDS: Record<string, string> = {
  telefon: 'smartfon', // TM; RU 'телефон' folds the same
  phone: 'smartphone',
  phones: 'smartphone',
  mobil: 'smartfon',
  мобильный: 'смартфон',
  mobile: 'smartphone',
  сотовый: 'смартфон',
};

const mainKinds = new Map(Object.entries(MAIN_KINDS).map(([generic, kind]) => [foldText(generic), foldText(kind)]));

/** The folded query, or null when nothing searchable is left (only punctuation or spaces). */
export function parseSearchQuery(raw: string | undefined): SearchQuery | null {
  const phrase = readPhrase(raw ?? '', (word) => spellings.get(word) ?? word);
  if (!phrase.words.length) return null;
  const words = [...new Set(phrase.words)].slice(0, MAX_QUERY_WORDS);
  const text = words.join(' ');
  const kinds = new Map(words.flatMap((word) => (mainKinds.has(word) ? [[word, mainKinds.get(word) as string]] : [])));
  const model = words.some((word) => /\d/.test(word));
  return { text, words, compact: words.join(''), kinds, model, qualifiers: phrase.qualifiers, cheap: phrase.cheap };
}
