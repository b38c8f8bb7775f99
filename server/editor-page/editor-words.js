/* global window -- a browser script (the page at /admin); the linter reads server/ as Node */
// The editors' page's counted words and composed texts, in the page's language (loaded after
// editor-texts.js): numbers with their nouns by Intl.PluralRules ("7973 файла", "5 файлов"), what an
// import brought, what caused a build, and the phase a running build is in. A test runs this file
// as the browser does (server/test/editor-words.test.ts).
'use strict';

(() => {
  const LOCALES = { tm: 'tk', ru: 'ru', en: 'en' };
  const rules = {};

  /** The form of `forms` ({ one, few, many, other }) that goes after `count`, with {n} filled in. */
  function counted(lng, count, forms) {
    rules[lng] ??= new Intl.PluralRules(LOCALES[lng]);
    return (forms[rules[lng].select(count)] ?? forms.other).replace('{n}', String(count));
  }

  // Turkmen puts the singular after every number: `other` alone.
  const NOUNS = {
    images: {
      tm: { other: '{n} surat' },
      ru: { one: '{n} изображение', few: '{n} изображения', many: '{n} изображений', other: '{n} изображения' },
      en: { one: '{n} image', other: '{n} images' },
    },
    parameters: {
      tm: { other: '{n} häsiýetnama' },
      ru: {
        one: '{n} характеристика',
        few: '{n} характеристики',
        many: '{n} характеристик',
        other: '{n} характеристики',
      },
      en: { one: '{n} parameter', other: '{n} parameters' },
    },
    brands: {
      tm: { other: '{n} brend' },
      ru: { one: '{n} бренд', few: '{n} бренда', many: '{n} брендов', other: '{n} бренда' },
      en: { one: '{n} brand', other: '{n} brands' },
    },
    categories: {
      tm: { other: '{n} kategoriýa' },
      ru: { one: '{n} категория', few: '{n} категории', many: '{n} категорий', other: '{n} категории' },
      en: { one: '{n} category', other: '{n} categories' },
    },
    products: {
      tm: { other: '{n} haryt' },
      ru: { one: '{n} товар', few: '{n} товара', many: '{n} товаров', other: '{n} товара' },
      en: { one: '{n} product', other: '{n} products' },
    },
    footers: {
      tm: { other: '{n} maglumat sahypasy' },
      ru: {
        one: '{n} информационная страница',
        few: '{n} информационные страницы',
        many: '{n} информационных страниц',
        other: '{n} информационной страницы',
      },
      en: { one: '{n} information page', other: '{n} information pages' },
    },
    groups: {
      tm: { other: '{n} baş sahypa topary' },
      ru: { one: '{n} подборка', few: '{n} подборки', many: '{n} подборок', other: '{n} подборки' },
      en: { one: '{n} home page group', other: '{n} home page groups' },
    },
    files: {
      tm: { other: '{n} faýl' },
      ru: { one: '{n} файл', few: '{n} файла', many: '{n} файлов', other: '{n} файла' },
      en: { one: '{n} file', other: '{n} files' },
    },
  };

  const WORDS = {
    tm: {
      nothing: 'hiç zat',
      files: '{files}, {copied} täze',
      causeProduct: 'haryt {id}',
      causeProductFields: 'haryt {id}, üýtgedilen: {fields}',
      causeImport: 'katalog',
      causeImportCounts: 'katalog: {summary}',
      fields: {
        name: 'ady',
        description: 'düşündirişi',
        images: 'suratlary',
      },
      counts: '{phase} ({done} / {total})',
      phases: {
        preparing: 'Neşir taýýarlanýar',
        catalogue: 'Katalog alynýar',
        pages: 'Sahypalar döredilýär',
        code: 'Skriptler we stiller gurulýar',
        data: 'Sahypalaryň maglumatlary ýazylýar',
        html: 'Sahypalar ýazylýar',
        images: 'Suratlar taýýarlanýar',
        finishing: 'Soňky işler: saýtyň kartasy we gysylan nusgalar',
        publishing: 'Faýllar neşiriň bukjasyna göçürilýär',
        productPages: 'Harydyň sahypalary täzeden ýazylýar',
      },
    },
    ru: {
      nothing: 'ничего',
      files: '{files}, новых {copied}',
      causeProduct: 'товар {id}',
      causeProductFields: 'товар {id}, изменения: {fields}',
      causeImport: 'каталог',
      causeImportCounts: 'каталог: {summary}',
      fields: {
        name: 'название',
        description: 'описание',
        images: 'изображения',
      },
      counts: '{phase} ({done} из {total})',
      phases: {
        preparing: 'Подготовка сборки',
        catalogue: 'Загрузка каталога',
        pages: 'Создание страниц',
        code: 'Сборка скриптов и стилей',
        data: 'Запись данных страниц',
        html: 'Запись страниц',
        images: 'Обработка изображений',
        finishing: 'Последние шаги: карта сайта и сжатые копии',
        publishing: 'Копирование файлов в папку сборки',
        productPages: 'Перезапись страниц товара',
      },
    },
    en: {
      nothing: 'nothing',
      files: '{files}, {copied} new',
      causeProduct: 'product {id}',
      causeProductFields: 'product {id}, changed: {fields}',
      causeImport: 'catalogue',
      causeImportCounts: 'catalogue: {summary}',
      fields: {
        name: 'name',
        description: 'description',
        images: 'images',
      },
      counts: '{phase} ({done} of {total})',
      phases: {
        preparing: 'Getting the build ready',
        catalogue: 'Fetching the catalogue',
        pages: 'Creating the pages',
        code: 'Building the scripts and styles',
        data: "Writing the pages' data",
        html: 'Writing the pages',
        images: 'Preparing the images',
        finishing: 'Last steps: the sitemap and compressed copies',
        publishing: "Copying the files into the build's folder",
        productPages: "Rendering the product's pages again",
      },
    },
  };

  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (whole, name) => String(values[name] ?? whole));
  const KINDS = ['products', 'categories', 'brands', 'parameters', 'images', 'footers', 'groups'];

  /** What an import brought: "12 товаров, 3 бренда"; kinds with none left out. */
  function summary(lng, counts) {
    const parts = KINDS.filter((kind) => counts?.[kind] > 0).map((kind) =>
      counted(lng, counts[kind], NOUNS[kind][lng]),
    );
    return parts.length ? parts.join(', ') : WORDS[lng].nothing;
  }

  /** A finished build's files: "7973 файла, новых 12". */
  const files = (lng, total, copied) =>
    fill(WORDS[lng].files, { files: counted(lng, total, NOUNS.files[lng]), copied });

  /**
   * What asked for a build, or null for a kind this page leaves to its own texts (editor, start,
   * interrupted): a product's change with the fields it touched, an import with what it brought.
   */
  function cause(lng, { kind, productId, fields, counts }) {
    const words = WORDS[lng];
    if (kind === 'product') {
      const named = (fields ?? []).map((field) => (Object.hasOwn(words.fields, field) ? words.fields[field] : field));
      return named.length
        ? fill(words.causeProductFields, { id: productId, fields: named.join(', ') })
        : fill(words.causeProduct, { id: productId });
    }
    if (kind === 'import')
      return counts ? fill(words.causeImportCounts, { summary: summary(lng, counts) }) : words.causeImport;
    return null;
  }

  /**
   * A build's note in the page's language when it is one the shop's own scripts write
   * (scripts/ensure-site.mjs); an editor's own note is shown as written.
   */
  const SCRIPT_NOTES = {
    'npm start: the sources or the catalogue changed': {
      tm: 'npm start: çeşmeler ýa-da katalog üýtgedi',
      ru: 'npm start: изменились исходники или каталог',
      en: 'npm start: the sources or the catalogue changed',
    },
  };
  const note = (lng, text) => (Object.hasOwn(SCRIPT_NOTES, text) ? SCRIPT_NOTES[text][lng] : text);

  /** A running build's phase (the API's progress.phase) in words: "Запись страниц (120 из 1099)". */
  function phase(lng, current) {
    const words = WORDS[lng];
    const text = Object.hasOwn(words.phases, current?.id) ? words.phases[current.id] : words.phases.preparing;
    return current && current.done !== null && current.total
      ? fill(words.counts, { phase: text, done: current.done, total: current.total })
      : text;
  }

  window.editorPage.words = { counted, summary, files, cause, phase, note };
})();
