/**
 * The order's code step as a keyboard user meets it: the focus is on the first code cell as soon as
 * the step is shown (typing the code works at once), and the Turkmen text names the phone number as
 * sign-up does; a confirmation refused for the order's promo code drops the code and says why, and
 * one refused for its gift certificate hands back the certificate's code and the API's words.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { renderWithProviders } from '../../test/render';
import { CodeStep } from './code-step';

function Step({
  onPromoRefused = () => {},
  onGiftRefused = () => {},
  giftCertificate,
}: {
  onPromoRefused?: (code: string, message: string) => void;
  onGiftRefused?: (code: string, message: string) => void;
  giftCertificate?: string;
}) {
  return (
    <CodeStep
      id={42}
      phone="99361234567"
      giftCertificate={giftCertificate}
      pageIntl={useIntl()}
      onAccepted={() => {}}
      onSessionEnded={() => {}}
      onPromoRefused={onPromoRefused}
      onGiftRefused={onGiftRefused}
    />
  );
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the order code step', () => {
  it('puts the focus on the first code cell, so the code typed goes in', async () => {
    const { user } = renderWithProviders(<Step />);
    const first = await screen.findByRole('textbox', { name: 'Digit 1 of 4' });
    expect(first).toHaveFocus();
    jest.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>(() => undefined), // the confirmation is not this test's concern
    );
    await user.keyboard('12');
    expect(first).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Digit 2 of 4' })).toHaveValue('2');
  });

  it('says in Turkmen that the code went to the number ("belgisine"), as sign-up does', async () => {
    renderWithProviders(<Step />, { locale: 'tm' });
    expect(await screen.findByText(/Tassyklama kody \+993 61 23 45 67 belgisine SMS bilen iberildi/)).toBeVisible();
  });

  it("drops the cart's promo code and hands on the API's words when the confirmation refuses it (409)", async () => {
    const onPromoRefused = jest.fn<(code: string, message: string) => void>();
    jest.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            statusCode: 409,
            code: 'promoExpired',
            error: 'Conflict',
            message: 'This promo code has expired',
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    );
    const { user, store } = renderWithProviders(<Step onPromoRefused={onPromoRefused} />, {
      preloadedState: { cart: { lines: [{ id: 5, count: 1, cartPrice: 500 }], loaded: true, promoCode: 'Sale10' } },
    });
    await screen.findByRole('textbox', { name: 'Digit 1 of 4' });
    await user.keyboard('1234');
    await waitFor(() => expect(onPromoRefused).toHaveBeenCalledWith('Sale10', 'This promo code has expired'));
    expect(store.getState().cart.promoCode).toBeNull();
    expect(store.getState().cart.lines).toHaveLength(1);
  });

  it("hands back the order's gift certificate with the API's words when the confirmation refuses it (409)", async () => {
    const onGiftRefused = jest.fn<(code: string, message: string) => void>();
    const onPromoRefused = jest.fn<(code: string, message: string) => void>();
    jest.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            statusCode: 409,
            code: 'giftEmpty',
            error: 'Conflict',
            message: 'Nothing is left on this gift certificate',
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    );
    const { user, store } = renderWithProviders(
      <Step giftCertificate="abcd-efgh" onGiftRefused={onGiftRefused} onPromoRefused={onPromoRefused} />,
      { preloadedState: { cart: { lines: [{ id: 5, count: 1, cartPrice: 500 }], loaded: true, promoCode: 'Sale10' } } },
    );
    await screen.findByRole('textbox', { name: 'Digit 1 of 4' });
    await user.keyboard('1234');
    await waitFor(() =>
      expect(onGiftRefused).toHaveBeenCalledWith('abcd-efgh', 'Nothing is left on this gift certificate'),
    );
    expect(onPromoRefused).not.toHaveBeenCalled();
    // the promo code is not the refused one: it stays
    expect(store.getState().cart.promoCode).toBe('Sale10');
  });
});
