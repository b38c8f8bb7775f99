/**
 * The sign-in tab's code box names the way the code goes: an SMS to a phone number, an e-mail to an
 * address (the API sends an address's code by e-mail).
 */
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { initialAuthState } from './auth-slice';
import { LoginDialog } from './login-dialog';

const openDialog = (locale: 'en' | 'ru' | 'tm') =>
  renderWithProviders(<LoginDialog />, {
    locale,
    preloadedState: { auth: { ...initialAuthState, checked: true, dialogOpen: true } },
  });

describe('the sign-in code box', () => {
  it('says "SMS" for a phone number and "e-mail" for an address', async () => {
    const { user } = openDialog('en');
    const identifier = screen.getByRole('textbox', { name: 'E-mail or phone number' });
    await user.type(identifier, '+993 65 10 20 31');
    expect(screen.getByRole('checkbox', { name: 'SMS login' })).toBeInTheDocument();
    await user.clear(identifier);
    await user.type(identifier, 'aman@mail.tm');
    expect(screen.getByRole('checkbox', { name: 'Sign in with a code by e-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /SMS/ })).toBeNull();
  });

  it('says so in Turkmen and Russian too', async () => {
    const tm = openDialog('tm');
    await tm.user.type(screen.getByRole('textbox', { name: /E-poçta/ }), 'aman@mail.tm');
    expect(screen.getByRole('checkbox', { name: 'E-poçta kody bilen girmek' })).toBeInTheDocument();
    tm.unmount();
    const ru = openDialog('ru');
    await ru.user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'aman@mail.tm');
    expect(screen.getByRole('checkbox', { name: 'Вход по коду из e-mail' })).toBeInTheDocument();
  });
});
