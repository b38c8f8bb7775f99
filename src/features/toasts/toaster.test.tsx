import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { Toaster } from './toaster';
import { TOAST_MS, toastShown } from './toasts-slice';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const cleared = { variant: 'info', messageId: 'toast.cart.cleared' } as const;

describe('toaster', () => {
  it(`shows a toast for ${TOAST_MS} ms, politely`, async () => {
    const { store } = renderWithProviders(<Toaster />);
    await act(async () => {
      store.dispatch(toastShown(cleared));
    });
    expect(screen.getByRole('status')).toHaveTextContent('The cart is empty now');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(TOAST_MS - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('The cart is empty now');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('The cart is empty now')).toBeNull();
    expect(store.getState().toasts.current).toBeNull();
  });

  it(`starts the ${TOAST_MS} ms again when the same message comes again`, async () => {
    const { store } = renderWithProviders(<Toaster />);
    await act(async () => {
      store.dispatch(toastShown(cleared));
    });
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    await act(async () => {
      store.dispatch(toastShown(cleared));
    });
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('The cart is empty now');
    act(() => {
      jest.advanceTimersByTime(TOAST_MS - 2000);
    });
    expect(screen.queryByText('The cart is empty now')).toBeNull();
  });

  it('announces warnings at once, in the language of the page', async () => {
    const { store } = renderWithProviders(<Toaster />, { locale: 'ru' });
    await act(async () => {
      store.dispatch(toastShown({ variant: 'warn', messageId: 'toast.favourites.full', values: { max: 100 } }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'В избранном может быть не больше 100 товаров. Удалите один, чтобы добавить другой.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes with its close button', async () => {
    const { store } = renderWithProviders(<Toaster />);
    await act(async () => {
      store.dispatch(toastShown(cleared));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close the message' }));
    expect(screen.queryByText('The cart is empty now')).toBeNull();
    expect(store.getState().toasts.current).toBeNull();
  });
});
