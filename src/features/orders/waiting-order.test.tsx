/**
 * The order waiting for its card payment, as the cart and the checkout show it, against
 * answers shaped by the orders contract from a stand-in for fetch: which order waits and until when
 * (the shop's 24-hour time, the minutes left, in TM, RU and EN), paying by card again, paying on
 * delivery instead, "checking" only while the bank has the payment, and nothing for a signed-out
 * shopper. The browser test (tests/e2e/waiting-order.spec.ts) comes back from the bank's page to
 * the cart.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserWire } from '../../../server/src/contract/auth';
import type { Lng } from '../../lib/catalog-types';
import { renderWithProviders } from '../../test/render';
import { stubFetch, type StubAnswer } from '../../test/stub-fetch';
import type { AuthState } from '../auth';
import type { OrderSummary } from './orders-api';
import { gatewayForm } from './payment-api';
import { minutesLeft, WaitingOrderNotice, waitingOrder } from './waiting-order';

// 10:50 UTC is 15:50 in Ashgabat; the clock stands at 10:37:30 UTC: 13 minutes left (12.5 rounded up).
const HOLD = '2026-11-20T10:50:00Z';
const NOW = Date.parse('2026-11-20T10:37:30Z');
const clock = () => NOW;

const summary = (id: number, changes: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  status: 'awaiting_payment',
  createdAt: '2026-11-20T10:30:00Z',
  pieces: 1,
  total: 1530,
  deliveryCost: 30,
  payment: { method: 'card', type: 'halkbank', state: 'awaiting', holdUntil: HOLD },
  ...changes,
});

const who = { id: 3, phone: '99365000001', email: null } as unknown as UserWire;
const auth = (loggedIn: boolean): AuthState => ({
  currentUser: loggedIn ? who : null,
  verification: null,
  errors: null,
  loggedIn,
  loading: false,
  submitting: false,
  checked: true,
  dialogOpen: false,
  onProtectedPage: false,
});

let calls: string[] = [];
let opened: string[] = [];

function serve(route: (call: string) => StubAnswer | Promise<StubAnswer>) {
  calls = stubFetch(route);
}

const LIST = 'GET /client/v4/orders';
const START = 'POST /client/v4/orders/41/payment';
const ON_DELIVERY = 'POST /client/v4/orders/41/payment/on-delivery';

beforeEach(() => {
  opened = [];
  jest.spyOn(gatewayForm, 'open').mockImplementation((url: string) => {
    opened.push(url);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
});

const renderNotice = (locale: Lng = 'en', loggedIn = true) =>
  renderWithProviders(<WaitingOrderNotice clock={clock} />, { locale, preloadedState: { auth: auth(loggedIn) } });

describe('the order waiting for its payment', () => {
  it('picks the newest order whose hold still runs, or whose payment the bank is checking', () => {
    const rows = [
      summary(45, { status: 'accepted' }),
      summary(44, {
        payment: { method: 'card', type: 'halkbank', state: 'awaiting', holdUntil: '2026-11-20T10:30:00Z' },
      }),
      summary(41),
    ];
    expect(waitingOrder(rows, NOW)?.id).toBe(41);
    expect(waitingOrder(rows.slice(0, 2), NOW)).toBeUndefined();
    expect(
      waitingOrder([summary(46, { payment: { method: 'card', type: 'halkbank', state: 'checking' } })], NOW)?.id,
    ).toBe(46);
    expect(minutesLeft(HOLD, NOW)).toBe(13);
    expect(minutesLeft(HOLD, Date.parse(HOLD) - 1000)).toBe(1);
  });

  it('names the order, how long it is kept (24-hour, time left) and pays by card again (EN)', async () => {
    serve((call) =>
      call === START
        ? { status: 200, body: { formUrl: 'https://bank.test/form?mdOrder=a3', state: 'awaiting' } }
        : { status: 200, body: { rows: [summary(41)], count: 1 } },
    );
    const { user } = renderNotice();
    const box = await screen.findByTestId('waiting-order');
    expect(within(box).getByRole('heading', { name: 'Order № 41 is waiting for its payment' })).toBeVisible();
    expect(box).toHaveTextContent('We keep its products for you until 15:50: 13 minutes left. Pay 1 530 TMT by card');
    expect(box).not.toHaveTextContent(/checking|no need to pay again/);
    expect(within(box).getByRole('link', { name: 'Open the order' })).toHaveAttribute(
      'href',
      '/en/order/payment?order=41',
    );
    await user.click(within(box).getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(opened).toEqual(['https://bank.test/form?mdOrder=a3']));
    expect(calls).toEqual([LIST, START]);
  });

  it('switches the order to pay on delivery and says it is accepted (RU)', async () => {
    let switched = false;
    serve((call) => {
      if (call === ON_DELIVERY) {
        switched = true;
        return { status: 200, body: { ...summary(41, { status: 'accepted' }) } };
      }
      return { status: 200, body: { rows: [summary(41, switched ? { status: 'accepted' } : {})], count: 1 } };
    });
    const { user } = renderNotice('ru');
    const box = await screen.findByTestId('waiting-order');
    expect(box).toHaveTextContent('Мы держим товары для вас до 15:50: осталось 13 минут.');
    await user.click(within(box).getByRole('button', { name: 'Оплачу при получении' }));
    expect(await screen.findByText('Заказ № 41 принят: оплата при получении.')).toBeVisible();
    expect(calls.slice(0, 2)).toEqual([LIST, ON_DELIVERY]);
  });

  it('shows the API\'s words when the hold ran out meanwhile, and says "checking" only while the bank has it (TM)', async () => {
    serve((call) =>
      call === START
        ? { status: 409, body: { statusCode: 409, code: 'paymentExpired', message: 'Tölemegiň wagty geçdi' } }
        : { status: 200, body: { rows: [summary(41)], count: 1 } },
    );
    const { user } = renderNotice('tm');
    const box = await screen.findByTestId('waiting-order');
    expect(box).toHaveTextContent('Harytlary size 15:50 çenli saklaýarys: 13 minut galdy.');
    await user.click(within(box).getByRole('button', { name: 'Kart bilen tölemek' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Tölemegiň wagty geçdi');
  });

  it('a payment the bank is checking offers no second payment', async () => {
    serve(() => ({
      status: 200,
      body: { rows: [summary(41, { payment: { method: 'card', type: 'halkbank', state: 'checking' } })], count: 1 },
    }));
    renderNotice();
    const box = await screen.findByTestId('waiting-order');
    expect(box).toHaveAttribute('data-state', 'checking');
    expect(box).toHaveTextContent('The bank is processing your payment: there is no need to pay again.');
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('asks nothing for a signed-out shopper', async () => {
    serve(() => ({ status: 200, body: { rows: [summary(41)], count: 1 } }));
    renderNotice('en', false);
    expect(screen.queryByTestId('waiting-order')).toBeNull();
    expect(calls).toEqual([]);
  });
});
