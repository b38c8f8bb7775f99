/**
 * Search text folding: one spelling for what a shopper may type in Turkmen, Russian or English, in
 * Latin or Cyrillic, with or without Turkmen letters. "Самсунг", "samsung" and "SAMSUNG" all fold to
 * "samsung"; "Телевизор" and "Telewizor" to "televizor"; "Galaxy" and "галакси" to "galaksi".
 *
 * The same steps run in the database (the `search_fold` SQL function of migration 0005, generated
 * from these tables by `foldFunctionSql()` in text-fold-sql.ts), which fills the search columns of
 * products, brands and categories; here they fold the query. So the two must agree character for
 * character, which is why every step is an explicit table (no toLowerCase(), no Unicode
 * normalisation: PostgreSQL's lower() depends on the database locale, and PGlite's leaves Cyrillic
 * as it is). test/text-fold.test.ts checks both sides on the whole sample catalogue.
 *
 * Steps: 1. upper to lower case (listed letters only); 2. Cyrillic letters that become two Latin
 * letters; 3. every other listed letter to Latin (ъ ь dropped); 4. merges of spellings that sound
 * alike (sh/ш -> s, ch/ч/c -> k, w -> v, y/ý/й/ы -> i, x -> ks, ph -> f...) so that transliterations
 * in either direction meet; 5. anything but a-z and 0-9 becomes a space, doubled letters one letter
 * ("Marshall" and "Маршал" meet), spaces collapse.
 */

/** Step 1: each upper-case letter and, at the same position, its lower case. */
export const UPPER_CASE =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ' +
  'ÄÇŇÖŞÜÝŽ' +
  'ÀÁÂÃÅĀĂĄÈÉÊËĒĖĘÌÍÎÏĪĮİÒÓÔÕØŌÙÚÛŪŮŰŃÑŚŠĆČŹŻĞŁĎŤŘŸ' +
  'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ' +
  'ӘҢӨҮҖІЇЄҐЎҚҒҰҺ';
export const LOWER_CASE =
  'abcdefghijklmnopqrstuvwxyz' +
  'äçňöşüýž' +
  'àáâãåāăąèéêëēėęìíîïīįiòóôõøōùúûūůűńñśšćčźżğłďťřÿ' +
  'абвгдеёжзийклмнопрстуфхцчшщъыьэюя' +
  'әңөүҗіїєґўқғұһ';

/** Step 2: lower-case Cyrillic that becomes more than one Latin letter (дж before ж). */
export const CYRILLIC_DIGRAPHS: readonly (readonly [string, string])[] = [
  ['дж', 'j'],
  ['ц', 'ts'],
  ['ч', 'ch'],
  ['ш', 'sh'],
  ['щ', 'sh'],
  ['ю', 'iu'],
  ['я', 'ia'],
];

/**
 * Step 3: letters to Latin, each group of letters to one Latin letter; ъ and ь are dropped. Turkmen
 * letters lose their marks (ä ç ň ö ş ü ý ž -> a c n o s u y z), as do the accented Latin letters
 * listed.
 */
const TO_LATIN_GROUPS: readonly (readonly [string, string])[] = [
  ['äàáâãåāăąаә', 'a'],
  ['б', 'b'],
  ['çćč', 'c'],
  ['дď', 'd'],
  ['èéêëēėęеёэє', 'e'],
  ['ф', 'f'],
  ['ğгґғ', 'g'],
  ['хһ', 'h'],
  ['ìíîïīįıийыії', 'i'],
  ['җ', 'j'],
  ['кқ', 'k'],
  ['łл', 'l'],
  ['м', 'm'],
  ['ňńñнң', 'n'],
  ['öòóôõøōоө', 'o'],
  ['п', 'p'],
  ['řр', 'r'],
  ['şśšßс', 's'],
  ['ťт', 't'],
  ['üùúûūůűуүұў', 'u'],
  ['в', 'v'],
  ['ýÿ', 'y'],
  ['žźżжз', 'z'],
];
export const FROM_LETTERS = TO_LATIN_GROUPS.map(([letters]) => letters).join('') + 'ъь';
export const TO_LATIN = TO_LATIN_GROUPS.map(([letters, latin]) => latin.repeat([...letters].length)).join('');

/** Step 4, in this order: spellings that sound alike become one. */
export const SOUND_MERGES: readonly (readonly [string, string])[] = [
  ['sch', 's'],
  ['sh', 's'],
  ['ch', 'k'],
  ['ph', 'f'],
  ['kh', 'h'],
  ['zh', 'z'],
  ['x', 'ks'],
  ['c', 'k'],
  ['q', 'k'],
  ['w', 'v'],
  ['y', 'i'],
];

function translator(from: string, to: string): Map<string, string> {
  const map = new Map<string, string>();
  [...from].forEach((char, index) => {
    if (!map.has(char)) map.set(char, [...to][index] ?? '');
  });
  return map;
}

const toLower = translator(UPPER_CASE, LOWER_CASE);
const toLatin = translator(FROM_LETTERS, TO_LATIN);

const translate = (text: string, map: Map<string, string>) => [...text].map((char) => map.get(char) ?? char).join('');

/** The folded form of a text: lower-case Latin words of a-z and 0-9 separated by single spaces. */
export function foldText(text: string): string {
  let folded = translate(text, toLower);
  for (const [from, to] of CYRILLIC_DIGRAPHS) folded = folded.split(from).join(to);
  folded = translate(folded, toLatin);
  for (const [from, to] of SOUND_MERGES) folded = folded.split(from).join(to);
  return folded
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])\1/g, '$1')
    .trim();
}

/** The folded text without spaces: "A-55", "a 55" and "A55" all give "a55". */
export function compactText(text: string): string {
  return foldText(text).replace(/ /g, '');
}
