import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { useAppDispatch, useAppSelector, useAppStore } from './hooks';
import { cartAdded } from '../../features/cart/cart-slice';
import { renderWithProviders } from '../../test/render';

// The selectors below name no state type: the hooks know the whole shop's state, so `state.cart`
// and `state.auth` type-check (typecheck:site) and a slice the store lacks does not.
function CartLines() {
  const lines = useAppSelector((state) => state.cart.lines.length);
  const signedIn = useAppSelector((state) => state.auth.loggedIn);
  // @ts-expect-error the shop's state has no `wishlists` slice
  useAppSelector((state) => state.wishlists);
  const store = useAppStore();
  const dispatch = useAppDispatch();
  return (
    <>
      <p>{`${lines} lines, signed in: ${signedIn}`}</p>
      <button type="button" onClick={() => dispatch(cartAdded({ id: 7, price: 120 }))}>
        add
      </button>
      <output>{store.getState().favourites.ids.join(',')}</output>
    </>
  );
}

describe('the typed store hooks', () => {
  it('read and change the whole shop state with no state type at the call', async () => {
    const { user, store } = renderWithProviders(<CartLines />, {
      preloadedState: { favourites: { ids: [3, 4], loaded: true } },
    });
    expect(screen.getByText('0 lines, signed in: false')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3,4');
    await act(() => user.click(screen.getByRole('button', { name: 'add' })));
    expect(screen.getByText('1 lines, signed in: false')).toBeTruthy();
    expect(store.getState().cart.lines.map((line) => line.id)).toEqual([7]);
  });
});
