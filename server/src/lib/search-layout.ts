/**
 * Text typed with the keyboard in the wrong layout: Russian on the Latin (QWERTY) layout
 * ("yjen,er" is "ноутбук", "ntktajy" "телефон"), and Latin on the Russian (ЙЦУКЕН) layout
 * ("еудуцшящк" is "telewizor", "ыфьыгтп" "samsung"). Shoppers here switch between the two layouts
 * all day; a shop of the region reads either. Which reading counts, the catalogue decides
 * (search-vocabulary.ts): the other layout's only when the word as typed finds nothing.
 */

/** The keys of the two layouts, in the same order (the Russian layout's punctuation keys are letters). */
const LATIN_KEYS = "`qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const RUSSIAN_KEYS = 'ёйцукенгшщзхъфывапролджэячсмитьбю';

const toRussian = new Map([...LATIN_KEYS].map((key, index) => [key, RUSSIAN_KEYS[index]]));
const toLatin = new Map([...RUSSIAN_KEYS].map((key, index) => [key, LATIN_KEYS[index]]));

/** Punctuation keys of the Latin layout that are letters on the Russian one: only inside or after letters. */
const LATIN_PUNCTUATION = /[`[\];',.]/;

/**
 * The token as the other layout reads the same keys, or null when it is not all keys of one layout
 * (digits and a dash may come with them) or has no letter. Lower case: the fold ignores case.
 * Punctuation keys count as the letters they are ("'ktrnhjybrf" is "электроника").
 */
export function otherLayout(token: string): string | null {
  const lower = token.toLowerCase();
  const chars = [...lower];
  if (!chars.some((char) => /[a-zа-яё]/.test(char))) return null;
  const keep = (char: string) => /[0-9-]/.test(char);
  if (chars.every((char) => keep(char) || toRussian.has(char)) && chars.some((char) => /[a-z]/.test(char))) {
    return chars.map((char) => toRussian.get(char) ?? char).join('');
  }
  if (chars.every((char) => keep(char) || toLatin.has(char))) {
    const latin = chars.map((char) => toLatin.get(char) ?? char).join('');
    // Latin words hold no punctuation between letters: "б" or "ю" in the middle are Russian letters.
    return LATIN_PUNCTUATION.test(latin.replace(/^[^a-z]+|[^a-z]+$/g, '')) ? null : latin;
  }
  return null;
}
