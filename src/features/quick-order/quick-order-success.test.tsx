/**
 * The quick order's success: its text keeps a gap from the button below it.
 * jsdom lays nothing out, so the test reads the rule the dialog's style sheet gives the success
 * block (the browser suite measures the gap: tests/e2e/walkthrough-fixes.spec.ts).
 */
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { QuickOrderDialog } from './quick-order-dialog';
import { initialQuickOrder } from './quick-order-slice';

describe('quick order success', () => {
  it('spaces its text from its button', async () => {
    renderWithProviders(<QuickOrderDialog />, {
      preloadedState: {
        quickOrder: {
          ...initialQuickOrder,
          orderProduct: { id: 7, name: 'Galaxy A15', price: 2999 },
          isOpen: true,
          isSuccess: true,
          orderId: 41,
        },
      },
    });
    const done = await screen.findByTestId('quick-order-done');
    const style = window.getComputedStyle(done);
    expect(style.display).toBe('flex');
    expect(style.flexDirection).toBe('column');
    expect(style.gap).toBe('16px');
  });
});
