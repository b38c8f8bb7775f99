/**
 * The order's code step as a keyboard user meets it: the focus is on the first code cell as soon as
 * the step is shown (typing the code works at once), and the Turkmen text names the phone number as
 * sign-up does.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { renderWithProviders } from '../../test/render';
import { CodeStep } from './code-step';

function Step() {
  return (
    <CodeStep
      id={42}
      phone="99361234567"
      pageIntl={useIntl()}
      onAccepted={() => {}}
      onSessionEnded={() => {}}
      onPromoRefused={() => {}}
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
});
