import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { NotifyMeDialog } from './notify-me-dialog';

// jsdom has neither Notification nor PushManager: a browser without desktop notifications.
describe('notify-me dialog', () => {
  it('tells a browser without desktop notifications so, and offers e-mail instead (EN)', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<NotifyMeDialog product={{ id: 7, name: 'Galaxy A15' }} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Notify me when it is back' });
    expect(within(dialog).getByText('This browser does not support desktop notification')).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: 'In this browser (desktop notification)' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'By e-mail' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('E-mail'), 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a valid email');
    await user.click(within(dialog).getByRole('checkbox', { name: 'By e-mail' }));
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose how to be notified: in this browser or by e-mail',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('speaks Russian and Turkmen', async () => {
    renderWithProviders(<NotifyMeDialog product={{ id: 7, name: 'Galaxy A15' }} onClose={() => undefined} />, {
      locale: 'ru',
    });
    expect(await screen.findByText('Этот браузер не поддерживает уведомления на рабочем столе')).toBeVisible();
  });
});
