import { describe, expect, it } from '@jest/globals';
import { createIntl } from 'react-intl';
import { INTL_TAG } from '../../lib/i18n';
import type { Lng } from '../../lib/catalog-types';
import type { BuildCauseWire } from '../../../server/src/contract/site-builds';
import { STAFF_TEXTS } from '../texts';
import { buildCause, buildNote, buildPhase, importSummary } from './catalogue-words';

/**
 * The catalogue screens' composed texts in each language: counts with the plural each language
 * wants ("7973 файла"), what an import brought, what caused a build, a running build's phase.
 */
const intlOf = (lng: Lng) => createIntl({ locale: INTL_TAG[lng], messages: STAFF_TEXTS[lng] });
const tm = intlOf('tm');
const ru = intlOf('ru');
const en = intlOf('en');

describe("the catalogue screens' words", () => {
  it("counts a build's files with the plural each language wants", () => {
    const files = (intl: ReturnType<typeof intlOf>, count: number, copied: number) =>
      intl.formatMessage({ id: 'staff.builds.files' }, { files: count, copied });
    expect([1, 2, 5, 21, 7973, 7975, 11].map((n) => files(ru, n, 0))).toEqual([
      '1 файл, новых 0',
      '2 файла, новых 0',
      '5 файлов, новых 0',
      '21 файл, новых 0',
      `${ru.formatNumber(7973)} файла, новых 0`,
      `${ru.formatNumber(7975)} файлов, новых 0`,
      '11 файлов, новых 0',
    ]);
    // large counts grouped as the language groups digits ("7 973", "7,973")
    expect(files(tm, 7973, 12)).toBe(`${tm.formatNumber(7973)} faýl, 12 täze`);
    expect(files(en, 1, 1)).toBe('1 file, 1 new');
    expect(files(en, 7973, 12)).toBe('7,973 files, 12 new');
  });

  it('says what an import brought, the kinds with none left out', () => {
    const counts = { images: 1, parameters: 0, brands: 3, categories: 0, products: 12, footers: 0, groups: 2 };
    expect(importSummary(ru, counts)).toBe('12 товаров, 3 бренда, 1 изображение, 2 подборки');
    expect(importSummary(tm, counts)).toBe('12 haryt, 3 brend, 1 surat, 2 baş sahypa topary');
    expect(importSummary(en, counts)).toBe('12 products, 3 brands, 1 image, 2 home page groups');
    expect(importSummary(ru, { products: 0 })).toBeNull();
  });

  it("names a build's cause in the app's language", () => {
    const at = '2026-12-04T10:00:00.000Z';
    const product: BuildCauseWire = {
      kind: 'product',
      at,
      productId: 12,
      note: 'name, images',
      fields: ['name', 'images'],
    };
    expect(buildCause(tm, product)).toBe('haryt 12, üýtgedilen: ady, suratlary');
    expect(buildCause(ru, product)).toBe('товар 12, изменения: название, изображения');
    expect(buildCause(en, product)).toBe('product 12, changed: name, images');
    const imported: BuildCauseWire = { kind: 'import', at, note: '1 images', counts: { images: 1, products: 4 } };
    expect(buildCause(ru, imported)).toBe('каталог: 4 товара, 1 изображение');
    expect(buildCause(tm, { kind: 'import', at })).toBe('katalog');
    expect(buildCause(en, { kind: 'editor', at, note: 'e2e' })).toBe('editor: e2e');
    expect(buildCause(ru, { kind: 'interrupted', at })).toBe('прерванная сборка');
    // the shop's own start script's note is translated; an editor's own note stays as written
    const started = 'npm start: the sources or the catalogue changed';
    expect(buildNote(tm, started)).toBe('npm start: çeşmeler ýa-da katalog üýtgedi');
    expect(buildCause(ru, { kind: 'start', at, note: started })).toBe(
      'запуск: npm start: изменились исходники или каталог',
    );
    expect(buildNote(ru, 'цены к распродаже')).toBe('цены к распродаже');
  });

  it("shows a running build's phase in words, with its pages when counted", () => {
    expect(buildPhase(ru, { id: 'html', done: 120, total: 1099 })).toBe('Запись страниц (120 из 1099)');
    expect(buildPhase(tm, { id: 'html', done: 120, total: 1099 })).toBe('Sahypalar ýazylýar (120 / 1099)');
    expect(buildPhase(en, { id: 'code', done: null, total: null })).toBe('Building the scripts and styles');
    expect(buildPhase(tm, { id: 'catalogue', done: null, total: null })).toBe('Katalog alynýar');
    expect(buildPhase(ru, null)).toBe('Подготовка сборки');
  });
});
