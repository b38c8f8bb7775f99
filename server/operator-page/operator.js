/* global document, window -- a browser script (the page at /operator); the linter reads server/ as Node */
// The operators' console (/operator): sign in with an account of `npm run operator:add`, see the
// queue of open tickets, answer one conversation at a time, see the shopper typing and reading,
// close a ticket, read the ratings (docs/operations.md, docs/adr/021). Plain script, no build step:
// it is not part of the shop's bundles. Every text from the API or a shopper is put in the page as
// text, never as HTML. Its texts (operator-texts.js) and the signed-in console (operator-desk.js)
// are loaded before it.
'use strict';

const { texts: TEXTS, deskView } = window.operatorPage;
// The language and `el` come from the small pages' kit (/…/kit.js, loaded first).
const { lng, languages: LANGUAGES, t } = window.smallPage.language('operator-lng', TEXTS);
const { el } = window.smallPage;

async function call(path, options = {}) {
  const response = await fetch(path, {
    ...options,
    headers: { lng: lng.toUpperCase(), ...(options.body ? { 'content-type': 'application/json' } : {}) },
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : await response.text();
  return { status: response.status, body };
}

const root = document.getElementById('console');
const time = (iso) => window.smallPage.time(iso);

/** What the signed-in console (operator-desk.js) uses of this page. */
const page = { t, el, call, root, time, languageSwitch, signInView };

function languageSwitch() {
  return el(
    'nav',
    { class: 'lang-switch', 'aria-label': 'Language' },
    LANGUAGES.map((code) =>
      el(
        'button',
        {
          type: 'button',
          'aria-pressed': code === lng ? 'true' : 'false',
          onclick: () => {
            localStorage.setItem('operator-lng', code);
            const url = new URL(window.location.href);
            url.searchParams.set('lng', code);
            window.location.assign(url.toString());
          },
        },
        code.toUpperCase(),
      ),
    ),
  );
}

function signInView(error) {
  const login = el('input', { id: 'login', autocomplete: 'username', required: true });
  const password = el('input', { id: 'password', type: 'password', autocomplete: 'current-password', required: true });
  const message = el('p', { class: 'message bad', role: 'alert' }, error ?? '');
  root.replaceChildren(
    el('header', {}, el('h1', {}, t('title')), languageSwitch()),
    el(
      'section',
      { class: 'signin' },
      el(
        'form',
        {
          onsubmit: async (event) => {
            event.preventDefault();
            const answer = await call('/operator/v1/signin', {
              method: 'POST',
              body: JSON.stringify({ login: login.value, password: password.value }),
            });
            if (answer.status === 200) deskView(page, answer.body.operator);
            else message.textContent = answer.body?.message ?? t('failed', { message: answer.status });
          },
        },
        el('label', { for: 'login' }, t('login')),
        login,
        el('label', { for: 'password' }, t('password')),
        password,
        el('p', {}, el('button', { type: 'submit' }, t('signIn'))),
        message,
      ),
    ),
  );
  login.focus();
}

call('/operator/v1/me').then(
  (answer) => (answer.status === 200 ? deskView(page, answer.body.operator) : signInView()),
  () => signInView(),
);
