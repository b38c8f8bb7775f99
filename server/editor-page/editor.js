/* global document, window, FileReader -- a browser script (the page at /admin); the linter reads server/ as Node */
// The editors' page (/admin): sign in with the admin token, find a product and change it, upload a
// catalogue file, rebuild the site, follow the builds and roll back (docs/operations.md). Plain
// script, no build step: it is not part of the shop's bundles. Every text from the API is put in
// the page as text, never as HTML.
'use strict';

const TEXTS = {
  tm: {
    title: 'Redaktoryň sahypasy',
    token: 'Administratoryň açary (x-admin-token)',
    signIn: 'Girmek',
    signOut: 'Çykmak',
    badToken: 'Açar nädogry',
    find: 'Haryt gözle',
    query: 'Ady, modeli ýa-da belgisi',
    search: 'Gözle',
    nothing: 'Hiç zat tapylmady',
    edit: 'Harydy üýtget',
    name: 'Ady',
    description: 'Düşündirişi',
    price: 'Bahasy (TMT)',
    oldPrice: 'Öňki bahasy (TMT, boş: ýok)',
    stock: 'Ammarda (sany)',
    images: 'Suratlar (açarlary, otur bilen)',
    save: 'Ýatda sakla',
    saved: 'Ýatda saklandy. Bahasy we ammardaky sany sahypalarda derrew görünýär.',
    savedRebuild: 'Ýatda saklandy. Sahypalar täzeden gurulýar (neşir {id}).',
    unchanged: 'Hiç zat üýtgemedi',
    upload: 'Katalog faýlyny ýükle (JSON)',
    uploadButton: 'Ýükle',
    imported: 'Ýüklendi: {summary}. Sahypalar täzeden gurulýar (neşir {id}).',
    problems: '{count} ýalňyşlyk tapyldy, hiç zat ýüklenmedi:',
    notJson: 'Bu faýl JSON däl',
    builds: 'Saýtyň neşirleri',
    note: 'Bellik (hökman däl)',
    rebuild: 'Saýty täzeden gur',
    queued: 'Neşir {id} nobatda',
    joined: 'Neşir {id} eýýäm nobatda: haýyşyňyz oňa goşuldy',
    id: '№',
    status: 'Ýagdaýy',
    cause: 'Sebäbi',
    when: 'Wagty',
    result: 'Netijesi',
    live: 'saýtda',
    pagesOnly: 'diňe harydyň öz sahypalary, {id} neşiriň nusgasynda',
    activate: 'Şuny gaýtar',
    activated: 'Indi neşir {id} görkezilýär',
    log: 'Žurnal',
    files: '{files} faýl, {copied} täze',
    seconds: '{n} sek',
    statusQueued: 'nobatda',
    statusRunning: 'gurulýar',
    statusSucceeded: 'taýýar',
    statusFailed: 'şowsuz',
    causeEditor: 'redaktor',
    causeProduct: 'haryt {id}',
    causeImport: 'katalog',
    causeStart: 'başlangyç',
    causeInterrupted: 'kesilen neşir',
    noBuilds: 'Entek neşir ýok',
    buildsOff: 'Bu serwer saýty gurmaýar (SITE_BUILDS_DIR).',
    failed: 'Başartmady: {message}',
  },
  ru: {
    title: 'Страница редактора',
    token: 'Ключ администратора (x-admin-token)',
    signIn: 'Войти',
    signOut: 'Выйти',
    badToken: 'Неверный ключ',
    find: 'Найти товар',
    query: 'Название, модель или номер',
    search: 'Искать',
    nothing: 'Ничего не найдено',
    edit: 'Изменить товар',
    name: 'Название',
    description: 'Описание',
    price: 'Цена (TMT)',
    oldPrice: 'Старая цена (TMT, пусто: нет)',
    stock: 'На складе (штук)',
    images: 'Изображения (ключи через запятую)',
    save: 'Сохранить',
    saved: 'Сохранено. Цена и остаток видны на страницах сразу.',
    savedRebuild: 'Сохранено. Страницы пересобираются (сборка {id}).',
    unchanged: 'Ничего не изменилось',
    upload: 'Загрузить файл каталога (JSON)',
    uploadButton: 'Загрузить',
    imported: 'Загружено: {summary}. Страницы пересобираются (сборка {id}).',
    problems: 'Найдено ошибок: {count}, ничего не загружено:',
    notJson: 'Это не файл JSON',
    builds: 'Сборки сайта',
    note: 'Заметка (необязательно)',
    rebuild: 'Пересобрать сайт',
    queued: 'Сборка {id} в очереди',
    joined: 'Сборка {id} уже в очереди: запрос присоединён к ней',
    id: '№',
    status: 'Состояние',
    cause: 'Причина',
    when: 'Время',
    result: 'Итог',
    live: 'на сайте',
    pagesOnly: 'только страницы самого товара, в копии сборки {id}',
    activate: 'Вернуть эту',
    activated: 'Теперь показывается сборка {id}',
    log: 'Журнал',
    files: '{files} файлов, новых {copied}',
    seconds: '{n} с',
    statusQueued: 'в очереди',
    statusRunning: 'идёт',
    statusSucceeded: 'готова',
    statusFailed: 'не удалась',
    causeEditor: 'редактор',
    causeProduct: 'товар {id}',
    causeImport: 'каталог',
    causeStart: 'запуск',
    causeInterrupted: 'прерванная сборка',
    noBuilds: 'Сборок ещё нет',
    buildsOff: 'Этот сервер не собирает сайт (SITE_BUILDS_DIR).',
    failed: 'Не удалось: {message}',
  },
  en: {
    title: "Editors' page",
    token: 'Admin token (x-admin-token)',
    signIn: 'Sign in',
    signOut: 'Sign out',
    badToken: 'The token is wrong',
    find: 'Find a product',
    query: 'Name, model or number',
    search: 'Search',
    nothing: 'Nothing found',
    edit: 'Change the product',
    name: 'Name',
    description: 'Description',
    price: 'Price (TMT)',
    oldPrice: 'Old price (TMT, empty: none)',
    stock: 'In stock (pieces)',
    images: 'Images (keys, comma-separated)',
    save: 'Save',
    saved: 'Saved. Price and stock show on the pages at once.',
    savedRebuild: 'Saved. The pages are being rebuilt (build {id}).',
    unchanged: 'Nothing changed',
    upload: 'Upload a catalogue file (JSON)',
    uploadButton: 'Upload',
    imported: 'Imported: {summary}. The pages are being rebuilt (build {id}).',
    problems: '{count} problem(s) found; nothing was imported:',
    notJson: 'This file is not JSON',
    builds: 'Site builds',
    note: 'Note (optional)',
    rebuild: 'Rebuild the site',
    queued: 'Build {id} queued',
    joined: 'Build {id} was already waiting: your request joined it',
    id: '#',
    status: 'Status',
    cause: 'Cause',
    when: 'When',
    result: 'Result',
    live: 'live',
    pagesOnly: "only the product's own pages, in a copy of build {id}",
    activate: 'Roll back to this',
    activated: 'Build {id} is now live',
    log: 'Log',
    files: '{files} files, {copied} new',
    seconds: '{n} s',
    statusQueued: 'queued',
    statusRunning: 'running',
    statusSucceeded: 'succeeded',
    statusFailed: 'failed',
    causeEditor: 'editor',
    causeProduct: 'product {id}',
    causeImport: 'catalogue',
    causeStart: 'start',
    causeInterrupted: 'interrupted build',
    noBuilds: 'No builds yet',
    buildsOff: 'This server does not build the site (SITE_BUILDS_DIR).',
    failed: 'Failed: {message}',
  },
};
// The language and `el` come from the small pages' kit (/…/kit.js, loaded first).
const { lng, languages: LANGUAGES, htmlLang: HTML_LANG, t } = window.smallPage.language('editor-lng', TEXTS);
const { el } = window.smallPage;

let token = sessionStorage.getItem('editor-token');

async function call(path, options = {}) {
  const response = await fetch(path, {
    ...options,
    headers: {
      lng: lng.toUpperCase(),
      ...(token ? { 'x-admin-token': token } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : await response.text();
  return { status: response.status, body };
}

const messageOf = (answer) => answer.body?.message ?? String(answer.status);
const show = (node, text, kind) => {
  node.textContent = text;
  node.className = `message ${kind ?? ''}`;
};

function signInView(root, error) {
  const input = el('input', { id: 'token', type: 'password', autocomplete: 'current-password', required: true });
  const message = el('p', { class: 'message bad', role: 'alert' }, error ?? '');
  root.replaceChildren(
    header(),
    el(
      'section',
      {},
      el(
        'form',
        {
          onsubmit: async (event) => {
            event.preventDefault();
            token = input.value.trim();
            const answer = await call('/admin/v1/builds?limit=1');
            if (answer.status === 200) {
              sessionStorage.setItem('editor-token', token);
              editorView(root);
            } else {
              token = null;
              show(message, answer.status === 401 ? t('badToken') : t('failed', { message: messageOf(answer) }), 'bad');
            }
          },
        },
        el('label', { for: 'token' }, t('token')),
        el('div', { class: 'row' }, input, el('button', { type: 'submit' }, t('signIn'))),
        message,
      ),
    ),
  );
  input.focus();
}

function header(signedIn = false) {
  return el(
    'header',
    {},
    el('h1', {}, t('title')),
    el(
      'nav',
      { class: 'lang-switch' },
      LANGUAGES.map((code) => el('a', { href: `?lng=${code}`, lang: HTML_LANG[code] }, code.toUpperCase())),
      signedIn
        ? el(
            'button',
            {
              class: 'plain',
              type: 'button',
              onclick: () => {
                sessionStorage.removeItem('editor-token');
                token = null;
                window.location.reload();
              },
            },
            t('signOut'),
          )
        : null,
    ),
  );
}

function editorView(root) {
  const editor = el('section', { hidden: true });
  const builds = el('section', {});
  root.replaceChildren(header(true), searchSection(editor), editor, uploadSection(), builds);
  buildsSection(builds);
}

function searchSection(editor) {
  const input = el('input', { id: 'query', type: 'search', maxlength: 255, required: true });
  const results = el('ul', { class: 'results' });
  return el(
    'section',
    {},
    el('h2', {}, t('find')),
    el(
      'form',
      {
        onsubmit: async (event) => {
          event.preventDefault();
          const query = encodeURIComponent(input.value.trim());
          const answer = await call(`/client/v4/products?query=${query}&limit=10`);
          const rows = answer.status === 200 ? answer.body.rows : [];
          results.replaceChildren(
            ...(rows.length
              ? rows.map((row) =>
                  el(
                    'li',
                    {},
                    el(
                      'button',
                      { class: 'plain', type: 'button', onclick: () => editProduct(editor, row.id) },
                      `${row.id} · ${row.name} · ${row.price} TMT`,
                    ),
                  ),
                )
              : [el('li', {}, answer.status === 200 ? t('nothing') : t('failed', { message: messageOf(answer) }))]),
          );
        },
      },
      el('label', { for: 'query' }, t('query')),
      el('div', { class: 'row' }, input, el('button', { type: 'submit' }, t('search'))),
    ),
    results,
  );
}

async function editProduct(editor, id) {
  const answer = await call(`/admin/v1/products/${id}`);
  editor.hidden = false;
  if (answer.status !== 200) {
    editor.replaceChildren(el('p', { class: 'message bad' }, t('failed', { message: messageOf(answer) })));
    return;
  }
  const product = answer.body;
  const field = (key, label, value, attributes = {}) => {
    const input = el(attributes.multiline ? 'textarea' : 'input', {
      id: `${key}`,
      value,
      ...attributes,
      multiline: undefined,
    });
    return { key, input, node: el('div', {}, el('label', { for: key }, label), input) };
  };
  const texts = LANGUAGES.map((code) => ({
    code,
    name: field(`name-${code}`, `${t('name')} (${code.toUpperCase()})`, product.name[code], {
      maxlength: 300,
      required: code === 'tm',
    }),
    description: field(
      `description-${code}`,
      `${t('description')} (${code.toUpperCase()})`,
      product.description[code],
      {
        multiline: true,
        maxlength: 20000,
        required: code === 'tm',
      },
    ),
  }));
  const price = field('price', t('price'), String(product.price), {
    type: 'number',
    min: 0.01,
    step: 0.01,
    required: true,
  });
  const oldPrice = field('old-price', t('oldPrice'), product.oldPrice === null ? '' : String(product.oldPrice), {
    type: 'number',
    min: 0.01,
    step: 0.01,
  });
  const stock = field('stock', t('stock'), String(product.stock), { type: 'number', min: 0, step: 1, required: true });
  const images = field('images', t('images'), product.images.join(', '));
  const message = el('p', { class: 'message', role: 'status' });
  editor.replaceChildren(
    el('h2', {}, `${t('edit')}: ${product.id} · ${product.sku} · ${product.model}`),
    el(
      'form',
      {
        onsubmit: async (event) => {
          event.preventDefault();
          const change = {};
          const name = Object.fromEntries(texts.map((text) => [text.code, text.name.input.value]));
          const description = Object.fromEntries(texts.map((text) => [text.code, text.description.input.value]));
          if (LANGUAGES.some((code) => name[code] !== product.name[code])) change.name = name;
          if (LANGUAGES.some((code) => description[code] !== product.description[code]))
            change.description = description;
          if (Number(price.input.value) !== product.price) change.price = Number(price.input.value);
          const old = oldPrice.input.value === '' ? null : Number(oldPrice.input.value);
          if (old !== product.oldPrice) change.oldPrice = old;
          if (Number(stock.input.value) !== product.stock) change.stock = Number(stock.input.value);
          const keys = images.input.value
            .split(',')
            .map((key) => key.trim())
            .filter(Boolean);
          if (keys.join(',') !== product.images.join(',')) change.images = keys;
          if (Object.keys(change).length === 0) return show(message, t('unchanged'));
          const saved = await call(`/admin/v1/products/${product.id}`, {
            method: 'PATCH',
            body: JSON.stringify(change),
          });
          if (saved.status !== 200) return show(message, t('failed', { message: messageOf(saved) }), 'bad');
          show(
            message,
            saved.body.rebuild ? t('savedRebuild', { id: saved.body.rebuild.buildId }) : t('saved'),
            'good',
          );
          Object.assign(product, saved.body, {
            name,
            description,
            images: change.images ?? product.images,
          });
          refreshBuilds?.();
        },
      },
      el(
        'div',
        { class: 'languages' },
        texts.map((text) => el('div', {}, text.name.node, text.description.node)),
      ),
      el('div', { class: 'row' }, price.node, oldPrice.node, stock.node),
      images.node,
      el('p', {}, el('button', { type: 'submit' }, t('save'))),
      message,
    ),
  );
  texts[0].name.input.focus();
}

function uploadSection() {
  const input = el('input', { id: 'catalogue', type: 'file', accept: 'application/json,.json', required: true });
  const message = el('div', { role: 'status' });
  return el(
    'section',
    {},
    el('h2', {}, t('upload')),
    el(
      'form',
      {
        onsubmit: (event) => {
          event.preventDefault();
          const file = input.files?.[0];
          if (!file) return;
          const reader = new FileReader();
          reader.onload = async () => {
            try {
              JSON.parse(String(reader.result));
            } catch {
              message.replaceChildren(el('p', { class: 'message bad' }, t('notJson')));
              return;
            }
            const answer = await call('/admin/v1/catalogue', { method: 'POST', body: String(reader.result) });
            if (answer.status === 200) {
              const { rebuild, ...counts } = answer.body;
              const summary = Object.entries(counts)
                .filter(([, count]) => count > 0)
                .map(([kind, count]) => `${count} ${kind}`)
                .join(', ');
              message.replaceChildren(
                el(
                  'p',
                  { class: 'message good' },
                  t('imported', { summary: summary || '0', id: rebuild?.buildId ?? '-' }),
                ),
              );
              refreshBuilds?.();
            } else if (answer.status === 422) {
              message.replaceChildren(
                el('p', { class: 'message bad' }, t('problems', { count: answer.body.problems.length })),
                el(
                  'ul',
                  {},
                  answer.body.problems.map((problem) => el('li', {}, `${problem.at}: ${problem.reason}`)),
                ),
              );
            } else {
              message.replaceChildren(el('p', { class: 'message bad' }, t('failed', { message: messageOf(answer) })));
            }
          };
          reader.readAsText(file);
        },
      },
      el('label', { for: 'catalogue' }, t('upload')),
      el('div', { class: 'row' }, input, el('button', { type: 'submit' }, t('uploadButton'))),
    ),
    message,
  );
}

let refreshBuilds;

function buildsSection(section) {
  const note = el('input', { id: 'note', maxlength: 200 });
  const message = el('p', { class: 'message', role: 'status' });
  const table = el('div', {});
  let timer;
  const causeText = (cause) => {
    const kind = `cause${cause.kind[0].toUpperCase()}${cause.kind.slice(1)}`;
    const text = TEXTS[lng][kind] ? t(kind, { id: cause.productId }) : cause.kind;
    return cause.note ? `${text}: ${cause.note}` : text;
  };
  const row = (build) => {
    const status = t(`status${build.status[0].toUpperCase()}${build.status.slice(1)}`);
    const progress =
      build.status === 'running' && build.progress
        ? el(
            'div',
            {},
            el('progress', { max: 100, value: build.progress.percent ?? undefined }),
            el('div', {}, build.progress.step ?? ''),
          )
        : null;
    const result =
      build.status === 'succeeded'
        ? `${t('seconds', { n: Math.round(build.durationMs / 1000) })}; ${t('files', {
            files: build.files,
            copied: build.files - build.reusedFiles,
          })}`
        : build.status === 'failed'
          ? (build.failure ?? '')
          : '';
    return el(
      'tr',
      {},
      el('td', {}, String(build.id)),
      el(
        'td',
        { class: `status-${build.status}` },
        status,
        build.active ? el('strong', {}, ` · ${t('live')}`) : null,
        build.pagesOf !== null ? el('div', { class: 'pages-only' }, t('pagesOnly', { id: build.pagesOf })) : null,
        progress,
      ),
      el('td', {}, build.causes.map(causeText).join('; '), build.requests > build.causes.length ? ' …' : ''),
      el('td', {}, new Date(build.queuedAt).toLocaleString(HTML_LANG[lng])),
      el(
        'td',
        {},
        result,
        build.logTail ? el('details', {}, el('summary', {}, t('log')), el('pre', {}, build.logTail)) : null,
      ),
      el(
        'td',
        {},
        build.available && !build.active
          ? el(
              'button',
              {
                class: 'plain',
                type: 'button',
                onclick: async () => {
                  const answer = await call(`/admin/v1/builds/${build.id}/activate`, { method: 'POST' });
                  show(
                    message,
                    answer.status === 200
                      ? t('activated', { id: build.id })
                      : t('failed', { message: messageOf(answer) }),
                    answer.status === 200 ? 'good' : 'bad',
                  );
                  refresh();
                },
              },
              t('activate'),
            )
          : null,
      ),
    );
  };
  const refresh = async () => {
    clearTimeout(timer);
    const answer = await call('/admin/v1/builds?limit=20');
    if (answer.status === 401) return signInView(section.parentElement, t('badToken'));
    if (answer.status !== 200) table.replaceChildren(el('p', { class: 'message bad' }, messageOf(answer)));
    else if (!answer.body.enabled) table.replaceChildren(el('p', {}, t('buildsOff')));
    else if (answer.body.rows.length === 0) table.replaceChildren(el('p', {}, t('noBuilds')));
    else
      table.replaceChildren(
        el(
          'table',
          {},
          el(
            'thead',
            {},
            el(
              'tr',
              {},
              ['id', 'status', 'cause', 'when', 'result', ''].map((id) => el('th', {}, id ? t(id) : '')),
            ),
          ),
          el('tbody', {}, answer.body.rows.map(row)),
        ),
      );
    const busy = answer.body?.rows?.some((build) => build.status === 'queued' || build.status === 'running');
    timer = setTimeout(refresh, busy ? 2000 : 10000);
  };
  refreshBuilds = refresh;
  section.replaceChildren(
    el('h2', {}, t('builds')),
    el(
      'form',
      {
        onsubmit: async (event) => {
          event.preventDefault();
          const answer = await call('/admin/v1/rebuild', {
            method: 'POST',
            body: JSON.stringify(note.value.trim() ? { note: note.value.trim() } : {}),
          });
          if (answer.status !== 202) return show(message, t('failed', { message: messageOf(answer) }), 'bad');
          show(message, t(answer.body.coalesced ? 'joined' : 'queued', { id: answer.body.build.id }), 'good');
          note.value = '';
          refresh();
        },
      },
      el('label', { for: 'note' }, t('note')),
      el('div', { class: 'row' }, note, el('button', { type: 'submit' }, t('rebuild'))),
    ),
    message,
    table,
  );
  refresh();
}

const root = document.getElementById('editor');
if (token) editorView(root);
else signInView(root);
