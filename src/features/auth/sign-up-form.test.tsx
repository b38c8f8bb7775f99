/** The sign-up code step names where the code went: a phone as the spec writes it, in words that fit a phone. */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { renderWithProviders } from '../../test/render';
import { initialAuthState, type Verification } from './auth-slice';
import { SignUpForm } from './sign-up-form';

const codeStep = (verification: Verification, locale: 'tm' | 'ru' | 'en') =>
  renderWithProviders(<SignUpForm identifierRef={createRef()} />, {
    locale,
    preloadedState: { auth: { ...initialAuthState, checked: true, dialogOpen: true, verification } },
  });

describe('the sign-up code step', () => {
  it('shows a phone as +993 xx xx xx xx, "belgisine" in Turkmen', () => {
    codeStep({ token: 't', phone: '+99361112233', purpose: 'register' }, 'tm');
    expect(screen.getByText('+993 61 11 22 33 belgisine kod iberdik. Ony aşakda ýazyň.')).toBeInTheDocument();
  });

  it('keeps "salgysyna" for an e-mail address', () => {
    codeStep({ token: 't', email: 'aman@mail.tm', purpose: 'register' }, 'tm');
    expect(screen.getByText('aman@mail.tm salgysyna kod iberdik. Ony aşakda ýazyň.')).toBeInTheDocument();
  });

  it('formats the phone in the other languages too', () => {
    codeStep({ token: 't', phone: '99361112233', purpose: 'register' }, 'ru');
    expect(screen.getByText('Мы отправили код на номер +993 61 11 22 33. Введите его ниже.')).toBeInTheDocument();
  });
});

describe('the sign-up identifier', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends a local number as +993 and names it so in the code step', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ status: 200, verification: 'v', message: 'sent' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { user } = renderWithProviders(<SignUpForm identifierRef={createRef()} />, {
      preloadedState: { auth: { ...initialAuthState, checked: true, dialogOpen: true } },
    });
    await user.type(screen.getByRole('textbox', { name: 'E-mail or phone number' }), '64579281');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('We have sent a code to the number +993 64 57 92 81. Enter it below.'),
    ).toBeVisible();
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ phone: '+99364579281' });
  });

  it('refuses a local number written with a plus, which would go abroad, and sends nothing', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    const { user } = renderWithProviders(<SignUpForm identifierRef={createRef()} />, {
      preloadedState: { auth: { ...initialAuthState, checked: true, dialogOpen: true } },
    });
    const identifier = screen.getByRole('textbox', { name: 'E-mail or phone number' });
    await user.type(identifier, '+64579281');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid email/phone number')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
