/**
 * The checkout form's reads through SWR: the choices, the saved addresses and the cart check, the
 * totals they give, and a failed check that the shopper asks again. The API's answers come from a
 * stand-in for fetch shaped by the orders contract; the browser tests place real orders.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { AddressWire, UserWire } from '../../../server/src/contract/auth';
import type { CartCheckWire, OrderExtrasWire } from '../../../server/src/contract/orders';
import { renderWithProviders } from '../../test/render';
import { CheckoutForm } from './checkout-form';
import { saveDraft } from './checkout-draft';
import { EMPTY_CHECKOUT } from './checkout-schema';

const user: UserWire = {
  id: 7,
  name: 'Aman',
  surname: 'Amanow',
  phone: '99361234567',
  email: null,
  photo: null,
  hasPassword: true,
};

const extras: OrderExtrasWire = {
  deliveryMethods: [
    { code: 'courier', name: 'Courier', needsAddress: true },
    { code: 'pickup', name: 'Pick-up', needsAddress: false },
  ],
  deliveryTypes: [{ code: 'standard', name: 'Standard', method: 'courier' }],
  paymentMethods: [{ code: 'cash', name: 'Cash' }],
  paymentTypes: [{ code: 'on_delivery', name: 'On delivery', method: 'cash' }],
  deliveryCosts: [{ welayat: 'ashgabat', name: 'Ashgabat', cost: 30, freeFrom: 1000 }],
  freeDeliveryFrom: 1000,
  dates: [],
  times: [],
  hours: { from: '08:00', to: '22:00' },
  timeZone: 'Asia/Ashgabat',
  today: '2026-11-20',
};

const saved: AddressWire[] = [
  {
    id: 3,
    name: 'Home',
    welayat: 'ashgabat',
    etrap: 'kopetdag',
    city: null,
    street: 'Atatürk',
    building: '21',
    home: null,
  } as AddressWire,
];

const check: CartCheckWire = {
  lines: [
    { id: 5, name: 'Phone X', count: 1, cartPrice: 500, price: 500, stock: 3, giftCertificate: false, problem: null },
  ],
  changed: false,
  pieces: 1,
  subtotal: 500,
};

type Route = (path: string) => { status: number; body: unknown; retryAfter?: number } | 'offline';
let calls: string[] = [];

function serve(route: Route) {
  calls = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://shop.test');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const answer = route(url.pathname);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: {
        'content-type': 'application/json',
        ...(answer.retryAfter ? { 'retry-after': String(answer.retryAfter) } : {}),
      },
    });
  });
}

const answers = (path: string) => {
  if (path === '/client/v4/orders/extras') return { status: 200, body: extras };
  if (path === '/auth/v2/addresses') return { status: 200, body: saved };
  if (path === '/client/v4/orders/check') return { status: 200, body: check };
  return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } };
};

const cart = { cart: { lines: [{ id: 5, count: 1, cartPrice: 500 }], loaded: true } };

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('checkout form', () => {
  it('asks for the choices, the saved addresses and the cart check, and totals them', async () => {
    serve(answers);
    renderWithProviders(<CheckoutForm user={user} onPlaced={() => {}} onSessionEnded={() => {}} />, {
      preloadedState: cart,
    });
    // the saved address is chosen: Ashgabat's courier costs 30 under its free threshold
    expect(await screen.findByTestId('checkout-delivery')).toHaveTextContent('30');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('530');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Address' })).getByRole('radio', { checked: true }),
    ).toHaveAttribute('value', '3');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Aman');
    expect([...calls].sort()).toEqual([
      'GET /auth/v2/addresses',
      'GET /client/v4/orders/extras',
      'POST /client/v4/orders/check',
    ]);
  });

  it('shows a local phone as +993 xx xx xx xx once the field is left, and leaves one the rule refuses as typed', async () => {
    serve(answers);
    const { user: shopper } = renderWithProviders(
      <CheckoutForm user={{ ...user, phone: null }} onPlaced={() => {}} onSessionEnded={() => {}} />,
      { preloadedState: cart },
    );
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    await shopper.type(phone, '65407388');
    await shopper.tab();
    expect(phone).toHaveValue('+993 65 40 73 88');
    await shopper.clear(phone);
    await shopper.type(phone, '+65407388');
    await shopper.tab();
    expect(phone).toHaveValue('+65407388');
  });

  it('offers a failed cart check again, and shows the form once it is answered', async () => {
    let offline = true;
    serve((path) => (path === '/client/v4/orders/check' && offline ? 'offline' : answers(path)));
    const { user: shopper } = renderWithProviders(
      <CheckoutForm user={user} onPlaced={() => {}} onSessionEnded={() => {}} />,
      { preloadedState: cart },
    );
    expect(await screen.findByText('Failed to load data! Try reload page')).toBeVisible();
    offline = false;
    await shopper.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('checkout-total')).toHaveTextContent('530');
  });

  it("keeps the shopper's choices over a reload of the tab, for that account only", async () => {
    serve(answers);
    const form = () => <CheckoutForm user={user} onPlaced={() => {}} onSessionEnded={() => {}} />;
    const first = renderWithProviders(form(), { preloadedState: cart });
    const email = await screen.findByRole('textbox', { name: 'E-mail (optional)' });
    await first.user.type(email, 'aman@mail.tm');
    await first.user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Call first');
    first.unmount();

    const again = renderWithProviders(form(), { preloadedState: cart });
    expect(await screen.findByRole('textbox', { name: 'E-mail (optional)' })).toHaveValue('aman@mail.tm');
    expect(screen.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('Call first');
    again.unmount();

    renderWithProviders(<CheckoutForm user={{ ...user, id: 8 }} onPlaced={() => {}} onSessionEnded={() => {}} />, {
      preloadedState: cart,
    });
    expect(await screen.findByRole('textbox', { name: 'E-mail (optional)' })).toHaveValue('');
  });

  it('tells the screen when the session ended elsewhere (401 on the saved addresses)', async () => {
    serve((path) =>
      path === '/auth/v2/addresses'
        ? { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in' } }
        : answers(path),
    );
    const onSessionEnded = jest.fn();
    renderWithProviders(<CheckoutForm user={user} onPlaced={() => {}} onSessionEnded={onSessionEnded} />, {
      preloadedState: cart,
    });
    await waitFor(() => expect(onSessionEnded).toHaveBeenCalled());
  });

  it('takes a keyboard user to the first wrong field when "Confirm the order" is refused', async () => {
    serve(answers);
    const { user: shopper } = renderWithProviders(
      <CheckoutForm user={user} onPlaced={() => {}} onSessionEnded={() => {}} />,
      { preloadedState: cart },
    );
    const surname = await screen.findByRole('textbox', { name: /Surname/ });
    await shopper.clear(surname);
    const confirm = screen.getByRole('button', { name: 'Confirm the order' });
    confirm.focus();
    await shopper.keyboard('{Enter}');
    await waitFor(() => expect(surname).toHaveFocus());
    expect(surname).toHaveAttribute('aria-invalid', 'true');
  });

  it('says how long to wait when the order is refused for too many codes (429, Retry-After)', async () => {
    // a day and hour the shop allows whenever the test runs: two days on, at noon in Ashgabat
    const day = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Ashgabat' });
    saveDraft(user.id, {
      ...EMPTY_CHECKOUT,
      name: 'Aman',
      surname: 'Amanow',
      phone: '+993 61 23 45 67',
      date: day,
      time: '12:00',
    });
    serve((path) =>
      path === '/client/v4/orders'
        ? {
            status: 429,
            body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests' },
            retryAfter: 1800,
          }
        : answers(path),
    );
    const { user: shopper } = renderWithProviders(
      <CheckoutForm user={user} onPlaced={() => {}} onSessionEnded={() => {}} />,
      { preloadedState: cart },
    );
    await screen.findByTestId('checkout-total');
    await shopper.click(screen.getByRole('button', { name: 'Confirm the order' }));
    expect(await screen.findByTestId('checkout-problem')).toHaveTextContent(
      'Too many requests. Please wait! You can try again in 30 minutes.',
    );
  });
});
