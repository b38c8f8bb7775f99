/**
 * The delivery day picker names its days in the page's language, Turkmen included
 * (src/lib/dates.ts); a method paid online offers its banks, each with its logo from the API.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { API_URL } from '../../lib/api/api-url';
import { renderWithProviders } from '../../test/render';
import type { OrderExtrasWire } from './checkout-api';
import { DeliveryChoices, PaymentChoices } from './checkout-choices';
import { EMPTY_CHECKOUT } from './checkout-schema';

const extras: OrderExtrasWire = {
  deliveryMethods: [{ code: 'courier', name: 'Kurýer', needsAddress: true }],
  deliveryTypes: [{ code: 'standard', name: 'Adaty', method: 'courier' }],
  paymentMethods: [{ code: 'cash', name: 'Nagt' }],
  paymentTypes: [{ code: 'on_delivery', name: 'Gowşurylanda', method: 'cash' }],
  deliveryCosts: [],
  freeDeliveryFrom: 1000,
  dates: ['2026-12-02', '2026-12-04'],
  times: ['10:00', '18:00'],
  hours: { from: '08:00', to: '22:00' },
  timeZone: 'Asia/Ashgabat',
  today: '2026-12-01',
};

const values = { ...EMPTY_CHECKOUT, deliveryMethod: 'courier', deliveryType: 'standard' };

function days(locale: 'tm' | 'ru' | 'en') {
  const view = renderWithProviders(
    <DeliveryChoices
      values={values}
      errors={{}}
      change={() => {}}
      extras={extras}
      now={{ date: '2026-12-01', time: '20:40' }}
    />,
    { locale },
  );
  const select = screen.getAllByRole('combobox')[2] as HTMLSelectElement;
  const names = within(select)
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.textContent);
  view.unmount();
  return names;
}

describe('delivery days', () => {
  it('are named in the page language', () => {
    expect(days('tm')).toEqual(['çarşenbe, 2 dekabr', 'anna, 4 dekabr']);
    expect(days('ru')).toEqual(['среда, 2 декабря', 'пятница, 4 декабря']);
    expect(days('en')).toEqual(['Wednesday, December 2', 'Friday, December 4']);
  });
});

const withCard: OrderExtrasWire = {
  ...extras,
  paymentMethods: [
    { code: 'cash', name: 'Nagt' },
    { code: 'card', name: 'Onlaýn kart bilen', online: true },
  ],
  paymentTypes: [
    ...extras.paymentTypes,
    { code: 'halkbank', method: 'card', name: 'Halkbank', logo: '/payments/halkbank.svg' },
    { code: 'senagat', method: 'card', name: 'Senagat', logo: '/payments/senagat.svg' },
  ],
};

describe('payment by card', () => {
  it('offers one option per bank with its name and its logo from the API, and picks one', async () => {
    const change = jest.fn();
    const { user } = renderWithProviders(
      <PaymentChoices
        values={{ ...EMPTY_CHECKOUT, paymentMethod: 'card', paymentType: 'halkbank' }}
        errors={{}}
        change={change}
        extras={withCard}
      />,
      { locale: 'tm' },
    );
    const banks = screen.getByRole('group', { name: 'Bank' });
    const options = within(banks).getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['halkbank', 'senagat']);
    expect(within(banks).getByRole('radio', { name: 'Halkbank' })).toBeChecked();
    const logos = within(banks).getAllByRole('presentation');
    expect(logos.map((logo) => logo.getAttribute('src'))).toEqual([
      `${API_URL}/payments/halkbank.svg`,
      `${API_URL}/payments/senagat.svg`,
    ]);
    expect(logos[0]).toHaveAttribute('alt', '');
    expect(logos[0]).toHaveAttribute('width', '90');
    expect(logos[0]).toHaveAttribute('height', '30');
    // the payment type's list gives way to the banks
    expect(screen.queryByRole('combobox', { name: 'Töleg görnüşi' })).toBeNull();
    await user.click(within(banks).getByRole('radio', { name: 'Senagat' }));
    expect(change).toHaveBeenCalledWith({ paymentType: 'senagat' });
  });

  it.each([
    ['tm', 'Demo: diňe synag kartlary, hakyky pul geçirilmeýär.'],
    ['ru', 'Демо: только тестовые карты, деньги не списываются.'],
    ['en', 'Demo: test cards only, no money moves.'],
  ] as const)('marks the demo simulator’s banks in %s, and a real gateway’s not at all', (locale, mark) => {
    const demo: OrderExtrasWire = {
      ...withCard,
      paymentMethods: [withCard.paymentMethods[0], { ...withCard.paymentMethods[1], demo: true }],
    };
    const props = { values: { ...EMPTY_CHECKOUT, paymentMethod: 'card', paymentType: 'halkbank' }, errors: {} };
    const view = renderWithProviders(<PaymentChoices {...props} change={() => {}} extras={demo} />, { locale });
    const banks = screen.getByTestId('bank-choice');
    expect(banks).toHaveAccessibleDescription(expect.stringContaining(mark));
    expect(within(banks).getByText(new RegExp(`^${mark}`))).toBeVisible();
    view.unmount();
    renderWithProviders(<PaymentChoices {...props} change={() => {}} extras={withCard} />, { locale });
    expect(screen.queryByText(new RegExp(`^${mark}`))).toBeNull();
  });

  it('keeps the list of types for a method paid on delivery', () => {
    renderWithProviders(
      <PaymentChoices
        values={{ ...EMPTY_CHECKOUT, paymentMethod: 'cash', paymentType: 'on_delivery' }}
        errors={{}}
        change={() => {}}
        extras={withCard}
      />,
      { locale: 'tm' },
    );
    expect(screen.getByRole('combobox', { name: 'Töleg görnüşi' })).toHaveValue('on_delivery');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
