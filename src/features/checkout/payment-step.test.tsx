/**
 * A card order after its code: the code confirms it (verify answers it awaiting its
 * payment), the cart empties as for every confirmed order, and the browser goes to the bank's
 * form the API registers; when the bank's page cannot be reached (503) the checkout says so in the
 * API's words and offers to try again or to pay on delivery. The API's answers come from a
 * stand-in for fetch shaped by the payments contract; the browser test pays through the simulator.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserWire } from '../../../server/src/contract/auth';
import { renderWithProviders } from '../../test/render';
import { gatewayForm } from '../orders/payment-api';
import { CheckoutScreen } from './checkout-screen';

const user: UserWire = {
  id: 7,
  name: 'Aman',
  surname: 'Amanow',
  phone: '99361234567',
  email: null,
  photo: null,
  hasPassword: true,
};

const confirmed = (status: string) => ({
  id: 41,
  status,
  createdAt: '2026-11-20T10:30:00Z',
  pieces: 1,
  total: 530,
  deliveryCost: 30,
  lines: [{ id: 5, name: 'Phone X', count: 1, price: 500 }],
  recipient: { name: 'Aman', surname: 'Amanow', phone: '99361234567' },
  address: { welayat: 'ashgabat', etrap: 'kopetdag', street: 'Atatürk' },
  delivery: { method: 'courier', type: 'standard', date: '2026-11-25', time: '10:00' },
  payment:
    status === 'awaiting_payment'
      ? { method: 'card', type: 'halkbank', state: 'awaiting', holdUntil: '2026-11-20T10:50:00Z' }
      : { method: 'cash', type: 'on_delivery' },
});

const GATEWAY_DOWN = {
  status: 503,
  body: {
    statusCode: 503,
    code: 'paymentGatewayDown',
    message: "The bank's payment page cannot be reached now. Try again or choose to pay on delivery",
  },
};
const FORM_URL = 'https://bank.test/payment/form?mdOrder=7f1';

type Answer = { status: number; body: unknown };
let calls: string[] = [];
let opened: string[] = [];

function serve(route: (call: string, attempt: number) => Answer) {
  calls = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://shop.test').pathname}`;
    calls.push(call);
    const { status, body } = route(call, calls.filter((earlier) => earlier === call).length);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

const VERIFY = 'POST /client/v4/orders/verify';
const START = 'POST /client/v4/orders/41/payment';
const ON_DELIVERY = 'POST /client/v4/orders/41/payment/on-delivery';

beforeEach(() => {
  opened = [];
  jest.spyOn(gatewayForm, 'open').mockImplementation((url: string) => {
    opened.push(url);
  });
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // the order was placed: the tab is at its code step
  window.sessionStorage.setItem('checkout.pending', JSON.stringify({ id: 41, phone: '+99361234567' }));
});

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

async function confirmCode() {
  const view = renderWithProviders(<CheckoutScreen user={user} onSessionEnded={() => {}} />, {
    preloadedState: { cart: { lines: [{ id: 5, count: 1, cartPrice: 500 }], loaded: true } },
  });
  const step = await screen.findByTestId('checkout-code');
  await view.user.click(within(step).getAllByRole('textbox')[0]);
  await view.user.keyboard('1234');
  return view;
}

describe('a card order after its code', () => {
  it('empties the cart and goes to the bank form the API registers', async () => {
    serve((call) =>
      call === VERIFY
        ? { status: 200, body: confirmed('awaiting_payment') }
        : { status: 200, body: { formUrl: FORM_URL, state: 'awaiting' } },
    );
    const { store } = await confirmCode();
    await waitFor(() => expect(opened).toEqual([FORM_URL]));
    expect(calls).toEqual([VERIFY, START]);
    expect(store.getState().cart.lines).toEqual([]);
    const step = screen.getByTestId('checkout-payment');
    expect(within(step).getByRole('status')).toHaveTextContent("Going to the bank's payment page");
    expect(within(step).getByRole('link', { name: "Open the bank's payment page" })).toHaveAttribute('href', FORM_URL);
    expect(window.sessionStorage.getItem('checkout.pending')).toBeNull();
  });

  it("says when the bank's page cannot be reached, and tries again on request", async () => {
    serve((call, attempt) => {
      if (call === VERIFY) return { status: 200, body: confirmed('awaiting_payment') };
      return attempt === 1 ? GATEWAY_DOWN : { status: 200, body: { formUrl: FORM_URL, state: 'awaiting' } };
    });
    const { user: shopper } = await confirmCode();
    expect(await screen.findByTestId('payment-problem')).toHaveTextContent(
      "The bank's payment page cannot be reached now. Try again or choose to pay on delivery",
    );
    expect(screen.getByRole('alert')).toBe(screen.getByTestId('payment-problem'));
    expect(screen.getByRole('button', { name: 'Pay on delivery' })).toBeEnabled();
    expect(opened).toEqual([]);
    await shopper.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(opened).toEqual([FORM_URL]));
    expect(calls).toEqual([VERIFY, START, START]);
    expect(screen.queryByTestId('payment-problem')).toBeNull();
  });

  it("pays on delivery when the bank's page is down, and ends with the usual success notice (RU)", async () => {
    serve((call) => {
      if (call === VERIFY) return { status: 200, body: confirmed('awaiting_payment') };
      if (call === ON_DELIVERY) return { status: 200, body: confirmed('accepted') };
      return GATEWAY_DOWN;
    });
    const view = renderWithProviders(<CheckoutScreen user={user} onSessionEnded={() => {}} />, {
      locale: 'ru',
      preloadedState: { cart: { lines: [{ id: 5, count: 1, cartPrice: 500 }], loaded: true } },
    });
    const step = await screen.findByTestId('checkout-code');
    await view.user.click(within(step).getAllByRole('textbox')[0]);
    await view.user.keyboard('1234');
    await view.user.click(await screen.findByRole('button', { name: 'Оплачу при получении' }));
    const done = await screen.findByTestId('checkout-done');
    expect(done).toHaveTextContent('Спасибо! Ваш заказ принят');
    expect(done).toHaveTextContent('Заказ № 41.');
    // the day and hour the shopper chose, not a promise to call about them
    expect(done).toHaveTextContent('Доставка: среда, 25 ноября, 10:00 — в выбранные вами день и час.');
    expect(done).not.toHaveTextContent('позвоним');
    expect(calls).toEqual([VERIFY, START, ON_DELIVERY]);
    expect(opened).toEqual([]);
    expect(view.store.getState().cart.lines).toEqual([]);
  });

  it('an order paid on delivery goes from the code to the success notice, as before', async () => {
    serve(() => ({ status: 200, body: confirmed('accepted') }));
    await confirmCode();
    const done = await screen.findByTestId('checkout-done');
    expect(done).toHaveTextContent('Thank you! Your order is accepted');
    expect(done).toHaveTextContent('Order № 41. Delivery: Wednesday, November 25, 10:00, the day and hour you chose.');
    expect(done).not.toHaveTextContent('call you');
    expect(calls).toEqual([VERIFY]);
    expect(opened).toEqual([]);
  });
});
