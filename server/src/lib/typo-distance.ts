/**
 * How far a typed word is from a catalogue word, in typos: letters wrong, missing, extra or two
 * neighbours swapped (optimal string alignment distance). Both words are folded (text-fold.ts).
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Typos forgiven in a typed word: none up to 3 letters (too many words are that close), one up to 6, then two. */
export function allowedTypos(length: number): number {
  return length <= 3 ? 0 : length <= 6 ? 1 : 2;
}

/**
 * The typed word is the catalogue word, or the start of it, with at most allowedTypos() typos:
 * "samsnug" and "samsn" (still typing) both stand for "samsung"; "telefon" does not stand for
 * "televizor".
 */
export function isTypoOf(typed: string, word: string): boolean {
  const allowed = allowedTypos(typed.length);
  if (!allowed || typed.length - word.length > allowed) return false;
  // The whole word, or a start of it about as long as what was typed.
  for (let end = Math.max(1, typed.length - allowed); end <= Math.min(word.length, typed.length + allowed); end++) {
    if (editDistance(typed, word.slice(0, end)) <= allowed) return true;
  }
  return false;
}
