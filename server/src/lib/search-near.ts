/**
 * The nearest models to a model the shop does not sell (docs/search.md, Nearest models): "iphone 17"
 * when iPhones 13 to 16 are sold, "a56" when the Galaxy A55 is. A model word is letters, a number and
 * letters ("a56", "17", "x7b", "s25"). Its neighbours are the catalogue's model words with the same
 * letters before and after a number of as many digits ("a55", "a58", "a15"; "16", "13"; not "a9" nor
 * "a3440sa"): the same line, another generation. Nearest is the smallest difference of the numbers,
 * the newer (greater) first when two are as far ("18" before "16" for "17"); at most NEAR_SPAN apart.
 */

const MODEL_WORD = /^([a-z]*)(\d{1,6})([a-z]*)$/;

/** Model words nearer than this many numbers apart are neighbours; a line's numbers rarely span more. */
export const NEAR_SPAN = 100;

/**
 * The POSIX regular expression (PostgreSQL `~`) that the neighbours of a folded model word match, or
 * null for a word that is no model word. Folded words hold only a-z and 0-9: nothing to escape.
 */
export function nearPattern(word: string): string | null {
  const parts = MODEL_WORD.exec(word);
  if (!parts) return null;
  const [, before, number, after] = parts;
  return `^${before}[0-9]{${number.length}}${after}$`;
}

/** The number inside a model word (56 of "a56"), or null for a word that is no model word. */
const numberOf = (word: string) => {
  const parts = MODEL_WORD.exec(word);
  return parts ? Number(parts[2]) : null;
};

/**
 * The neighbours of `word` among `candidates` (words its nearPattern matched), grouped by distance,
 * the nearest group first; the typed word itself and words more than NEAR_SPAN apart are left out.
 */
export function nearestGroups(word: string, candidates: string[]): string[][] {
  const typed = numberOf(word);
  if (typed === null) return [];
  const byDistance = new Map<number, string[]>();
  for (const candidate of new Set(candidates)) {
    const number = numberOf(candidate);
    if (number === null || candidate === word || Math.abs(number - typed) > NEAR_SPAN) continue;
    // The newer model first at the same distance: its number is greater.
    const distance = Math.abs(number - typed) * 2 + (number < typed ? 1 : 0);
    byDistance.set(distance, [...(byDistance.get(distance) ?? []), candidate]);
  }
  return [...byDistance.entries()].sort(([a], [b]) => a - b).map(([, words]) => words.sort());
}
