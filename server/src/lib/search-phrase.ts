import { foldText } from './text-fold';

/**
 * The grammar of a shopper's phrase that search needs to find its head word, the kind of product it
 * asks for (docs/search.md, Phrases): "cheap smartphone", "ноутбук для игр", "oýun noutbugy". Words
 * that only qualify the head can never be it: a price word, a word with a digit and the unit after
 * it, a Russian adjective, the word a preposition governs. Which of the rest names a kind, and which
 * a brand, the catalogue tells (search-vocabulary.ts).
 */
export interface Phrase {
  /** the folded words that remain, in order; price words and prepositions left out */
  words: string[];
  /** folded words that qualify another word and so cannot be the head */
  qualifiers: Set<string>;
  /** a price word was typed ("cheap", "недорогой", "arzan"): the cheapest first among equals */
  cheap: boolean;
}

/** Starts of price words: they ask for an order, not for words in a name. */
const PRICE_WORDS = ['cheap', 'inexpensive', 'budget', 'affordable', 'arzan', 'недорог', 'дешев', 'дешёв', 'бюджетн'];
/** Prepositions (English, Russian): dropped, and the word after them qualifies ("ноутбук для игр"). */
const PREPOSITIONS = ['for', 'with', 'without', 'of', 'для', 'без', 'под', 'со', 'на', 'от', 'из'];
/** Turkmen postpositions: dropped, and the word before them qualifies ("oýun üçin noutbuk"). */
const POSTPOSITIONS = ['üçin', 'bilen'];
/** Russian adjective endings ("игровой", "недорогие"); nouns in -ние/-тие ("оборудование") are not. */
const RUSSIAN_ADJECTIVE = /[а-яё]{2,}(ый|ий|ой|ая|яя|ое|ее|ые|ие|ых|их|ого|его)$/;
const RUSSIAN_NOUN_ENDING = /(ние|тие)$/;

const folded = (words: string[]) => new Set(words.map((word) => foldText(word)));
const prepositions = folded(PREPOSITIONS);
const postpositions = folded(POSTPOSITIONS);
const priceWords = [...folded(PRICE_WORDS)];

/** A unit after a number ("128 gb", "55 дюймов") is part of the spec. */
const isUnitAfter = (word: string, previous: string | undefined) =>
  previous !== undefined && /\d/.test(previous) && (word.length <= 4 || word.startsWith('diuim'));

/**
 * Splits what was typed into folded words (a typed word may fold to several: "Wi-Fi") and marks
 * those that qualify another. `spell` replaces a folded word by the name it spells ("айфон").
 */
export function readPhrase(raw: string, spell: (word: string) => string): Phrase {
  const tokens = raw
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((token) => {
      const lower = token.toLocaleLowerCase('ru');
      const adjective = RUSSIAN_ADJECTIVE.test(lower) && !RUSSIAN_NOUN_ENDING.test(lower);
      return foldText(token)
        .split(' ')
        .filter(Boolean)
        .map((word) => ({ word: spell(word), adjective }));
    });
  const cheap = (word: string) => priceWords.some((start) => word.startsWith(start));
  const kept = tokens.filter(({ word }) => !cheap(word) && !prepositions.has(word) && !postpositions.has(word));
  // A phrase of price words or prepositions alone is searched as typed.
  if (!kept.length) return { words: tokens.map(({ word }) => word), qualifiers: new Set(), cheap: false };
  const qualifiers = new Set<string>();
  tokens.forEach(({ word, adjective }, index) => {
    const [previous, next] = [tokens[index - 1]?.word, tokens[index + 1]?.word];
    if (
      adjective ||
      /\d/.test(word) ||
      isUnitAfter(word, previous) ||
      (previous !== undefined && prepositions.has(previous)) ||
      (next !== undefined && postpositions.has(next))
    )
      qualifiers.add(word);
  });
  return { words: kept.map(({ word }) => word), qualifiers, cheap: tokens.some(({ word }) => cheap(word)) };
}
