/**
 * The editors' page's composed texts (server/editor-page/editor-words.js) and the small pages'
 * language (small-page-kit/kit.js), run as the browser runs them, in a context of their own with
 * only what they use of the browser: counts with Russian plurals ("7973 файла"),
 * what an import brought and what caused a build in the page's language, a build's phase in words;
 * and the page starting in the shop's `lng` cookie's language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

const read = (path: string) => readFileSync(join(__dirname, '..', path), 'utf8');

type Lng = 'tm' | 'ru' | 'en';
interface Words {
  counted(lng: Lng, count: number, forms: Record<string, string>): string;
  summary(lng: Lng, counts: Record<string, number>): string;
  files(lng: Lng, total: number, copied: number): string;
  cause(lng: Lng, cause: Record<string, unknown>): string | null;
  note(lng: Lng, text: string): string;
  phase(lng: Lng, phase: { id: string; done: number | null; total: number | null } | null): string;
}

function editorWords(): Words {
  const window: { editorPage?: { words: Words } } = {};
  runInNewContext(`${read('editor-page/editor-texts.js')}\n${read('editor-page/editor-words.js')}`, { window });
  return window.editorPage!.words;
}

describe("the editors' page's texts", () => {
  const words = editorWords();

  it('counts files with the plural each language wants', () => {
    expect([1, 2, 5, 21, 7973, 7975, 11].map((n) => words.files('ru', n, 0))).toEqual([
      '1 файл, новых 0',
      '2 файла, новых 0',
      '5 файлов, новых 0',
      '21 файл, новых 0',
      '7973 файла, новых 0',
      '7975 файлов, новых 0',
      '11 файлов, новых 0',
    ]);
    expect(words.files('tm', 7973, 12)).toBe('7973 faýl, 12 täze');
    expect(words.files('en', 1, 1)).toBe('1 file, 1 new');
    expect(words.files('en', 7973, 12)).toBe('7973 files, 12 new');
  });

  it('says what an import brought, the kinds with none left out', () => {
    const counts = { images: 1, parameters: 0, brands: 3, categories: 0, products: 12, footers: 0, groups: 2 };
    expect(words.summary('ru', counts)).toBe('12 товаров, 3 бренда, 1 изображение, 2 подборки');
    expect(words.summary('tm', counts)).toBe('12 haryt, 3 brend, 1 surat, 2 baş sahypa topary');
    expect(words.summary('en', counts)).toBe('12 products, 3 brands, 1 image, 2 home page groups');
    expect(words.summary('ru', { products: 0 })).toBe('ничего');
  });

  it("names a build's cause in the page's language", () => {
    const product = { kind: 'product', productId: 12, note: 'name, images', fields: ['name', 'images'] };
    expect(words.cause('tm', product)).toBe('haryt 12, üýtgedilen: ady, suratlary');
    expect(words.cause('ru', product)).toBe('товар 12, изменения: название, изображения');
    expect(words.cause('en', product)).toBe('product 12, changed: name, images');
    const imported = { kind: 'import', note: '1 images', counts: { images: 1, products: 4 } };
    expect(words.cause('ru', imported)).toBe('каталог: 4 товара, 1 изображение');
    expect(words.cause('tm', { kind: 'import' })).toBe('katalog');
    expect(words.cause('en', { kind: 'editor', note: 'e2e' })).toBeNull();
    // the shop's own start script's note is translated; an editor's own note stays as written
    const started = 'npm start: the sources or the catalogue changed';
    expect(words.note('tm', started)).toBe('npm start: çeşmeler ýa-da katalog üýtgedi');
    expect(words.note('ru', started)).toBe('npm start: изменились исходники или каталог');
    expect(words.note('ru', 'цены к распродаже')).toBe('цены к распродаже');
  });

  it("shows a running build's phase in words, with its pages when counted", () => {
    expect(words.phase('ru', { id: 'html', done: 120, total: 1099 })).toBe('Запись страниц (120 из 1099)');
    expect(words.phase('tm', { id: 'html', done: 120, total: 1099 })).toBe('Sahypalar ýazylýar (120 / 1099)');
    expect(words.phase('en', { id: 'code', done: null, total: null })).toBe('Building the scripts and styles');
    expect(words.phase('tm', { id: 'catalogue', done: null, total: null })).toBe('Katalog alynýar');
    // an API without phases (an older one): getting ready
    expect(words.phase('ru', null)).toBe('Подготовка сборки');
  });
});

describe("the small pages' language", () => {
  /** kit.js's language() on a page at `search` with `cookie` and a stored choice. */
  function pageLanguage(search: string, cookie: string, stored: string | null = null) {
    const storage = new Map<string, string>(stored ? [['editor-lng', stored]] : []);
    const written: string[] = [];
    const document = {
      documentElement: { lang: '' },
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const window: { smallPage?: { language(key: string, texts: object): { lng: string } } } = {
      location: { search },
    } as never;
    runInNewContext(read('small-page-kit/kit.js'), {
      window,
      document,
      URLSearchParams,
      localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: storage.set.bind(storage) },
    });
    const texts = { tm: {}, ru: {}, en: {} };
    const { lng } = window.smallPage!.language('editor-lng', texts);
    return { lng, html: document.documentElement.lang, written, stored: storage.get('editor-lng') };
  }

  it("starts in the shop's lng cookie's language", () => {
    expect(pageLanguage('', 'consent=1; lng=RU')).toMatchObject({ lng: 'ru', html: 'ru', written: [] });
    expect(pageLanguage('', 'lng=EN', 'tm')).toMatchObject({ lng: 'en', html: 'en' });
    expect(pageLanguage('', '')).toMatchObject({ lng: 'tm', html: 'tk' });
    expect(pageLanguage('', 'lng=XX', 'ru')).toMatchObject({ lng: 'ru' });
  });

  it("follows its own switch and keeps the choice in the shop's cookie", () => {
    const chosen = pageLanguage('?lng=en', 'lng=RU');
    expect(chosen).toMatchObject({ lng: 'en', html: 'en', stored: 'en' });
    expect(chosen.written).toEqual(['lng=EN;path=/;max-age=31536000;SameSite=Lax']);
  });
});
