/** The quick-order dialog fills in a signed-in shopper's name and phone, and sends what it shows. */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { UserWire } from '../../../server/src/contract/auth';
import { initialAuthState } from '../auth/auth-slice';
import { renderWithProviders } from '../../test/render';
import { QuickOrderDialog } from './quick-order-dialog';
import { initialQuickOrder } from './quick-order-slice';

const product = { id: 12, name: 'Phone X', price: 4999 };
const open = { quickOrder: { ...initialQuickOrder, orderProduct: product, isOpen: true } };
const user: UserWire = {
  id: 7,
  name: 'Aman',
  surname: 'Amanow',
  phone: '99361234567',
  email: null,
  photo: null,
  hasPassword: true,
};

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the quick-order dialog', () => {
  it("fills in the signed-in shopper's name and phone and sends them", async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ id: 41, status: 'accepted', pieces: 1, total: 4999, message: 'Thanks' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { user: shopper } = renderWithProviders(<QuickOrderDialog />, {
      preloadedState: { ...open, auth: { ...initialAuthState, currentUser: user, loggedIn: true, checked: true } },
    });
    expect(await screen.findByRole('textbox', { name: 'Your name' })).toHaveValue('Aman Amanow');
    expect(screen.getByRole('textbox', { name: 'Your phone' })).toHaveValue('61 23 45 67');
    await shopper.click(screen.getByTestId('quick-order-submit'));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      productId: 12,
      count: 1,
      name: 'Aman Amanow',
      phone: '+99361234567',
    });
    expect(await screen.findByTestId('quick-order-done')).toBeVisible();
  });

  it('starts empty for a guest', async () => {
    renderWithProviders(<QuickOrderDialog />, { preloadedState: open });
    expect(await screen.findByRole('textbox', { name: 'Your name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Your phone' })).toHaveValue('');
  });

  it('sends a local number as +993 and refuses one the phone rule does not read, sending nothing', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ id: 42, status: 'accepted', pieces: 1, total: 4999, message: 'Thanks' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { user: shopper } = renderWithProviders(<QuickOrderDialog />, { preloadedState: open });
    await shopper.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Jeren 2 😀');
    const phone = screen.getByRole('textbox', { name: 'Your phone' });
    await shopper.type(phone, '+65407388');
    await shopper.click(screen.getByTestId('quick-order-submit'));
    expect(phone).toHaveAccessibleDescription('Please enter a valid phone number: +993 xx xx xx xx');
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription(
      'Only letters, spaces, hyphens, dots and apostrophes: remove 2 😀',
    );
    expect(fetch).not.toHaveBeenCalled();

    await shopper.clear(screen.getByRole('textbox', { name: 'Your name' }));
    await shopper.type(screen.getByRole('textbox', { name: 'Your name' }), 'Jeren');
    await shopper.clear(phone);
    await shopper.type(phone, '65407388');
    expect(phone).toHaveValue('65 40 73 88');
    await shopper.click(screen.getByTestId('quick-order-submit'));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toMatchObject({ name: 'Jeren', phone: '+99365407388' });
  });
});
