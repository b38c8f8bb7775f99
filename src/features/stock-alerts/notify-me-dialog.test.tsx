import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { sessionChecked } from '../auth/auth-actions';
import { renderWithProviders } from '../../test/render';
import { NotifyMeDialog } from './notify-me-dialog';

const SHOPPER = {
  id: 12,
  name: 'Merdan',
  surname: 'Atayev',
  phone: '99365123456',
  email: 'merdan@example.tm',
  photo: null,
  hasPassword: false,
};

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

  it("fills the shopper's name and e-mail when the session check answers after the dialog opened, and keeps what was typed", async () => {
    const { store, user } = renderWithProviders(
      <NotifyMeDialog product={{ id: 7, name: 'Galaxy A15' }} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notify me when it is back' });
    const fio = within(dialog).getByLabelText('Full name');
    expect(fio).toHaveValue('');
    await user.type(within(dialog).getByLabelText('E-mail'), 'typed@example.tm');
    act(() => {
      store.dispatch(sessionChecked(SHOPPER));
    });
    expect(fio).toHaveValue('Merdan Atayev');
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('typed@example.tm');
  });

  it('speaks Russian and Turkmen', async () => {
    renderWithProviders(<NotifyMeDialog product={{ id: 7, name: 'Galaxy A15' }} onClose={() => undefined} />, {
      locale: 'ru',
    });
    expect(await screen.findByText('Этот браузер не поддерживает уведомления на рабочем столе')).toBeVisible();
  });
});
