import { CYRILLIC_DIGRAPHS, FROM_LETTERS, LOWER_CASE, SOUND_MERGES, TO_LATIN, UPPER_CASE } from './text-fold';

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
/** Explicit letters rather than a-z ranges, whose meaning could depend on the database's collation. */
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The SQL function `search_fold(text)`: foldText() of text-fold.ts step for step, written into
 * migration 0005. test/text-fold.test.ts checks that the migration holds exactly this text, so a
 * change to the tables needs a new migration (and a refill of the search columns).
 */
export function foldFunctionSql(): string {
  let expression = `translate(coalesce(input, ''), ${quote(UPPER_CASE)}, ${quote(LOWER_CASE)})`;
  for (const [from, to] of CYRILLIC_DIGRAPHS) expression = `replace(${expression}, ${quote(from)}, ${quote(to)})`;
  expression = `translate(${expression}, ${quote(FROM_LETTERS)}, ${quote(TO_LATIN)})`;
  for (const [from, to] of SOUND_MERGES) expression = `replace(${expression}, ${quote(from)}, ${quote(to)})`;
  expression = `regexp_replace(${expression}, '[^${LETTERS}0123456789]+', ' ', 'g')`;
  expression = `regexp_replace(${expression}, '([${LETTERS}])\\1', '\\1', 'g')`;
  return `CREATE OR REPLACE FUNCTION search_fold(input text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT trim(${expression})
$$;`;
}
