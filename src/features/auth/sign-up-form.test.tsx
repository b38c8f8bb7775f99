/** The sign-up code step names where the code went: a phone as the spec writes it, in words that fit a phone. */
import { describe, expect, it } from '@jest/globals';
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
