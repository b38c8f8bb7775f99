/**
 * The checkout's address choice by keyboard: one tab stop, and the arrow keys move one address at
 * a time through the saved ones, then "a new address" (native radio-group semantics).
 */
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import type { AddressWire } from './checkout-api';
import { CheckoutAddress } from './checkout-address';
import { EMPTY_CHECKOUT, NEW_ADDRESS, type CheckoutValues } from './checkout-schema';

const place = { welayat: 'ashgabat', etrap: 'kopetdag', city: 'parahat-7', building: '3', home: null };
const saved: AddressWire[] = [
  { id: 11, name: 'Öý', street: 'Atatürk köçesi', ...place },
  { id: 12, name: 'Iş', street: 'Magtymguly şaýoly', ...place },
  { id: 13, name: 'Ejem', street: 'Bitarap Türkmenistan şaýoly', ...place },
];

function Checkout() {
  const [values, setValues] = useState<CheckoutValues>({ ...EMPTY_CHECKOUT, addressId: '11' });
  return (
    <CheckoutAddress
      values={values}
      errors={{}}
      change={(changes) => setValues((previous) => ({ ...previous, ...changes }))}
      saved={saved}
    />
  );
}

describe('the checkout address choice', () => {
  it('moves one saved address per arrow key, then to a new address, with one tab stop (TM)', async () => {
    const { user } = renderWithProviders(<Checkout />, { locale: 'tm' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['11', '12', '13', NEW_ADDRESS]);
    await user.tab();
    expect(radios[0]).toHaveFocus();
    expect(radios[0]).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(radios[1]).toHaveFocus();
    expect(radios[1]).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(radios[2]).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Welaýat' })).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(radios[3]).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Welaýat' })).toBeVisible();
    await user.keyboard('{ArrowUp}');
    expect(radios[2]).toHaveFocus();
    expect(radios[2]).toBeChecked();
    // one tab stop: Tab leaves the group
    await user.tab();
    expect(radios.some((radio) => radio === document.activeElement)).toBe(false);
  });
});
