/**
 * The order screens' words and rules without the API: every status, payment state, payment event
 * and gateway state the API sends has a word in TM, RU and EN; the bank's refusal codes are read in
 * the app's language; orders and items are counted with each language's plural; a status change
 * says what it did to a card payment; the moves offered are the contract's STAFF_ORDER_MOVES (the
 * API checks the same table); and the list's filters become the API's query and the address's.
 */
import { describe, expect, it } from '@jest/globals';
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import {
  ORDER_STATUSES,
  STAFF_ORDER_MOVES,
  type OrderStatus,
  type StaffOrderDetailWire,
} from '../../../server/src/contract/orders';
import { PAYMENT_STATES, type StaffPaymentWire } from '../../../server/src/contract/payments';
import { PAYMENT_ROW_STATES } from '../../../server/src/db/schema/payments';
import { INTL_TAG } from '../../lib/i18n';
import type { Lng } from '../../lib/catalog-types';
import { STAFF_TEXTS } from '../texts';
import { useOrderWords } from './order-words';
import { badRange, filtersOf, filtersQuery, orderPageKey, ORDERS_PER_PAGE } from './orders-query';
import { StatusChange } from './status-change';

const LNGS: Lng[] = ['tm', 'ru', 'en'];

function inLanguage(lng: Lng) {
  return function Texts({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale={INTL_TAG[lng]} messages={STAFF_TEXTS[lng]} defaultLocale="tk-TM">
        <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
      </IntlProvider>
    );
  };
}

const wordsIn = (lng: Lng) => renderHook(() => useOrderWords(), { wrapper: inLanguage(lng) }).result.current;

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

const attempt = (state: string, settle: string | null = null): StaffPaymentWire => ({
  attempt: 1,
  bank: 'halkbank',
  gatewayOrderId: 'sim-7f3a',
  amount: 5599,
  state,
  mismatch: null,
  settle,
  cardLast4: '1111',
  events: [],
});

describe("the order screens' words", () => {
  it('name every status, payment state, event and gateway state in each language, never as the code', () => {
    const words = Object.fromEntries(LNGS.map((lng) => [lng, wordsIn(lng)]));
    const groups: [keyof (typeof words)['tm'], string, readonly string[]][] = [
      ['status', 'status', ORDER_STATUSES],
      ['payment', 'paymentState', [...new Set([...PAYMENT_STATES, ...PAYMENT_ROW_STATES])]],
      ['event', 'event', EVENT_KINDS],
      ['gateway', 'gateway', GATEWAY_STATES],
      ['settle', 'settleWhat', ['reverse', 'refund']],
    ];
    for (const lng of LNGS)
      for (const [group, texts, codes] of groups)
        for (const code of codes) {
          expect(Object.keys(STAFF_TEXTS[lng])).toContain(`staff.orders.${texts}.${code}`);
          const word = (words[lng][group] as (code: string) => string)(code);
          // English may say "refund" for the code "refund"; the others never show a code
          if (lng !== 'en' && code !== 'three_ds') expect([group, code, word]).not.toEqual([group, code, code]);
        }
    expect(LNGS.map((lng) => words[lng].status('on_hold'))).toEqual([
      'Saklandy: tölegi barlaň',
      'Приостановлен: проверьте оплату',
      'On hold: check the payment',
    ]);
    expect(words.ru.event('reversed')).toBe('Отмена оплаты');
    expect(words.en.payment('refunded')).toBe('Refunded to the card');
    // a code these texts do not know yet is shown as it came
    expect(words.ru.event('something_new')).toBe('something_new');
    expect(words.en.status('toString')).toBe('toString');
  });

  it("read a declined card's reason in the app's language, and the gateway's note otherwise (TM)", () => {
    const words = wordsIn('tm');
    const at = '2026-12-01T10:07:30.000Z';
    expect(words.eventNote({ at, kind: 'declined', actionCode: 116, note: 'Insufficient funds' })).toBe(
      'Kartda serişde ýeterlik däl',
    );
    expect(words.eventNote({ at, kind: 'paid', actionCode: 0, note: 'Approved' })).toBe('Approved');
    expect(words.eventNote({ at, kind: 'registered' })).toBe('');
  });

  it("write a card order's payment and its bank as the list and the history show them", () => {
    const words = wordsIn('en');
    const order = {
      payment: { method: 'card', type: 'halkbank', name: 'Kart', typeName: 'Halkbank', state: 'paid' as const },
    };
    expect(words.paymentText(order)).toBe('Kart · Halkbank · Paid');
    expect(words.paymentText({ payment: { method: 'on-delivery', type: 'cash', name: 'Nagt' } })).toBe('Nagt');
    expect(words.bank(order, 'halkbank')).toBe('Halkbank');
    expect(words.bank(order, 'senagat')).toBe('Senagat');
  });

  it('say what a status change did to a card payment', () => {
    const cancelled = { id: 12, status: 'cancelled' as const, payments: [attempt('declined'), attempt('reversed')] };
    expect(wordsIn('ru').changed(cancelled)).toBe(
      'Заказ № 12: Отменён. Оплата картой отменена, деньги возвращены на карту.',
    );
    expect(wordsIn('en').changed(cancelled)).toBe(
      'Order № 12: Cancelled. The card payment was reversed: the money is back on the card.',
    );
    expect(wordsIn('tm').changed({ ...cancelled, payments: [attempt('refunded')] })).toBe(
      '№ 12 sargyt: Ýatyryldy. Pul karta gaýtaryldy.',
    );
    // the gateway did not answer: the refund is still owed, and the screen says so
    expect(wordsIn('en').changed({ ...cancelled, payments: [attempt('expired', 'refund')] })).toBe(
      'Order № 12: Cancelled. The bank has not returned the money yet: the shop will ask again.',
    );
    expect(wordsIn('en').changed({ id: 7, status: 'delivering', payments: [attempt('reversed')] })).toBe(
      'Order № 7: On the way.',
    );
  });

  it("count orders and items with each language's plural", () => {
    const listed = (lng: Lng, count: number, to: number) =>
      render(<FormattedMessage id="staff.orders.listed" values={{ count, from: 1, to }} />, {
        wrapper: inLanguage(lng),
      }).container.textContent;
    expect([1, 2, 5, 21, 45, 111].map((n) => listed('ru', n, Math.min(n, 20)))).toEqual([
      '1 заказ, показаны 1–1',
      '2 заказа, показаны 1–2',
      '5 заказов, показаны 1–5',
      '21 заказ, показаны 1–20',
      '45 заказов, показаны 1–20',
      '111 заказов, показаны 1–20',
    ]);
    expect(listed('en', 1, 1)).toBe('1 order, showing 1–1');
    expect(listed('en', 45, 40)).toBe('45 orders, showing 1–40');
    expect(listed('tm', 45, 20)).toBe('45 sargyt, 1–20 görkezilýär');
    const pieces = (lng: Lng, count: number) =>
      render(<FormattedMessage id="staff.orders.piecesCount" values={{ count }} />, { wrapper: inLanguage(lng) })
        .container.textContent;
    expect([1, 3, 5].map((n) => pieces('ru', n))).toEqual(['1 товар', '3 товара', '5 товаров']);
    expect(pieces('tm', 3)).toBe('3 haryt');
    expect([1, 3].map((n) => pieces('en', n))).toEqual(['1 item', '3 items']);
  });
});

const detail = (status: OrderStatus): StaffOrderDetailWire => ({
  id: 12,
  status,
  createdAt: '2026-12-01T10:05:00.000Z',
  pieces: 1,
  total: 5599,
  deliveryCost: 0,
  payment: { method: 'on-delivery', type: 'cash', name: 'Nagt' },
  kind: 'checkout',
  userId: 3,
  name: 'Aýna Orazowa',
  phone: '+99365123456',
  deliveryDate: '2026-12-03',
  payments: [],
  lines: [{ id: 7, name: 'Samsung Galaxy A55', count: 1, price: 5599 }],
  recipient: { name: 'Aýna', surname: 'Orazowa', phone: '+99365123456' },
  address: null,
  deliveryTime: '10:00',
  note: null,
});

describe('the status moves', () => {
  it("offer the contract's moves from each status, as the API allows them (EN)", () => {
    const offered = (status: OrderStatus) => {
      const view = render(<StatusChange order={detail(status)} onChanged={() => undefined} />, {
        wrapper: inLanguage('en'),
      });
      const names = view.queryAllByRole('button').map((button) => button.textContent);
      const final = view.queryByText("This order's status can no longer change") !== null;
      view.unmount();
      return { names, final };
    };
    const NAME = {
      accepted: 'Release the hold: accepted',
      delivering: 'Mark as on the way',
      delivered: 'Mark as delivered',
      cancelled: 'Cancel the order',
    };
    for (const status of ORDER_STATUSES) {
      const { names, final } = offered(status);
      expect([status, names]).toEqual([status, STAFF_ORDER_MOVES[status].map((to) => NAME[to])]);
      expect(final).toBe(STAFF_ORDER_MOVES[status].length === 0);
    }
    // paid money changed at the bank: staff settle it (back to accepted) or cancel; never straight on the road
    expect(offered('on_hold').names).toEqual(['Release the hold: accepted', 'Mark as delivered', 'Cancel the order']);
    expect(offered('accepted').names).toEqual(['Mark as on the way', 'Cancel the order']);
    expect(offered('delivered')).toEqual({ names: [], final: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("the orders list's filters", () => {
  it('become the query of the address and of the API, a page at a time', () => {
    expect(filtersQuery({ status: 'accepted', from: '2026-12-01', to: '2026-12-04' })).toBe(
      'status=accepted&from=2026-12-01&to=2026-12-04',
    );
    expect(filtersQuery({ status: '', from: '', to: '' })).toBe('');
    const key = orderPageKey({ status: 'awaiting_payment', from: '', to: '2026-12-04' });
    expect(key(0, null)).toBe(`/orders?status=awaiting_payment&to=2026-12-04&limit=${ORDERS_PER_PAGE}&offset=0`);
    expect(key(1, { rows: [], count: 45 })).toBe(
      `/orders?status=awaiting_payment&to=2026-12-04&limit=${ORDERS_PER_PAGE}&offset=${ORDERS_PER_PAGE}`,
    );
    // the pages before hold every order that matched: no page more is asked for
    expect(key(3, { rows: [], count: 45 })).toBeNull();
    expect(orderPageKey({ status: '', from: '', to: '' })(0, null)).toBe(`/orders?limit=${ORDERS_PER_PAGE}&offset=0`);
  });

  it('are read back from an address, leaving out what the API would refuse', () => {
    expect(filtersOf('?status=on_hold&from=2026-12-01')).toEqual({ status: 'on_hold', from: '2026-12-01', to: '' });
    expect(filtersOf('status=shipped&from=yesterday&to=2026-02-31')).toEqual({ status: '', from: '', to: '' });
    expect(filtersOf('')).toEqual({ status: '', from: '', to: '' });
  });

  it('refuse a first day after the last', () => {
    expect(badRange({ status: '', from: '2026-12-05', to: '2026-12-04' })).toBe(true);
    expect(badRange({ status: '', from: '2026-12-04', to: '2026-12-04' })).toBe(false);
    expect(badRange({ status: '', from: '2026-12-04', to: '' })).toBe(false);
  });
});
