/** The phone menu's account items: who is signed in, then profile, orders and go out, each once. */
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { UserWire } from '../../../server/src/contract/auth';
import { renderWithProviders } from '../../test/render';
import { AccountMenuItems } from './account-menu-items';
import { initialAuthState } from './auth-slice';

const nameless: UserWire = {
  id: 4,
  name: '',
  surname: '',
  phone: '99361234567',
  email: null,
  photo: null,
  hasPassword: false,
};
const signedIn = (who: UserWire) => ({
  auth: { ...initialAuthState, checked: true, loggedIn: true, currentUser: who },
});

describe('the phone menu for a signed-in shopper', () => {
  it('says "Профиль" once when the shopper has no name, and shows the phone instead', async () => {
    renderWithProviders(<AccountMenuItems onDone={() => {}} />, { locale: 'ru', preloadedState: signedIn(nameless) });
    expect(await screen.findByTestId('account-name')).toHaveTextContent('+993 61 23 45 67');
    expect(screen.getAllByText('Профиль')).toHaveLength(1);
  });

  it('shows the e-mail of a shopper signed up by e-mail', async () => {
    const byEmail = { ...nameless, phone: null, email: 'maral@mail.tm' };
    renderWithProviders(<AccountMenuItems onDone={() => {}} />, { preloadedState: signedIn(byEmail) });
    expect(await screen.findByTestId('account-name')).toHaveTextContent('maral@mail.tm');
  });

  it('shows the name and the initial when both are there', async () => {
    const named = { ...nameless, name: 'Maral', surname: 'Öwezowa' };
    renderWithProviders(<AccountMenuItems onDone={() => {}} />, { preloadedState: signedIn(named) });
    expect(await screen.findByTestId('account-name')).toHaveTextContent('Maral Ö.');
  });
});
