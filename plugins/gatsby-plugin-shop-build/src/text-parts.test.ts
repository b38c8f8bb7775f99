import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { CARRIED_TEXT_PARTS, LAZY_TEXT_PARTS, LAZY_TEXT_PREFIXES } from './text-parts';

const ROOT = resolve(__dirname, '../../..');
const SRC = join(ROOT, 'src');
const CARRIERS = join(SRC, 'lib', 'carried-texts');
const LNGS = ['tm', 'ru', 'en'] as const;
const texts = Object.fromEntries(
  LNGS.map((lng) => [
    lng,
    JSON.parse(readFileSync(join(ROOT, 'locales', `${lng}.json`), 'utf8')) as Record<string, string>,
  ]),
);

/** The shop's source modules (tests left out), by path from src/. */
const sources = () =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !file.startsWith('test/'))
    .map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));

const inPart = (id: string, prefixes: string[]) => prefixes.some((prefix) => id.startsWith(prefix));
const idsOf = (prefixes: string[]) => Object.keys(texts.tm).filter((id) => inPart(id, prefixes));
/** `searchResults` -> src/lib/carried-texts/search-results.ts */
const carrierOf = (part: string) =>
  join(CARRIERS, `${part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`);
/** The text ids a module names as string literals ('id', "id" or `id`). */
const namedIds = (text: string) =>
  new Set([...text.matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)['"`]/g)].map((match) => match[1]));

describe('texts left out of the first load', () => {
  it('each part holds texts, in all three languages', () => {
    for (const [part, prefixes] of Object.entries(LAZY_TEXT_PARTS)) {
      const ids = idsOf(prefixes);
      expect({ part, some: ids.length > 0 }).toEqual({ part, some: true });
      for (const lng of ['ru', 'en'] as const) {
        expect({ part, lng, missing: ids.filter((id) => !(id in texts[lng])) }).toEqual({ part, lng, missing: [] });
      }
    }
  });

  it('no text is in two parts', () => {
    const ids = Object.values(LAZY_TEXT_PARTS).flatMap(idsOf);
    expect(ids.length).toBe(new Set(ids).size);
    expect(LAZY_TEXT_PREFIXES.length).toBe(new Set(LAZY_TEXT_PREFIXES).size);
  });

  it('each carried part has its carrier module, which adds the part in all three languages', () => {
    const carriers = readdirSync(CARRIERS).map((file) => join(CARRIERS, file));
    expect(carriers.sort()).toEqual(Object.keys(CARRIED_TEXT_PARTS).map(carrierOf).sort());
    for (const part of Object.keys(CARRIED_TEXT_PARTS)) {
      const carrier = readFileSync(carrierOf(part), 'utf8');
      for (const lng of LNGS) expect(carrier).toContain(`locales/${lng}.json?part=${part}'`);
      expect(carrier).toMatch(/^carryTexts\(\{ tm, ru, en \}\);$/m);
    }
  });

  it('every module that shows a text of a carried part imports its carrier, so the text is there when it renders', () => {
    const modules = sources();
    let checked = 0;
    const missing: string[] = [];
    for (const [part, prefixes] of Object.entries(CARRIED_TEXT_PARTS)) {
      const carrier = relative(SRC, carrierOf(part)).replace(/\.ts$/, '');
      for (const { file, text } of modules) {
        const used = [...namedIds(text)].filter((id) => inPart(id, prefixes) && id in texts.tm);
        if (used.length === 0) continue;
        checked += 1;
        const imported = [...text.matchAll(/^import '([^']+)';$/gm)].some(
          (match) => relative(SRC, resolve(join(SRC, file, '..'), match[1])) === carrier,
        );
        if (!imported) missing.push(`${file} shows ${used.join(', ')} without importing ${carrier}`);
      }
    }
    // the scan finds the parts' users (a broken pattern would find none and pass)
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('a text of a carried part is not named by a template (its id must be seen to be carried)', () => {
    const firstSegments = new Set(
      Object.values(CARRIED_TEXT_PARTS)
        .flat()
        .map((prefix) => prefix.split('.')[0]),
    );
    const dynamic = sources().flatMap(({ file, text }) =>
      [...text.matchAll(/`([a-zA-Z]+)\.[^`]*\$\{/g)]
        .filter((match) => firstSegments.has(match[1]))
        .map((match) => `${file}: ${match[0]}`),
    );
    expect(dynamic).toEqual([]);
  });
});
