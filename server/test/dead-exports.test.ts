/**
 * No dead code behind an export: every function, class or value that src/ or server/src exports is
 * used somewhere, in its own file or another. A name no file uses is code nobody runs, which
 * still has to be read, kept compiling and kept in step with the rules it copies.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

// Used by something that does not name it in code.
const USED_ELSEWHERE: Record<string, string> = {
  // drizzle-kit generates the migrations from every table db/schema exports
  'server/src/db/schema/catalogue.ts searchVocabulary': 'a table of the schema',
};

/** `file name` of each runtime export that no file mentions beyond its own declaration. */
function deadExports(files: Map<string, string>): string[] {
  const uses = new Map<string, number>();
  for (const text of files.values())
    for (const [name] of text.matchAll(/[A-Za-z_$][\w$]*/g)) uses.set(name, (uses.get(name) ?? 0) + 1);
  const dead: string[] = [];
  for (const [file, text] of files) {
    if (!/^(src|server\/src)\//.test(file) || /\.test\.tsx?$/.test(file) || /^src\/(pages|templates)\//.test(file))
      continue;
    for (const [, name] of text.matchAll(/^export (?:async )?(?:const|let|function\*?|class) ([\w$]+)/gm))
      if (uses.get(name) === 1 && !USED_ELSEWHERE[`${file} ${name}`]) dead.push(`${file} ${name}`);
  }
  return dead;
}

describe('dead exports', () => {
  it('src and server/src export nothing that no file uses', () => {
    const listed = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
    const files = new Map(listed.map((file) => [file, readFileSync(resolve(ROOT, file), 'utf8')]));
    expect(deadExports(files)).toEqual([]);
  });

  it('finds an export only its declaration names, and not one used in its own file or elsewhere', () => {
    const files = new Map([
      ['src/lib/a.ts', 'export const SHOP_NAME = 1;\nexport function used() {}\nexport const local = 2;\nlocal;\n'],
      ['src/features/b.ts', "import { used } from '../lib/a';\nused();\n"],
    ]);
    expect(deadExports(files)).toEqual(['src/lib/a.ts SHOP_NAME']);
  });
});
