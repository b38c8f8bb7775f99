/** The delivery day picker names its days in the page's language, Turkmen included (src/lib/dates.ts). */
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { OrderExtrasWire } from '../../../server/src/contract/orders';
import { renderWithProviders } from '../../test/render';
import { DeliveryChoices } from './checkout-choices';
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
