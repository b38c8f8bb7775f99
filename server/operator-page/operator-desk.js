/* global document, window -- a browser script (the page at /operator); the linter reads server/ as Node */
// The operators' console once signed in: the queue of tickets, one conversation with its answer
// form, and the socket that keeps both live. `page` is what operator.js shares: the texts
// function, `el`, the API call, the page's root and header parts, and the sign-in form.
'use strict';

/** The signed-in console: the queue, one conversation, the socket that keeps both live. */
window.operatorPage.deskView = function deskView(page, operator) {
  const { t, el, call, root, time, languageSwitch, signInView } = page;
  const tickets = new Map();
  /** messages of the conversation shown, by id, and this console's unacknowledged ones by client id */
  let current = null;
  let messages = new Map();
  const pending = new Map();
  let shopperTyping = false;
  let socket = null;
  let retry = 0;
  let typingSent = false;
  let typingTimer = 0;
  /** the open conversation's answer form, kept across re-renders */
  let composer = null;
  /** half-written answers of the other open conversations, by ticket id: switching keeps them */
  const drafts = new Map();

  const state = el('span', { class: 'state', role: 'status' });
  const queue = el('ul', { class: 'queue', 'aria-label': t('queue') });
  const closedList = el('ul', { class: 'queue', 'aria-label': t('closedTickets') });
  const pane = el('section', { class: 'conversation', 'aria-live': 'polite' }, el('p', {}, t('pick')));

  root.replaceChildren(
    el(
      'header',
      {},
      el('h1', {}, t('title')),
      el('span', {}, operator.name, ' ', state),
      languageSwitch(),
      el(
        'button',
        {
          type: 'button',
          class: 'plain',
          onclick: async () => {
            await call('/operator/v1/signout', { method: 'POST' });
            if (socket) socket.close();
            socket = null;
            signInView();
          },
        },
        t('signOut'),
      ),
    ),
    el(
      'div',
      { class: 'desk' },
      el('section', {}, el('h2', {}, t('queue')), queue, el('h2', {}, t('closedTickets')), closedList),
      pane,
    ),
  );

  const frame = (value) => {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(value));
  };

  function renderQueue() {
    const all = [...tickets.values()];
    const item = (ticket) =>
      el(
        'li',
        {},
        el(
          'button',
          {
            type: 'button',
            'data-ticket': ticket.id,
            'data-rating': ticket.rating ?? '',
            'aria-current': current === ticket.id ? 'true' : 'false',
            onclick: () => openConversation(ticket.id),
          },
          el(
            'span',
            { class: 'who' },
            `#${ticket.id} ${ticket.shopperName}`,
            ticket.unread ? el('span', { class: 'badge' }, String(ticket.unread)) : null,
          ),
          el('span', { class: 'last' }, ticket.lastMessage ? ticket.lastMessage.text : ''),
          ticket.status === 'closed'
            ? el('span', { class: 'details' }, ticket.rating ? t('rating', { rating: ticket.rating }) : t('noRating'))
            : null,
        ),
      );
    const open = all.filter((ticket) => ticket.status === 'open');
    queue.replaceChildren(...(open.length ? open.map(item) : [el('li', { class: 'details' }, t('empty'))]));
    closedList.replaceChildren(...all.filter((ticket) => ticket.status === 'closed').map(item));
  }

  /** The answer form and the close button of a ticket, made once while its conversation is shown. */
  function composerFor(ticket) {
    if (composer?.ticketId === ticket.id) return composer.nodes;
    keepDraft();
    const text = el('textarea', { id: 'answer', 'aria-label': t('answer'), maxlength: 2000 });
    text.value = drafts.get(ticket.id) ?? '';
    drafts.delete(ticket.id);
    const form = el(
      'form',
      {
        class: 'composer',
        onsubmit: (event) => {
          event.preventDefault();
          const value = text.value.trim();
          if (!value) return;
          const clientId = crypto.randomUUID();
          pending.set(clientId, { ticketId: ticket.id, clientId, text: value });
          frame({ type: 'send', ticketId: ticket.id, clientId, text: value });
          frame({ type: 'typing', ticketId: ticket.id, typing: false });
          typingSent = false;
          window.clearTimeout(typingTimer);
          text.value = '';
          drafts.delete(ticket.id);
          renderConversation();
          text.focus();
        },
      },
      text,
      el('button', { type: 'submit' }, t('send')),
    );
    const close = el(
      'p',
      {},
      el(
        'button',
        {
          type: 'button',
          class: 'plain',
          'data-action': 'close',
          onclick: () => frame({ type: 'close', ticketId: ticket.id }),
        },
        t('close'),
      ),
    );
    text.addEventListener('input', () => {
      if (!typingSent) frame({ type: 'typing', ticketId: ticket.id, typing: true });
      typingSent = true;
      window.clearTimeout(typingTimer);
      typingTimer = window.setTimeout(() => {
        frame({ type: 'typing', ticketId: ticket.id, typing: false });
        typingSent = false;
      }, 3000);
    });
    composer = { ticketId: ticket.id, text, nodes: [form, close] };
    return composer.nodes;
  }

  /** The shown answer form's text, kept for when its conversation is opened again. */
  function keepDraft() {
    if (composer && composer.text.value.trim()) drafts.set(composer.ticketId, composer.text.value);
  }

  function renderConversation() {
    const ticket = tickets.get(current);
    if (!ticket) return;
    const list = el('div', { class: 'messages' });
    const all = [...messages.values()].sort((a, b) => a.id - b.id);
    for (const message of all) {
      const mine = message.author === 'operator';
      const read = mine && ticket.shopperReadId >= message.id;
      list.append(
        el(
          'p',
          {
            class: `bubble${mine ? ' mine' : ''}`,
            'data-author': message.author,
            'data-read': read ? 'true' : 'false',
          },
          message.text,
          el(
            'span',
            { class: 'meta' },
            `${mine ? (message.operatorName ?? t('you')) : t('shopper')} · ${time(message.at)}${read ? ` · ${t('read')}` : ''}`,
          ),
        ),
      );
    }
    for (const waiting of pending.values()) {
      if (waiting.ticketId !== current) continue;
      list.append(el('p', { class: 'bubble mine pending' }, waiting.text, el('span', { class: 'meta' }, t('sending'))));
    }
    const details = [
      ticket.email ? t('email', { email: ticket.email }) : null,
      t('language', { lng: ticket.lng.toUpperCase() }),
      ticket.comment ? t('comment', { comment: ticket.comment }) : null,
      ticket.status === 'closed' ? (ticket.rating ? t('rating', { rating: ticket.rating }) : t('noRating')) : null,
      ticket.note ? t('note', { note: ticket.note }) : null,
    ].filter(Boolean);
    const top = [
      el('h2', {}, `#${ticket.id} ${ticket.shopperName}`),
      el('p', { class: 'details' }, details.join(' · ')),
      list,
      el('p', { class: 'typing' }, shopperTyping ? t('typing') : ''),
    ];
    if (ticket.status !== 'open') {
      drafts.delete(ticket.id);
      if (composer?.ticketId === ticket.id) composer = null;
      pane.replaceChildren(...top, el('p', { class: 'details' }, t('closed')));
    } else {
      // The answer box stays in place: a re-render (a message, the shopper typing or reading)
      // keeps what the operator is writing, and the focus.
      const [form, ...rest] = composerFor(ticket);
      if (form.parentNode === pane) {
        while (pane.firstChild && pane.firstChild !== form) pane.firstChild.remove();
        form.before(...top);
      } else {
        pane.replaceChildren(...top, form, ...rest);
      }
    }
    list.scrollTop = list.scrollHeight;
    markRead();
  }

  function markRead() {
    const ticket = tickets.get(current);
    const last = Math.max(0, ...[...messages.values()].filter((m) => m.author === 'shopper').map((m) => m.id));
    if (ticket && last > ticket.operatorReadId && document.visibilityState === 'visible') {
      frame({ type: 'read', ticketId: ticket.id, upTo: last });
    }
  }

  /** The conversation's history, or what it missed since the last message shown. */
  async function loadMessages(ticketId) {
    const after = ticketId === current ? Math.max(0, ...messages.keys()) : 0;
    const answer = await call(`/operator/v1/tickets/${ticketId}/messages?after=${after}`);
    if (answer.status === 401) return signInView();
    if (answer.status !== 200 || ticketId !== current) return;
    tickets.set(ticketId, answer.body.ticket);
    for (const message of answer.body.messages) messages.set(message.id, message);
    renderQueue();
    renderConversation();
  }

  async function openConversation(ticketId) {
    if (current !== ticketId) {
      current = ticketId;
      messages = new Map();
      shopperTyping = false;
    }
    renderQueue();
    await loadMessages(ticketId);
  }

  function received(data) {
    let value;
    try {
      value = JSON.parse(data);
    } catch {
      return;
    }
    switch (value.type) {
      case 'welcome':
        tickets.clear();
        for (const ticket of value.tickets) tickets.set(ticket.id, ticket);
        renderQueue();
        // Unacknowledged answers go again (the server keeps each client id once), then the missed messages.
        for (const waiting of pending.values()) frame({ type: 'send', ...waiting });
        if (current) void loadMessages(current);
        return;
      case 'ack':
        pending.delete(value.clientId);
        if (value.message.ticketId === current) messages.set(value.message.id, value.message);
        if (value.message.ticketId === current) renderConversation();
        return;
      case 'message':
        // The server tells every console before it acknowledges the sender: an answer of this
        // console's may come as a message first; it is sent.
        if (value.message.author === 'operator') pending.delete(value.message.clientId);
        if (value.message.ticketId === current) {
          messages.set(value.message.id, value.message);
          if (value.message.author === 'shopper') shopperTyping = false;
          renderConversation();
        }
        return;
      case 'ticket': {
        // A ticket's snapshot may have been taken before a read frame that came first: read
        // state only moves forward.
        const known = tickets.get(value.ticket.id);
        if (known) {
          value.ticket.shopperReadId = Math.max(known.shopperReadId, value.ticket.shopperReadId);
          value.ticket.operatorReadId = Math.max(known.operatorReadId, value.ticket.operatorReadId);
        }
        tickets.set(value.ticket.id, value.ticket);
        renderQueue();
        if (value.ticket.id === current) renderConversation();
        return;
      }
      case 'typing':
        if (value.ticketId === current && value.author === 'shopper') {
          shopperTyping = value.typing;
          renderConversation();
        }
        return;
      case 'read': {
        const ticket = tickets.get(value.ticketId);
        if (!ticket) return;
        if (value.author === 'shopper') ticket.shopperReadId = value.upTo;
        else {
          ticket.operatorReadId = value.upTo;
          ticket.unread = 0;
        }
        renderQueue();
        if (value.ticketId === current) renderConversation();
        return;
      }
      case 'error':
        if (value.clientId) pending.delete(value.clientId);
        state.textContent = value.message;
        state.className = 'state offline';
        if (current) renderConversation();
        return;
      default:
    }
  }

  function connect() {
    const url = new URL('/operator/v1/socket', window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const here = new WebSocket(url);
    socket = here;
    here.addEventListener('open', () => {
      retry = 0;
      state.textContent = t('online');
      state.className = 'state';
      frame({ type: 'hello' });
    });
    here.addEventListener('message', (event) => received(event.data));
    here.addEventListener('close', async () => {
      if (socket !== here) return;
      state.textContent = t('offline');
      state.className = 'state offline';
      // Signed out elsewhere: back to the form; otherwise try again, more slowly each time.
      const me = await call('/operator/v1/me').catch(() => ({ status: 0 }));
      if (me.status === 401) return signInView();
      retry += 1;
      window.setTimeout(
        () => {
          if (socket === here) connect();
        },
        Math.min(10_000, 500 * 2 ** Math.min(retry, 5)),
      );
    });
  }

  document.addEventListener('visibilitychange', markRead);
  connect();
};
