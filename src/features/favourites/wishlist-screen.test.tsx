/** @jest-environment-options {"liveApi": true} */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { liveProducts, type LiveRow } from '../../test/live-catalogue';
import { renderWithProviders } from '../../test/render';
import { selectFavouriteIds } from './favourites-slice';
import { WishlistScreen } from './wishlist-screen';

let phone: LiveRow;
let kettle: LiveRow;

beforeAll(async () => {
  [phone, kettle] = (await liveProducts()).filter((row) => row.inStock);
});

const renderWishlist = (ids: number[]) =>
  renderWithProviders(<WishlistScreen />, { preloadedState: { favourites: { ids, loaded: true } } });

describe('wishlist screen', () => {
  it('shows the favourites as cards with their live products', async () => {
    renderWishlist([phone.id, kettle.id]);
    const items = await screen.findAllByTestId('wishlist-item');
    expect(items.map((item) => item.dataset.productId)).toEqual([String(phone.id), String(kettle.id)]);
    expect(within(items[0]).getByRole('link', { name: new RegExp(phone.name) })).toBeVisible();
  });

  it('takes out an id the API refuses (past 2^31 - 1), says so, and shows the rest', async () => {
    const { store } = renderWishlist([phone.id, 2147483648, kettle.id]);
    const items = await screen.findAllByTestId('wishlist-item');
    expect(items.map((item) => item.dataset.productId)).toEqual([String(phone.id), String(kettle.id)]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Failed to load data! Try reload page')).toBeNull();
    await waitFor(() => expect(selectFavouriteIds(store.getState())).toEqual([phone.id, kettle.id]));
    expect(screen.getByText('2 products')).toBeVisible();
    expect(store.getState().toasts.current).toMatchObject({ variant: 'warn', messageId: 'toast.lists.repaired' });
  });
});
