/* global document, window, FileReader -- a browser script (the page at /admin); the linter reads server/ as Node */
// The editors' page (/admin): sign in with the admin token, find a product and change it, upload a
// catalogue file, rebuild the site, follow the builds and roll back (docs/operations.md). Plain
// script, no build step: it is not part of the shop's bundles. Every text from the API is put in
// the page as text, never as HTML. Its texts (editor-texts.js), counted words and composed texts
// (editor-words.js), its product form (editor-product.js) and its orders (editor-orders.js) are
// loaded before it.
'use strict';

const { texts: TEXTS, editProduct, words } = window.editorPage;
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

/** What the product form (editor-product.js) uses of this page. */
const page = {
  t,
  el,
  call,
  show,
  messageOf,
  languages: LANGUAGES,
  refreshBuilds: () => refreshBuilds?.(),
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
  const orders = el('section', { id: 'orders' });
  root.replaceChildren(header(true), searchSection(editor), editor, orders, uploadSection(), builds);
  buildsSection(builds);
  // The orders with their card payments' history, and the staff status change (editor-orders.js).
  window.editorOrders.show(orders, page);
  // The codes the outbox provider kept, when it is the shop's (editor-outbox.js, docs/adr/016).
  void window.editorOutbox?.show(root, page);
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
                      { class: 'plain', type: 'button', onclick: () => editProduct(page, editor, row.id) },
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
              message.replaceChildren(
                el(
                  'p',
                  { class: 'message good' },
                  t('imported', { summary: words.summary(lng, counts), id: rebuild?.buildId ?? '-' }),
                ),
              );
              refreshBuilds?.();
            } else if (answer.status === 422) {
              message.replaceChildren(
                // the API's texts in the page's language (the lng header): how many problems, whether
                // checking stopped at its limit, and each problem's place and cause
                el('p', { class: 'message bad' }, answer.body.message),
                el(
                  'ul',
                  { class: 'problems' },
                  answer.body.problems.map((problem) =>
                    el('li', {}, el('strong', {}, problem.place), `: ${problem.cause}`),
                  ),
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
    // a product's change and an import say what they changed; an editor's note is the editor's own
    const composed = words.cause(lng, cause);
    const noted = cause.note ? words.note(lng, cause.note) : '';
    if (composed) return cause.fields || cause.counts || !noted ? composed : `${composed}: ${noted}`;
    const kind = `cause${cause.kind[0].toUpperCase()}${cause.kind.slice(1)}`;
    const text = TEXTS[lng][kind] ? t(kind) : cause.kind;
    return noted ? `${text}: ${noted}` : text;
  };
  const row = (build) => {
    const status = t(`status${build.status[0].toUpperCase()}${build.status.slice(1)}`);
    const progress =
      build.status === 'running' && build.progress
        ? el(
            'div',
            {},
            el('progress', { max: 100, value: build.progress.percent ?? undefined }),
            // the phase in words; the raw lines stay in the log's disclosure
            el('div', { class: 'phase' }, words.phase(lng, build.progress.phase)),
          )
        : null;
    const result =
      build.status === 'succeeded'
        ? `${t('seconds', { n: Math.round(build.durationMs / 1000) })}; ${words.files(
            lng,
            build.files,
            build.files - build.reusedFiles,
          )}`
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
      el('td', {}, window.smallPage.dateTime(build.queuedAt)),
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
