/* global window -- a browser script (the page at /admin); the linter reads server/ as Node */
// The Orders section of the editors' page (docs/adr/017 and 025): the orders newest first
// (GET /admin/v1/orders, by status, a page at a time), one order with its card payment's attempts
// and their history (GET /admin/v1/orders/{id}), and moving it on or cancelling it with the staff
// call (PATCH /admin/v1/orders/{id}), which gives a paid card order's money back. Its texts are in
// editor-orders-texts.js, its words in editor-orders-words.js; `page` is what editor.js shares (the
// API call with the admin token, `show`, `messageOf`). Loaded before editor.js, which calls `show`
// once signed in. Every text from the API is put in the page as text.
'use strict';

window.editorOrders = {
  /** Fills `section` with the orders list and its order view. */
  show(section, page) {
    const words = window.editorPage.orders;
    const { lng, t } = window.smallPage.language('editor-lng', words.texts);
    const { el, dateTime, day } = window.smallPage;
    const LIMIT = 20;
    const query = { status: '', offset: 0 };
    let openId = null;
    // A staff member can ask again before an answer arrives (the first list as the page opens, then
    // a filter): only the newest question's answer is drawn, or a late answer would put back a
    // list the staff member has already replaced, and take the focus with the rows it removes.
    let listAsked = 0;
    let orderAsked = 0;

    const when = (at) => el('time', { datetime: at }, dateTime(at));
    const failed = (answer) =>
      answer.status === 401 ? t('badToken') : t('failed', { message: page.messageOf(answer) });
    const bankOf = (order, code) =>
      code === order.payment.type && order.payment.typeName
        ? order.payment.typeName
        : code[0].toUpperCase() + code.slice(1);
    /** "Halkbank · Paid" for a card order; the method's name for the others. */
    const paymentText = (order) =>
      [
        order.payment.name ?? order.payment.method,
        order.payment.typeName,
        order.payment.state && words.payment(lng, order.payment.state),
      ]
        .filter(Boolean)
        .join(' · ');
    // A cell with its column's name, which a phone's width shows before it (editor.css).
    const cell = (label, ...children) => el('td', { 'data-label': label }, ...children);

    const filter = el(
      'select',
      { id: 'orders-status' },
      el('option', { value: '' }, t('all')),
      words.statuses.map((code) => el('option', { value: code }, words.status(lng, code))),
    );
    const summary = el('p', { class: 'message', role: 'status' });
    const list = el('div', { class: 'orders-list' });
    const previous = el('button', { class: 'plain', type: 'button', onclick: () => turn(-LIMIT) }, t('previous'));
    const next = el('button', { class: 'plain', type: 'button', onclick: () => turn(LIMIT) }, t('next'));
    const paging = el('nav', { class: 'row paging', 'aria-label': t('pages') }, previous, next);
    const detail = el('div', { id: 'order-detail', class: 'order-detail', hidden: true });

    async function load() {
      const asked = ++listAsked;
      list.setAttribute('aria-busy', 'true');
      const status = query.status ? `&status=${encodeURIComponent(query.status)}` : '';
      const answer = await page.call(`/admin/v1/orders?limit=${LIMIT}&offset=${query.offset}${status}`);
      if (asked !== listAsked) return;
      list.removeAttribute('aria-busy');
      if (answer.status !== 200) {
        page.show(summary, failed(answer), 'bad');
        list.replaceChildren();
        previous.disabled = next.disabled = true;
        return;
      }
      const { rows, count } = answer.body;
      page.show(summary, count ? words.listed(lng, count, query.offset, rows.length) : t('empty'));
      previous.disabled = query.offset === 0;
      next.disabled = query.offset + rows.length >= count;
      list.replaceChildren(
        rows.length
          ? el(
              'table',
              { class: 'orders' },
              el(
                'thead',
                {},
                el(
                  'tr',
                  {},
                  ['number', 'placed', 'recipient', 'phone', 'total', 'status', 'payment'].map((id) =>
                    el('th', { scope: 'col' }, t(id)),
                  ),
                ),
              ),
              el('tbody', {}, rows.map(row)),
            )
          : '',
      );
    }

    function row(order) {
      const opener = el(
        'button',
        {
          class: 'plain',
          type: 'button',
          'aria-label': t('open', { id: order.id }),
          'aria-controls': 'order-detail',
          onclick: () => open(order.id, opener),
        },
        `№ ${order.id}`,
      );
      return el(
        'tr',
        { 'data-order-id': order.id, ...(order.id === openId ? { class: 'current', 'aria-current': 'true' } : {}) },
        cell(t('number'), opener),
        cell(t('placed'), when(order.createdAt)),
        cell(t('recipient'), order.name),
        cell(t('phone'), el('span', { class: 'nowrap' }, order.phone)),
        cell(t('total'), el('span', { class: 'nowrap' }, words.money(order.total))),
        cell(t('status'), el('span', { class: `order-status order-${order.status}` }, words.status(lng, order.status))),
        cell(t('payment'), paymentText(order)),
      );
    }

    function turn(by) {
      query.offset = Math.max(0, query.offset + by);
      void load();
    }

    // ---- one order --------------------------------------------------------------------------------

    // The message stays while the rest is drawn again, so what it says is announced.
    const message = el('p', { class: 'message', role: 'status' });
    const head = el('div', { class: 'order-head' });
    const facts = el('div', {});
    const controls = el('div', { class: 'order-change' });
    const history = el('div', {});
    detail.append(head, facts, controls, message, history);

    async function open(id, opener) {
      const asked = ++orderAsked;
      const answer = await page.call(`/admin/v1/orders/${id}`);
      if (asked !== orderAsked) return;
      detail.hidden = false;
      page.show(message, '');
      if (answer.status !== 200) {
        head.replaceChildren();
        facts.replaceChildren();
        controls.replaceChildren();
        history.replaceChildren();
        return page.show(message, failed(answer), 'bad');
      }
      openId = id;
      for (const tr of list.querySelectorAll('tr[data-order-id]')) {
        const current = Number(tr.getAttribute('data-order-id')) === id;
        tr.classList.toggle('current', current);
        if (current) tr.setAttribute('aria-current', 'true');
        else tr.removeAttribute('aria-current');
      }
      render(answer.body, opener);
      head.querySelector('h3')?.focus();
    }

    function close(opener) {
      detail.hidden = true;
      openId = null;
      for (const tr of list.querySelectorAll('tr.current')) {
        tr.classList.remove('current');
        tr.removeAttribute('aria-current');
      }
      // back where the staff member was, or to the list's first order when the list was redrawn
      (opener?.isConnected ? opener : list.querySelector('tbody button'))?.focus();
    }

    function render(order, opener) {
      head.replaceChildren(
        el('h3', { tabindex: -1 }, t('orderTitle', { id: order.id })),
        el('button', { class: 'plain', type: 'button', onclick: () => close(opener) }, t('close')),
      );
      const fact = (label, ...value) => [el('dt', {}, label), el('dd', {}, ...value)];
      facts.replaceChildren(
        el(
          'dl',
          { class: 'facts' },
          fact(t('placed'), when(order.createdAt)),
          fact(t('status'), words.status(lng, order.status)),
          fact(t('kind'), t(order.kind === 'fast' ? 'kindFast' : 'kindCheckout')),
          fact(t('recipient'), order.name),
          fact(t('phone'), order.phone),
          fact(t('pieces'), words.pieces(lng, order.pieces)),
          fact(t('deliveryCost'), order.deliveryCost ? words.money(order.deliveryCost) : t('free')),
          fact(t('total'), el('strong', {}, words.money(order.total))),
          fact(
            t('deliveryDate'),
            [order.deliveryDate && day(order.deliveryDate), order.deliveryTime].filter(Boolean).join(' ') || '—',
          ),
          order.address ? fact(t('address'), addressText(order.address)) : [],
          order.note ? fact(t('shopperNote'), order.note) : [],
          fact(
            t('payment'),
            paymentText(order),
            order.payment.holdUntil
              ? el('div', { class: 'muted' }, t('holdUntil', { time: dateTime(order.payment.holdUntil) }))
              : null,
          ),
        ),
      );
      if (order.lines?.length) facts.append(linesView(order));
      renderControls(order, opener);
      history.replaceChildren(
        el('h4', {}, t('history')),
        ...(order.payments.length
          ? order.payments.map((attempt) => attemptView(order, attempt))
          : [el('p', {}, t('noAttempts'))]),
      );
    }

    /** Street, building, flat, then the places named in the page's language by the API. */
    function addressText(address) {
      return [
        [address.street, address.building].filter(Boolean).join(' '),
        address.home ? t('flat', { home: address.home }) : null,
        address.city,
        address.etrap,
        address.welayat,
      ]
        .filter(Boolean)
        .join(', ');
    }

    /** What is to be delivered: each line's product, pieces and price. */
    function linesView(order) {
      return el(
        'table',
        { class: 'order-lines' },
        el('caption', {}, t('lines')),
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            ['product', 'count', 'price'].map((id) => el('th', { scope: 'col' }, t(id))),
          ),
        ),
        el(
          'tbody',
          {},
          order.lines.map((line) =>
            el(
              'tr',
              { 'data-product': line.id },
              cell(t('product'), line.name),
              cell(t('count'), String(line.count)),
              cell(t('price'), words.money(line.price)),
            ),
          ),
        ),
      );
    }

    function renderControls(order, opener) {
      const moves = words.next(order.status);
      if (!moves.length) return controls.replaceChildren(el('p', { class: 'muted' }, t('final')));
      const buttons = el('div', { class: 'row' });
      const yes = el('button', { type: 'button', onclick: () => change(order, 'cancelled', opener) }, t('yesCancel'));
      const keep = el('button', { class: 'plain', type: 'button' }, t('keep'));
      const confirm = el(
        'div',
        { class: 'confirm', role: 'group', 'aria-labelledby': `confirm-${order.id}`, hidden: true },
        el('p', { id: `confirm-${order.id}` }, t('confirmCancel', { id: order.id })),
        el('div', { class: 'row' }, yes, keep),
      );
      for (const status of moves) {
        const key = `to${status[0].toUpperCase()}${status.slice(1)}`;
        buttons.append(
          el(
            'button',
            {
              class: status === 'cancelled' ? 'plain danger' : undefined,
              type: 'button',
              onclick:
                status === 'cancelled'
                  ? () => {
                      confirm.hidden = false;
                      keep.focus();
                    }
                  : () => change(order, status, opener),
            },
            t(key),
          ),
        );
      }
      const cancel = buttons.lastElementChild;
      keep.addEventListener('click', () => {
        confirm.hidden = true;
        cancel.focus();
      });
      controls.replaceChildren(el('h4', {}, t('change')), buttons, confirm);
    }

    async function change(order, status, opener) {
      for (const button of controls.querySelectorAll('button')) button.disabled = true;
      const answer = await page.call(`/admin/v1/orders/${order.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ status }),
      });
      if (answer.status !== 200) {
        for (const button of controls.querySelectorAll('button')) button.disabled = false;
        return page.show(message, failed(answer), 'bad');
      }
      render(answer.body, opener);
      page.show(message, words.changed(lng, answer.body), 'good');
      head.querySelector('h3')?.focus();
      void load();
    }

    function attemptView(order, attempt) {
      const fact = (label, value) =>
        value === null || value === undefined ? [] : [el('dt', {}, label), el('dd', {}, value)];
      return el(
        'div',
        { class: 'attempt', 'data-attempt': attempt.attempt },
        el('h5', {}, t('attempt', { n: attempt.attempt, bank: bankOf(order, attempt.bank) })),
        el(
          'dl',
          { class: 'facts' },
          fact(t('gatewayOrderId'), attempt.gatewayOrderId ? el('code', {}, attempt.gatewayOrderId) : '—'),
          fact(t('amount'), words.money(attempt.amount)),
          // the paying card's last 4 digits, when the bank named the card
          fact(t('card'), attempt.cardLast4 ? `•••• ${attempt.cardLast4}` : null),
          fact(t('status'), el('span', { class: 'attempt-state' }, words.payment(lng, attempt.state))),
        ),
        attempt.mismatch ? el('p', { class: 'message bad flag' }, t('mismatch', { text: attempt.mismatch })) : null,
        attempt.settle
          ? el('p', { class: 'message bad' }, t('settle', { what: words.settle(lng, attempt.settle) }))
          : null,
        attempt.events.length
          ? el(
              'table',
              { class: 'events' },
              el(
                'thead',
                {},
                el(
                  'tr',
                  {},
                  ['at', 'event', 'gatewayState', 'actionCode', 'note'].map((id) => el('th', { scope: 'col' }, t(id))),
                ),
              ),
              el(
                'tbody',
                {},
                attempt.events.map((event) =>
                  el(
                    'tr',
                    { 'data-event': event.kind },
                    cell(t('at'), when(event.at)),
                    cell(t('event'), words.event(lng, event.kind)),
                    cell(t('gatewayState'), event.gatewayState ? words.gateway(lng, event.gatewayState) : '—'),
                    cell(t('actionCode'), event.actionCode === undefined ? '—' : String(event.actionCode)),
                    cell(t('note'), words.eventNote(lng, event)),
                  ),
                ),
              ),
            )
          : el('p', {}, t('noEvents')),
      );
    }

    section.replaceChildren(
      el('h2', { id: 'orders-title' }, t('title')),
      el(
        'form',
        {
          onsubmit: (event) => {
            event.preventDefault();
            query.status = filter.value;
            query.offset = 0;
            void load();
          },
        },
        el('label', { for: 'orders-status' }, t('statusFilter')),
        el('div', { class: 'row' }, filter, el('button', { type: 'submit' }, t('show'))),
      ),
      summary,
      list,
      paging,
      detail,
    );
    section.setAttribute('aria-labelledby', 'orders-title');
    section
      .closest('main')
      ?.querySelector('header nav')
      ?.prepend(el('a', { href: '#orders', id: 'orders-link' }, t('link')));
    void load();
  },
};
