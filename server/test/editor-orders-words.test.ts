/**
 * The editors' page's Orders section's texts and words (server/editor-page/editor-orders-texts.js
 * and editor-orders-words.js),
 * run as the browser runs them, in a context of their own after editor-words.js: every
 * text in TM, RU and EN, sums as the shop writes them, orders and pieces counted with each language's
 * plural, the API's statuses, payment states, events and gateway states in words, the moves staff
 * may make, and what a status change did to a card payment.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { ORDER_STATUSES } from '../src/contract/orders';
import { PAYMENT_STATES } from '../src/contract/payments';
import { PAYMENT_ROW_STATES } from '../src/db/schema/payments';
import { formatPrice } from '../src/contract/price-format';

const read = (path: string) => readFileSync(join(__dirname, '..', path), 'utf8');

type Lng = 'tm' | 'ru' | 'en';
const LNGS: Lng[] = ['tm', 'ru', 'en'];

interface OrderWords {
  texts: Record<Lng, Record<string, string>>;
  money(value: number): string;
  listed(lng: Lng, total: number, offset: number, shown: number): string;
  changed(
    lng: Lng,
    order: { id: number; status: string; payments?: { state: string; settle: string | null }[] },
  ): string;
  next(status: string): string[];
  status(lng: Lng, code: string): string;
  payment(lng: Lng, code: string): string;
  event(lng: Lng, code: string): string;
  gateway(lng: Lng, code: string): string;
  settle(lng: Lng, code: string): string;
  pieces(lng: Lng, count: number): string;
  statuses: string[];
}

function orderWords(): OrderWords {
  const window: { editorPage?: { orders: OrderWords } } = {};
  runInNewContext(
    ['editor-texts.js', 'editor-words.js', 'editor-orders-texts.js', 'editor-orders-words.js']
      .map((file) => read(`editor-page/${file}`))
      .join('\n'),
    { window },
  );
  return window.editorPage!.orders;
}

const EVENT_KINDS = [
  'registered',
  'register_failed',
  'paid',
  'declined',
  'three_ds',
  'mismatch',
  'expired',
  'switched',
  'refund_asked',
  'reversed',
  'refunded',
  'settle_failed',
  'paid_late',
  'changed_at_gateway',
];
const GATEWAY_STATES = ['registered', 'held', 'paid', 'reversed', 'refunded', 'three_ds', 'declined'];

describe("the editors' page's Orders texts", () => {
  const words = orderWords();

  it('has every text in each language, none left empty or in another language', () => {
    const keys = Object.keys(words.texts.tm).sort();
    for (const lng of LNGS) {
      expect(Object.keys(words.texts[lng]).sort()).toEqual(keys);
      for (const key of keys) expect(words.texts[lng][key].trim()).not.toBe('');
    }
    // the ones that differ between the languages do (no copied English left behind)
    for (const key of ['title', 'history', 'confirmCancel', 'toCancelled', 'yesCancel', 'keep', 'attempt']) {
      expect(new Set(LNGS.map((lng) => words.texts[lng][key])).size).toBe(3);
    }
    // the same placeholders in every language
    const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const key of keys)
      for (const lng of LNGS) expect(holes(words.texts[lng][key])).toEqual(holes(words.texts.tm[key]));
  });

  it('writes sums as the shop does', () => {
    for (const value of [5599, 0, 12, 1299.5, 1234567.89, 100000, 0.05]) {
      expect(words.money(value)).toBe(formatPrice(value));
    }
    expect(words.money(5599)).toBe('5 599 TMT');
    expect(words.money(1299.5)).toBe('1 299.50 TMT');
  });

  it("counts orders and pieces with each language's plural", () => {
    expect([1, 2, 5, 21, 45, 111].map((n) => words.listed('ru', n, 0, Math.min(n, 20)))).toEqual([
      '1 заказ, показаны 1–1',
      '2 заказа, показаны 1–2',
      '5 заказов, показаны 1–5',
      '21 заказ, показаны 1–20',
      '45 заказов, показаны 1–20',
      '111 заказов, показаны 1–20',
    ]);
    expect(words.listed('en', 45, 20, 20)).toBe('45 orders, showing 21–40');
    expect(words.listed('en', 1, 0, 1)).toBe('1 order, showing 1–1');
    expect(words.listed('tm', 45, 40, 5)).toBe('45 sargyt, 41–45 görkezilýär');
    expect([1, 3, 5].map((n) => words.pieces('ru', n))).toEqual(['1 товар', '3 товара', '5 товаров']);
    expect(words.pieces('tm', 3)).toBe('3 haryt');
    expect([1, 3].map((n) => words.pieces('en', n))).toEqual(['1 item', '3 items']);
  });

  it("names every status, payment state, event and gateway state the API sends, in the page's language", () => {
    expect(words.statuses).toEqual([...ORDER_STATUSES]);
    expect(ORDER_STATUSES.map((code) => words.status('tm', code))).toContain('Tölegi garaşylýar');
    expect(words.status('tm', 'awaiting_payment')).toBe('Tölegi garaşylýar');
    expect(words.status('ru', 'awaiting_payment')).toBe('Ожидает оплаты');
    expect(words.status('en', 'awaiting_payment')).toBe('Awaiting payment');
    expect(words.status('ru', 'cancelled')).toBe('Отменён');
    expect(LNGS.map((lng) => words.status(lng, 'on_hold'))).toEqual([
      'Saklandy: tölegi barlaň',
      'Приостановлен: проверьте оплату',
      'On hold: check the payment',
    ]);
    expect(words.event('tm', 'changed_at_gateway')).toBe('Tölenenden soň bankda üýtgedildi');
    const named: [(lng: Lng, code: string) => string, readonly string[]][] = [
      [words.status, ORDER_STATUSES],
      [words.payment, [...new Set([...PAYMENT_STATES, ...PAYMENT_ROW_STATES])]],
      [words.event, EVENT_KINDS],
      [words.gateway, GATEWAY_STATES],
      [words.settle, ['reverse', 'refund']],
    ];
    // a word for each code, not the code itself (English may say "paid" for the gateway's "paid")
    for (const lng of LNGS)
      for (const [index, [name, codes]] of named.entries())
        for (const code of codes) if (lng !== 'en' || index < 3) expect(name(lng, code)).not.toBe(code);
    expect(EVENT_KINDS.map((kind) => words.event('en', kind)).slice(0, 3)).toEqual([
      'Registered',
      'Registration failed',
      'Paid',
    ]);
    expect(words.event('ru', 'reversed')).toBe('Отмена оплаты');
    expect(words.payment('en', 'refunded')).toBe('Refunded to the card');
    // a code this page does not know yet is shown as it came
    expect(words.event('ru', 'something_new')).toBe('something_new');
    expect(words.status('en', 'toString')).toBe('toString');
  });

  it('offers the moves the staff call allows', () => {
    expect(words.next('awaiting_payment')).toEqual(['cancelled']);
    expect(words.next('awaiting_code')).toEqual(['cancelled']);
    expect(words.next('accepted')).toEqual(['delivering', 'cancelled']);
    expect(words.next('delivering')).toEqual(['delivered', 'cancelled']);
    // paid money changed at the bank: staff settle it (back to accepted) or cancel; never straight on the road
    expect(words.next('on_hold')).toEqual(['accepted', 'delivered', 'cancelled']);
    expect(words.next('delivered')).toEqual([]);
    expect(words.next('cancelled')).toEqual([]);
  });

  it('says what a status change did to the card payment', () => {
    const paidBack = {
      id: 12,
      status: 'cancelled',
      payments: [
        { state: 'declined', settle: null },
        { state: 'reversed', settle: null },
      ],
    };
    expect(words.changed('ru', paidBack)).toBe(
      'Заказ № 12: Отменён. Оплата картой отменена, деньги возвращены на карту.',
    );
    expect(words.changed('en', paidBack)).toBe(
      'Order № 12: Cancelled. The card payment was reversed: the money is back on the card.',
    );
    expect(words.changed('tm', { ...paidBack, payments: [{ state: 'refunded', settle: null }] })).toBe(
      '№ 12 sargyt: Ýatyryldy. Pul karta gaýtaryldy.',
    );
    // the gateway did not answer: the refund is still owed, and the page says so
    expect(words.changed('en', { ...paidBack, payments: [{ state: 'expired', settle: 'refund' }] })).toBe(
      'Order № 12: Cancelled. The bank has not returned the money yet: the shop will ask again.',
    );
    expect(words.changed('en', { id: 7, status: 'delivering', payments: [] })).toBe('Order № 7: On the way.');
  });
});
