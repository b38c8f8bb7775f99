/**
 * Steps the checkout's component tests against the live API share: the checkout rendered for a
 * signed-in shopper with a cart, its order summary, and a draft the shop would deliver.
 */
import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { UserWire } from '../../server/src/contract/auth';
import type { CartLine } from '../features/cart';
import { CheckoutForm, type Placed } from '../features/checkout/checkout-form';
import { EMPTY_CHECKOUT, NEW_ADDRESS, type CheckoutValues } from '../features/checkout/checkout-schema';
import { browseAs, liveUser, type LiveSession } from './live-session';
import { renderWithProviders } from './render';

/** The checkout for `session` with `lines` in the cart, once it shows its total. */
export async function renderCheckout(
  session: LiveSession,
  lines: CartLine[],
  onPlaced: (placed: Placed) => void = jest.fn(),
) {
  browseAs(session);
  const user = (await liveUser(session)) as unknown as UserWire;
  const view = renderWithProviders(<CheckoutForm user={user} onPlaced={onPlaced} onSessionEnded={() => {}} />, {
    preloadedState: { cart: { lines, loaded: true } },
  });
  await screen.findByTestId('checkout-total');
  return { ...view, me: user, onPlaced };
}

/** The checkout's order summary, where the code fields and the totals are. */
export const orderTotals = () => screen.getByRole('region', { name: 'Your order' });

/** A draft with a recipient, a new address in Ashgabat, and a delivery day and hour the shop allows. */
export function deliverableDraft(): CheckoutValues {
  // a day and hour the shop allows whenever the test runs: two days on, at noon in Ashgabat
  const day = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Ashgabat' });
  return {
    ...EMPTY_CHECKOUT,
    name: 'Aman',
    surname: 'Amanow',
    phone: '+993 65 11 22 33',
    addressId: NEW_ADDRESS,
    welayat: 'ashgabat',
    etrap: 'kopetdag',
    city: 'parahat-7',
    street: 'Atatürk köçesi',
    building: '21',
    date: day,
    time: '12:00',
  };
}
