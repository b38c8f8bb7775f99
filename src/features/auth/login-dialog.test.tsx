/** @jest-environment-options {"liveApi": true} */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { renderWithProviders } from '../../test/render';
import { initialAuthState } from './auth-slice';
import { LoginDialog } from './login-dialog';

const API = process.env.GATSBY_API_URL as string;

/** The newest code the API's development outbox holds for `to`, as the shopper reads it in the SMS. */
async function codeSentTo(to: string): Promise<string> {
  const messages = (await (await fetch(`${API}/dev/outbox.json`)).json()) as { to: string; text: string }[];
  const code = /\b(\d{4})\b/.exec(messages.find((message) => message.to === to)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

const openDialog = () =>
  renderWithProviders(<LoginDialog />, {
    preloadedState: { auth: { ...initialAuthState, checked: true, dialogOpen: true } },
  });

const identifierField = () => screen.getByRole('textbox', { name: 'E-mail or phone number' });
const cell = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 4` });

describe('login dialog against the live API', () => {
  it('signs a new shopper up by phone: identifier, code from the SMS, signed in, off to /profile', async () => {
    const { user, store } = openDialog();
    expect(screen.getByRole('dialog', { name: 'Sign in or sign up' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    await user.type(identifierField(), '+993 65 10 20 31');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('We have sent a code to the number +993 65 10 20 31. Enter it below.');
    expect(cell(1)).toHaveFocus();

    // the fourth digit sends the code: no button to press
    await user.keyboard(await codeSentTo('+99365102031'));
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(true));
    expect(store.getState().auth.currentUser).toMatchObject({ phone: '99365102031', hasPassword: false });
    expect(store.getState().auth.dialogOpen).toBe(false);
    // desktop (spec §4): a client navigation to /profile and the success toast
    expect(navigate).toHaveBeenCalledWith('/en/profile');
    expect(store.getState().toasts.current).toMatchObject({ variant: 'success', messageId: 'auth.toast.signedIn' });
  });

  it('warns "With such data the user exists" when the phone has an account, and goes back from the code step', async () => {
    const { user } = openDialog();
    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    await user.type(identifierField(), '99365102031');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('With such data the user exists')).toBeInTheDocument();
    expect(identifierField()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(identifierField());
    await user.type(identifierField(), 'new.shopper@mail.tm');
    expect(screen.queryByText('With such data the user exists')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('We have sent a code to new.shopper@mail.tm. Enter it below.');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(identifierField()).toHaveValue('new.shopper@mail.tm');
  });

  it('SMS login: the send button, its check, "Please enter a valid verification code" for a wrong code', async () => {
    const { user, store } = openDialog();
    await user.click(screen.getByRole('checkbox', { name: 'SMS login' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(cell(1)).toBeDisabled();
    await user.type(identifierField(), '+99365102032');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('code-sent')).toHaveTextContent('The code has been sent');
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();

    const code = await codeSentTo('+99365102032');
    const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
    await user.keyboard(wrong);
    expect(await screen.findByText('Please enter a valid verification code')).toBeInTheDocument();
    expect(store.getState().auth.loggedIn).toBe(false);
    await waitFor(() => expect(cell(1)).toHaveFocus());
    expect(cell(1)).toHaveValue('');

    // editing the phone resets the sent state: the send button is back
    await user.type(identifierField(), '0');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(store.getState().auth.verification).toBeNull();
  });

  it('SMS login: a code pasted into the cells signs in at once', async () => {
    const { user, store } = openDialog();
    await user.click(screen.getByRole('checkbox', { name: 'SMS login' }));
    await user.type(identifierField(), '+99365102033');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByTestId('code-sent');
    await waitFor(() => expect(cell(1)).toHaveFocus());
    await user.paste(await codeSentTo('+99365102033'));
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(true));
  });

  it('password login: the rules first, then "Please enter a valid email/phone number and password"', async () => {
    const { user, store } = openDialog();
    await user.type(identifierField(), '12');
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter a valid email/phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email/phone number and password')).toBeInTheDocument();

    await user.clear(identifierField());
    await user.type(identifierField(), '+99365102031');
    await user.type(screen.getByLabelText('Password'), 'wrong!1a');
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('auth-notice')).toHaveTextContent(
      'Please enter a valid email/phone number and password',
    );
    expect(store.getState().auth).toMatchObject({ loggedIn: false, submitting: false });
  });
});
