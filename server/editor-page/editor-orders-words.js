/* global window -- a browser script (the page at /admin); the linter reads server/ as Node */
// The words of the editors' page's Orders section (editor-orders.js): an order's status, a card
// payment's and an attempt's state, a payment event's kind, a gateway's state, counted orders and
// pieces, a sum as the shop writes it ("5 599 TMT"), and what a status change did. Loaded after
// editor-words.js (its `counted`) and editor-orders-texts.js; a test runs it as the browser does
// (server/test/editor-orders-words.test.ts).
'use strict';

(() => {
  const TEXTS = window.editorPage.orderTexts;
  // The words of the API's codes; a code this page does not know is shown as it came.
  const WORDS = {
    tm: {
      statuses: {
        awaiting_code: 'Tassyklama kodyna garaşylýar',
        awaiting_payment: 'Tölegi garaşylýar',
        accepted: 'Kabul edildi',
        on_hold: 'Saklandy: tölegi barlaň',
        delivering: 'Ýolda',
        delivered: 'Eltildi',
        cancelled: 'Ýatyryldy',
      },
      // a card payment as the order shows it, and an attempt as the shop keeps it
      payments: {
        registering: 'Bankda hasaba alynýar',
        failed: 'Bank hasaba almady',
        awaiting: 'Tölegi garaşylýar',
        checking: 'Töleg barlanýar',
        paid: 'Tölendi',
        declined: 'Kabul edilmedi',
        expired: 'Tölenmän ýapyldy',
        reversed: 'Ýatyryldy, pul gaýtaryldy',
        refunded: 'Pul karta gaýtaryldy',
      },
      events: {
        registered: 'Bankda hasaba alyndy',
        register_failed: 'Hasaba alyp bolmady',
        paid: 'Tölendi',
        declined: 'Bank kabul etmedi',
        three_ds: '3-D Secure barlagy',
        mismatch: 'Möçber gabat gelmedi',
        expired: 'Tölenmän ýapyldy',
        switched: 'Eltilende tölemäge geçildi',
        refund_asked: 'Puly gaýtarmak soraldy',
        reversed: 'Töleg ýatyryldy',
        refunded: 'Pul karta gaýtaryldy',
        settle_failed: 'Bank puly gaýtarmady',
        paid_late: 'Ýapylandan soň tölendi',
        changed_at_gateway: 'Tölenenden soň bankda üýtgedildi',
      },
      // the bank's reason for a refusal, by its RBS action code (the gateway writes it in English)
      actionCodes: {
        116: 'Kartda serişde ýeterlik däl',
        '-2011': '3-D Secure barlagy geçmedi',
        '-2015': 'Kart eýesi ýatyrdy',
      },
      gateway: {
        registered: 'hasaba alnan',
        held: 'pul saklanýar',
        paid: 'tölenen',
        reversed: 'ýatyrylan',
        refunded: 'gaýtarylan',
        three_ds: '3-D Secure',
        declined: 'ret edilen',
      },
      settle: { reverse: 'tölegi ýatyrmak', refund: 'puly gaýtarmak' },
      changed: '№ {id} sargyt: {status}.',
      back: {
        reversed: 'Kart tölegi ýatyryldy, pul karta gaýtaryldy.',
        refunded: 'Pul karta gaýtaryldy.',
        pending: 'Bank puly entek gaýtarmady: dükan ýene sorar.',
      },
      listed: '{orders}, {from}–{to} görkezilýär',
    },
    ru: {
      statuses: {
        awaiting_code: 'Ожидает код подтверждения',
        awaiting_payment: 'Ожидает оплаты',
        accepted: 'Принят',
        on_hold: 'Приостановлен: проверьте оплату',
        delivering: 'В пути',
        delivered: 'Доставлен',
        cancelled: 'Отменён',
      },
      payments: {
        registering: 'Регистрируется в банке',
        failed: 'Банк не зарегистрировал',
        awaiting: 'Ожидает оплаты',
        checking: 'Проверяется',
        paid: 'Оплачено',
        declined: 'Отклонено',
        expired: 'Закрыто без оплаты',
        reversed: 'Отменено, деньги возвращены',
        refunded: 'Деньги возвращены на карту',
      },
      events: {
        registered: 'Регистрация в банке',
        register_failed: 'Ошибка регистрации',
        paid: 'Оплата',
        declined: 'Отказ банка',
        three_ds: 'Проверка 3-D Secure',
        mismatch: 'Несовпадение суммы',
        expired: 'Закрытие без оплаты',
        switched: 'Переход на оплату при получении',
        refund_asked: 'Запрошен возврат',
        reversed: 'Отмена оплаты',
        refunded: 'Возврат денег на карту',
        settle_failed: 'Банк не выполнил возврат',
        paid_late: 'Оплата после закрытия',
        changed_at_gateway: 'Изменено в банке после оплаты',
      },
      actionCodes: {
        116: 'Недостаточно средств на карте',
        '-2011': 'Проверка 3-D Secure не пройдена',
        '-2015': 'Отменено держателем карты',
      },
      gateway: {
        registered: 'зарегистрирован',
        held: 'деньги заблокированы',
        paid: 'оплачен',
        reversed: 'отменён',
        refunded: 'возвращён',
        three_ds: '3-D Secure',
        declined: 'отклонён',
      },
      settle: { reverse: 'отмена оплаты', refund: 'возврат денег' },
      changed: 'Заказ № {id}: {status}.',
      back: {
        reversed: 'Оплата картой отменена, деньги возвращены на карту.',
        refunded: 'Деньги возвращены на карту.',
        pending: 'Банк ещё не вернул деньги: магазин запросит снова.',
      },
      listed: '{orders}, показаны {from}–{to}',
    },
    en: {
      statuses: {
        awaiting_code: 'Awaiting confirmation code',
        awaiting_payment: 'Awaiting payment',
        accepted: 'Accepted',
        on_hold: 'On hold: check the payment',
        delivering: 'On the way',
        delivered: 'Delivered',
        cancelled: 'Cancelled',
      },
      payments: {
        registering: 'Registering at the bank',
        failed: 'Not registered by the bank',
        awaiting: 'Awaiting payment',
        checking: 'Being checked',
        paid: 'Paid',
        declined: 'Declined',
        expired: 'Closed unpaid',
        reversed: 'Reversed, money returned',
        refunded: 'Refunded to the card',
      },
      events: {
        registered: 'Registered',
        register_failed: 'Registration failed',
        paid: 'Paid',
        declined: 'Declined',
        three_ds: '3-D Secure step',
        mismatch: 'Amount mismatch',
        expired: 'Closed unpaid',
        switched: 'Switched to pay on delivery',
        refund_asked: 'Refund asked',
        reversed: 'Reversed',
        refunded: 'Refunded',
        settle_failed: 'Reversal or refund failed',
        paid_late: 'Paid after closing',
        changed_at_gateway: 'Changed at the bank after payment',
      },
      actionCodes: {
        116: 'Insufficient funds',
        '-2011': '3-D Secure authentication failed',
        '-2015': 'Cancelled by the cardholder',
      },
      gateway: {
        registered: 'registered',
        held: 'money held',
        paid: 'paid',
        reversed: 'reversed',
        refunded: 'refunded',
        three_ds: '3-D Secure',
        declined: 'declined',
      },
      settle: { reverse: 'reversal', refund: 'refund' },
      changed: 'Order № {id}: {status}.',
      back: {
        reversed: 'The card payment was reversed: the money is back on the card.',
        refunded: 'The money was refunded to the card.',
        pending: 'The bank has not returned the money yet: the shop will ask again.',
      },
      listed: '{orders}, showing {from}–{to}',
    },
  };

  // Turkmen puts the singular after every number: `other` alone.
  const NOUNS = {
    orders: {
      tm: { other: '{n} sargyt' },
      ru: { one: '{n} заказ', few: '{n} заказа', many: '{n} заказов', other: '{n} заказа' },
      en: { one: '{n} order', other: '{n} orders' },
    },
    pieces: {
      tm: { other: '{n} haryt' },
      ru: { one: '{n} товар', few: '{n} товара', many: '{n} товаров', other: '{n} товара' },
      en: { one: '{n} item', other: '{n} items' },
    },
  };

  /** Where staff may move an order (services/orders/staff.ts NEXT): the buttons the detail offers. */
  const NEXT = {
    awaiting_code: ['cancelled'],
    awaiting_payment: ['cancelled'],
    accepted: ['delivering', 'cancelled'],
    on_hold: ['accepted', 'delivered', 'cancelled'],
    delivering: ['delivered', 'cancelled'],
    delivered: [],
    cancelled: [],
  };

  const { counted } = window.editorPage.words;
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (whole, name) => String(values[name] ?? whole));
  const word = (lng, group, code) => (Object.hasOwn(WORDS[lng][group], code) ? WORDS[lng][group][code] : code);

  /** A sum as the shop writes it (server/src/contract/price-format.ts): '5 599 TMT', '1 299.50 TMT'. */
  function money(value) {
    const cents = Math.round(Math.abs(value) * 100);
    const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
    const fraction = cents % 100 ? `.${String(cents % 100).padStart(2, '0')}` : '';
    return `${value < 0 ? '-' : ''}${whole}${fraction} TMT`;
  }

  /** "45 заказов, показаны 21–40": how many orders match and which of them the page shows. */
  const listed = (lng, total, offset, shown) =>
    fill(WORDS[lng].listed, {
      orders: counted(lng, total, NOUNS.orders[lng]),
      from: shown ? offset + 1 : offset,
      to: offset + shown,
    });

  /**
   * What a status change did, from the API's answer (the order as it is now): its new status and,
   * for a card order given back, whether the money went back or is still owed by the bank.
   */
  function changed(lng, order) {
    const words = WORDS[lng];
    const parts = [fill(words.changed, { id: order.id, status: word(lng, 'statuses', order.status) })];
    const payments = order.payments ?? [];
    if (payments.some((payment) => payment.settle)) parts.push(words.back.pending);
    else if (payments.some((payment) => payment.state === 'reversed')) parts.push(words.back.reversed);
    else if (payments.some((payment) => payment.state === 'refunded')) parts.push(words.back.refunded);
    return parts.join(' ');
  }

  window.editorPage.orders = {
    texts: TEXTS,
    money,
    listed,
    changed,
    next: (status) => NEXT[status] ?? [],
    status: (lng, code) => word(lng, 'statuses', code),
    payment: (lng, code) => word(lng, 'payments', code),
    event: (lng, code) => word(lng, 'events', code),
    gateway: (lng, code) => word(lng, 'gateway', code),
    /** a payment event's note: the bank's reason in the page's language when its code is known */
    eventNote: (lng, event) =>
      event.actionCode !== undefined &&
      event.actionCode !== null &&
      Object.hasOwn(WORDS[lng].actionCodes, event.actionCode)
        ? WORDS[lng].actionCodes[event.actionCode]
        : (event.note ?? ''),
    settle: (lng, code) => word(lng, 'settle', code),
    pieces: (lng, count) => counted(lng, count, NOUNS.pieces[lng]),
    statuses: Object.keys(NEXT),
  };
})();
