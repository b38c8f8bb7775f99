import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

interface LoaderContext {
  resourcePath: string;
  getOptions?: () => { omit?: string[]; only?: string[] };
}
type Loader = ((this: LoaderContext, source: string) => string) & {
  partOf: (texts: Record<string, string>, options?: { omit?: string[]; only?: string[] }) => Record<string, string>;
};
const loader = createRequire(__filename)('./icu-messages-loader.cjs') as Loader;

/** The texts a loader run hands to the bundle (the module it writes, evaluated). */
function run(source: string, options?: { omit?: string[]; only?: string[] }): Record<string, unknown> {
  const context: LoaderContext = { resourcePath: 'tm.json', ...(options && { getOptions: () => options }) };
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', loader.call(context, source))(module);
  return module.exports;
}

const texts = JSON.stringify({
  'header.profile.button': 'Meniň profilim',
  'auth.dialog.title': 'Giriş',
  'auth.code.cell': '{count} sanly koduň {position}-nji sany',
});

describe('the locale loader', () => {
  it('precompiles every text when given no options (server render, tests)', () => {
    const compiled = run(texts);
    expect(Object.keys(compiled)).toEqual(['header.profile.button', 'auth.dialog.title', 'auth.code.cell']);
    expect(compiled['auth.dialog.title']).toEqual([{ type: 0, value: 'Giriş' }]);
  });

  it('gives every text of every locale as an AST, a literal one too (the browser formats with no parser)', () => {
    for (const lng of ['tm', 'ru', 'en']) {
      const source = readFileSync(join(__dirname, `../../../locales/${lng}.json`), 'utf8');
      const compiled = run(source);
      const notAst = Object.entries(compiled).filter(([, value]) => !Array.isArray(value));
      expect(notAst).toEqual([]);
    }
  });

  it("leaves the accounts' texts out of the browser's first load, and gives them alone as their part", () => {
    expect(Object.keys(run(texts, { omit: ['auth.'] }))).toEqual(['header.profile.button']);
    expect(Object.keys(run(texts, { only: ['auth.'] }))).toEqual(['auth.dialog.title', 'auth.code.cell']);
  });

  it('splits the real locale files without losing or repeating a text', () => {
    const file = JSON.parse(readFileSync(join(__dirname, '../../../locales/ru.json'), 'utf8')) as Record<
      string,
      string
    >;
    const first = loader.partOf(file, { omit: ['auth.'] });
    const auth = loader.partOf(file, { only: ['auth.'] });
    expect(Object.keys(auth).length).toBeGreaterThan(20);
    expect({ ...first, ...auth }).toEqual(file);
    expect(Object.keys(first).some((key) => key.startsWith('auth.'))).toBe(false);
  });
});
