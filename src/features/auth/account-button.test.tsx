import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { UserWire } from '../../../server/src/contract/auth';
import type { Lng } from '../../lib/catalog-types';
import { renderWithProviders } from '../../test/render';
import { AccountButton } from './account-button';
import { loginDialogClosed, signedOut } from './auth-actions';
import { initialAuthState } from './auth-slice';
import { RequireLogin } from './require-login';

const user: UserWire = {
  id: 3,
  name: 'Maral',
  surname: 'Öwezowa',
  phone: '99361234567',
  email: null,
  photo: null,
  hasPassword: true,
};
const signedIn = (who: UserWire) => ({
  auth: { ...initialAuthState, checked: true, loggedIn: true, currentUser: who },
});
const anonymous = { auth: { ...initialAuthState, checked: true } };

describe('header account button', () => {
  it.each<[Lng, string]>([
    ['tm', 'Meniň profilim'],
    ['ru', 'Мой профиль'],
    ['en', 'My profile'],
  ])('anonymous in %s: "%s" opens the login dialog', async (locale, name) => {
    const { user: shopper, store } = renderWithProviders(<AccountButton />, { locale, preloadedState: anonymous });
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await shopper.click(button);
    expect(store.getState().auth.dialogOpen).toBe(true);
  });

  it('looks the same while the session check runs (as the static HTML has it)', () => {
    renderWithProviders(<AccountButton />);
    expect(screen.getByRole('button', { name: 'My profile' })).toBeInTheDocument();
  });

  it('signed in: the name and the initial of the surname, opening the profile dropdown', async () => {
    const { user: shopper } = renderWithProviders(<AccountButton />, { preloadedState: signedIn(user) });
    const button = await screen.findByRole('button', { name: 'Maral Ö.' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await shopper.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Orders', 'Go out']);
    expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('href', '/en/order');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await shopper.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveFocus();
    await shopper.keyboard('{Escape}');
    expect(menu).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('says "profile" when the surname is missing', async () => {
    renderWithProviders(<AccountButton />, { locale: 'ru', preloadedState: signedIn({ ...user, surname: '' }) });
    expect(await screen.findByRole('button', { name: 'Профиль' })).toBeInTheDocument();
  });

  it.each<[Lng, string, string]>([
    ['tm', 'Meniň profilim', 'Profil'],
    ['ru', 'Мой профиль', 'Профиль'],
    ['en', 'My profile', 'Profile'],
  ])(
    'nameless in %s, before the accounts\' texts are in: "%s", then "%s" (never a button without a name)',
    async (locale, before, after) => {
      renderWithProviders(<AccountButton />, {
        locale,
        withoutTexts: ['auth'],
        preloadedState: signedIn({ ...user, name: '', surname: '' }),
      });
      const button = await screen.findByRole('button', { name: before });
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(await screen.findByRole('button', { name: after })).toBe(button);
    },
  );
});

describe('RequireLogin', () => {
  it('shows the page to a signed-in shopper', () => {
    renderWithProviders(<RequireLogin>secret orders</RequireLogin>, { preloadedState: signedIn(user) });
    expect(screen.getByText('secret orders')).toBeInTheDocument();
  });

  it('is quiet while the session check runs', () => {
    const { store } = renderWithProviders(<RequireLogin>secret orders</RequireLogin>);
    expect(screen.queryByText('secret orders')).toBeNull();
    expect(screen.getByTestId('login-checking')).toHaveAttribute('aria-busy', 'true');
    expect(store.getState().auth.dialogOpen).toBe(false);
  });

  it('anonymous: opens the dialog, says why, and its button opens the dialog again', async () => {
    const { user: shopper, store } = renderWithProviders(<RequireLogin>secret orders</RequireLogin>, {
      locale: 'tm',
      preloadedState: anonymous,
    });
    expect(screen.queryByText('secret orders')).toBeNull();
    expect(store.getState().auth).toMatchObject({ dialogOpen: true, onProtectedPage: true });
    expect(screen.getByRole('heading', { name: 'Bu sahypany görmek üçin ulgama giriň' })).toBeInTheDocument();
    act(() => {
      store.dispatch(loginDialogClosed());
    });
    await shopper.click(screen.getByRole('button', { name: 'Girmek' }));
    expect(store.getState().auth.dialogOpen).toBe(true);
  });

  it('at the checkout says why the checkout needs an account, not that profile and orders are private', () => {
    renderWithProviders(<RequireLogin reason="checkout">the checkout</RequireLogin>, { preloadedState: anonymous });
    expect(screen.getByRole('heading', { name: 'Sign in to place your order' })).toBeInTheDocument();
    expect(screen.queryByText(/profile and orders/)).toBeNull();
  });

  it('does not open the dialog after a sign-out on the page (the shopper is on the way home)', () => {
    const { store } = renderWithProviders(<RequireLogin>secret orders</RequireLogin>, {
      preloadedState: signedIn(user),
    });
    act(() => {
      store.dispatch(signedOut());
    });
    expect(screen.queryByText('secret orders')).toBeNull();
    expect(store.getState().auth.dialogOpen).toBe(false);
  });
});
