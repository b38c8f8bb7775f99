/**
 * The search's failure speaks of the search: "your list is saved on this device"
 * belongs to the cart, favourites and comparison, not to results the API could not give.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { SearchScreen } from './search-screen';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('search screen', () => {
  it('fails without claiming a list was kept', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<SearchScreen search="?q=phone" />);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Failed to load data');
    expect(alert).not.toHaveTextContent('Your list is saved on this device');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
