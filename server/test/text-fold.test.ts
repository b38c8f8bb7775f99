import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { compactText, foldText } from '../src/lib/text-fold';
import { foldFunctionSql } from '../src/lib/text-fold-sql';
import { MAX_QUERY_WORDS, parseSearchQuery } from '../src/lib/search-query';
import { rawRows } from '../src/services/raw-sql';
import { freshDatabase, sampleCatalogue, type TestDatabase } from './helpers';

describe('foldText', () => {
  it.each([
    // case and Turkmen letters
    ['SAMSUNG', 'samsung'],
    ['Ütük', 'utuk'],
    ['Çäýnek', 'kainek'],
    ['Kir ýuwujy maşyn', 'kir iuvuji masin'],
    ['Aşhana ŇÖŽ', 'asana noz'],
    ['ashana', 'asana'],
    ['Öý üçin', 'oi ukin'],
    // Cyrillic to Latin, meeting the Latin spelling
    ['Самсунг', 'samsung'],
    ['самсунг галакси', 'samsung galaksi'],
    ['Samsung Galaxy', 'samsung galaksi'],
    ['Телевизор', 'televizor'],
    ['Telewizor', 'televizor'],
    ['телефон', 'telefon'],
    ['Telefon', 'telefon'],
    ['Филипс', 'filips'],
    ['Philips', 'filips'],
    ['Хуавей', 'huavei'],
    ['Huawei', 'huavei'],
    ['Маршал', 'marsal'],
    ['Marshall', 'marsal'],
    ['Бош', 'bos'],
    ['Bosch', 'bos'],
    ['Шах', 'sah'],
    ['Shah', 'sah'],
    ['Джой-Кон', 'joi kon'],
    ['Joy-Con', 'joi kon'],
    ['Чайник', 'kainik'],
    ['Ёлка', 'elka'],
    ['Юла Я', 'iula ia'],
    ['объём', 'obem'],
    ['Xiaomi', 'ksiaomi'],
    ['Сяоми', 'siaomi'],
    // Turkmen Cyrillic
    ['ӘҢӨҮҖ', 'anouj'],
    // punctuation, digits, spaces
    ['WH-CH520', 'vh k520'],
    ['  Galaxy   A55 ', 'galaksi a55'],
    ['1,77"', '1 77'],
    ['Wi-Fi 4 (802.11n)', 'vi fi 4 802 11n'],
    ['100%', '100'],
    ['---', ''],
    ['zzzz', 'zz'],
    ['Apple', 'aple'],
    ['', ''],
    ['İstanbul', 'istanbul'],
    ['Σωκράτης', ''],
    ['café naïve', 'kafe naive'],
  ])('folds %p to %p', (text, folded) => expect(foldText(text)).toBe(folded));

  it('writes model numbers one way with or without spaces and dashes', () => {
    for (const typed of ['a55', 'A 55', 'A-55', 'a–55', 'A55']) expect(compactText(typed)).toBe('a55');
    expect(compactText('WH-CH520')).toBe(compactText('wh ch 520'));
  });
});

describe('parseSearchQuery', () => {
  it('folds the words, drops repeats and runs them together', () => {
    expect(parseSearchQuery(' Самсунг  Galaxy A-55 самсунг ')).toEqual({
      text: 'samsung galaksi a 55',
      words: ['samsung', 'galaksi', 'a', '55'],
      compact: 'samsunggalaksia55',
      kinds: new Map(),
      model: true,
      // a number is a qualifier of the phrase's head word, never its head (lib/search-phrase.ts)
      qualifiers: new Set(['55']),
      cheap: false,
    });
  });

  it('marks generic words with the kind they mostly mean, and queries naming a model', () => {
    expect(parseSearchQuery('Телефон Samsung')).toMatchObject({
      kinds: new Map([['telefon', 'smartfon']]),
      model: false,
    });
    expect(parseSearchQuery('phone')?.kinds).toEqual(new Map([['fone', 'smartfone']]));
    expect(parseSearchQuery('smartfon')?.kinds).toEqual(new Map());
    expect(parseSearchQuery('SM-A155')).toMatchObject({ words: ['sm', 'a155'], model: true });
  });

  it('replaces Russian spellings that no transliteration reaches', () => {
    expect(parseSearchQuery('Айфон 13')?.words).toEqual(['ifone', '13']);
    expect(parseSearchQuery('ксиоми')?.words).toEqual(['ksiaomi']);
  });

  it('keeps at most the first words, and gives null for nothing searchable', () => {
    expect(parseSearchQuery('a b c d e f g h i j k')?.words).toHaveLength(MAX_QUERY_WORDS);
    for (const empty of ['', '   ', '%%', '"—"']) expect(parseSearchQuery(empty)).toBeNull();
  });
});

describe('search_fold() in the database', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await freshDatabase();
  });
  afterAll(() => test.drop());

  it('is the function the migration holds, generated from the TypeScript tables', () => {
    const migration = readFileSync(join(__dirname, '..', 'drizzle', '0005_search_fill.sql'), 'utf8');
    expect(migration).toContain(foldFunctionSql());
  });

  it('folds every name of the sample catalogue exactly as foldText() does', async () => {
    const catalogue = sampleCatalogue();
    const texts = new Set<string>([
      ...(catalogue.products ?? []).flatMap((product) => [
        product.model,
        product.name.tm,
        product.name.ru ?? '',
        product.name.en ?? '',
      ]),
      ...(catalogue.categories ?? []).flatMap((category) => [
        category.name.tm,
        category.name.ru ?? '',
        category.name.en ?? '',
      ]),
      ...(catalogue.brands ?? []).map((brand) => brand.name),
      'ÄÇŇÖŞÜÝŽ äçňöşüýž',
      'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ',
      'абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
      'ӘҢӨҮҖ әңөүҗ',
      'Džon İzmir ÀÉÎÕÜ ßøł',
      'Σωκράτης 日本 🙂',
      "O'Neil\ttab\nline",
      'aa  bb--cc',
      'zzzz aaa',
      'schön shach phx qw y',
    ]);
    const list = [...texts];
    const rows = await rawRows<{ folded: string }>(
      test.database.db,
      sql`select search_fold(t.text) as folded from unnest(array[${sql.join(
        list.map((text) => sql`${text}`),
        sql`, `,
      )}]::text[])
        with ordinality as t(text, n) order by t.n`,
    );
    const mismatches = list
      .map((text, index) => ({ text, sql: rows[index].folded, ts: foldText(text) }))
      .filter((row) => row.sql !== row.ts);
    expect(mismatches).toEqual([]);
  });
});
