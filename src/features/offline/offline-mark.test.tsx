import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { setOffline } from '../../lib/offline-state';
import { renderWithProviders } from '../../test/render';
import { OfflineMark } from './offline-mark';

describe("the lists' offline mark", () => {
  it("says 'prices may have changed' while offline, in the page's language, and goes when back online", () => {
    renderWithProviders(<OfflineMark />, { locale: 'ru' });
    expect(screen.queryByTestId('offline-mark')).toBeNull();
    act(() => setOffline(true));
    expect(screen.getByTestId('offline-mark')).toHaveTextContent('нет сети: цены могли измениться');
    expect(screen.getByRole('status')).toBe(screen.getByTestId('offline-mark'));
    act(() => setOffline(false));
    expect(screen.queryByTestId('offline-mark')).toBeNull();
  });

  it('reads the same in English', () => {
    renderWithProviders(<OfflineMark />, { locale: 'en' });
    act(() => setOffline(true));
    expect(screen.getByTestId('offline-mark')).toHaveTextContent('offline: prices may have changed');
    act(() => setOffline(false));
  });
});
