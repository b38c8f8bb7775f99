/* global window, document -- a browser script (the page at /admin); the linter reads server/ as Node */
// The outbox on the editors' page (docs/adr/016): while the shop's SMS or e-mail provider is the
// outbox (the embedded default), the messages it "sent", codes among them, are read here behind the
// editors' sign-in, in every mode. With real providers GET /admin/v1/outbox does not exist (404)
// and the page shows nothing of it. Loaded before editor.js, which calls `show` once signed in.
'use strict';

const OUTBOX_TEXTS = {
  tm: {
    link: 'Iberilen habarlar (kodlar)',
    title: 'Iberilen habarlar',
    note: 'Dükan hakyky SMS we e-poçta hyzmatyna birikdirilmedik: kodlar we hatlar şu ýerde görünýär.',
    empty: 'Entek habar iberilmedi.',
    at: 'Wagty',
    to: 'Kime',
    text: 'Habar',
  },
  ru: {
    link: 'Отправленные сообщения (коды)',
    title: 'Отправленные сообщения',
    note: 'Магазин не подключён к настоящему SMS-шлюзу и почте: коды и письма видны здесь.',
    empty: 'Сообщений пока нет.',
    at: 'Время',
    to: 'Кому',
    text: 'Сообщение',
  },
  en: {
    link: 'Messages sent (codes)',
    title: 'Messages sent',
    note: 'The shop has no real SMS gateway or mail server: codes and e-mails show here.',
    empty: 'No messages yet.',
    at: 'Time',
    to: 'To',
    text: 'Message',
  },
};

window.editorOutbox = {
  /** Adds the link and the section when the API keeps an outbox; refreshes it every 5 s. */
  async show(root, page) {
    const first = await page.call('/admin/v1/outbox');
    if (first.status !== 200 || !Array.isArray(first.body)) return;
    const { t } = window.smallPage.language('editor-lng', OUTBOX_TEXTS);
    const { el, dateTime } = window.smallPage;
    const list = el('div', {});
    const render = (rows) =>
      list.replaceChildren(
        rows.length
          ? el(
              'table',
              { class: 'outbox' },
              el('thead', {}, el('tr', {}, el('th', {}, t('at')), el('th', {}, t('to')), el('th', {}, t('text')))),
              el(
                'tbody',
                {},
                rows.map((row) =>
                  el(
                    'tr',
                    {},
                    el('td', {}, el('time', { datetime: row.at }, dateTime(row.at))),
                    el('td', {}, `${row.channel === 'sms' ? 'SMS' : 'e-mail'} ${row.to}`),
                    el(
                      'td',
                      {},
                      row.subject ? el('strong', {}, row.subject) : null,
                      row.subject ? ' ' : null,
                      row.text,
                    ),
                  ),
                ),
              ),
            )
          : el('p', {}, t('empty')),
      );
    render(first.body);
    const section = el(
      'section',
      { id: 'outbox', 'aria-labelledby': 'outbox-title' },
      el('h2', { id: 'outbox-title' }, t('title')),
      el('p', {}, t('note')),
      list,
    );
    root.append(section);
    root.querySelector('header nav')?.prepend(el('a', { href: '#outbox', id: 'outbox-link' }, t('link')));
    const refresh = window.setInterval(async () => {
      if (!document.body.contains(section)) return window.clearInterval(refresh);
      const answer = await page.call('/admin/v1/outbox');
      if (answer.status === 200 && Array.isArray(answer.body)) render(answer.body);
    }, 5000);
  },
};
