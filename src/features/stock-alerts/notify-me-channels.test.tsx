/**
 * A failed channel never costs the other: when this browser's push subscription
 * fails, the e-mail alert the shopper also asked for is still sent, and the dialog says which
 * channel failed. jsdom is given the browser's push APIs, with a service worker that cannot register.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { NotifyMeDialog } from './notify-me-dialog';

const bodies: unknown[] = [];

beforeEach(() => {
  bodies.length = 0;
  Object.assign(window, { Notification: { permission: 'granted' }, PushManager: function PushManager() {} });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => Promise.reject(new Error('the worker failed to register')),
      register: () => Promise.reject(new Error('the worker failed to register')),
    },
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).endsWith('/client/v4/stock-alerts') && init?.method === 'POST') {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ id: 1, token: null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  for (const name of ['Notification', 'PushManager'] as const)
    delete (window as unknown as Record<string, unknown>)[name];
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
});

const open = async (locale: 'en' | 'tm' = 'en') => {
  const rendered = renderWithProviders(
    <NotifyMeDialog product={{ id: 7, name: 'Galaxy A15' }} onClose={() => undefined} />,
    { locale },
  );
  return { ...rendered, dialog: await screen.findByRole('dialog') };
};

describe('notify-me dialog channels', () => {
  it('leaves the push box for the shopper to tick', async () => {
    const { dialog } = await open();
    const push = within(dialog).getByRole('checkbox', { name: 'In this browser (desktop notification)' });
    expect(push).toBeEnabled();
    expect(push).not.toBeChecked();
  });

  it('sends the e-mail alert when the push subscription fails, and says push failed', async () => {
    const { dialog, user } = await open();
    await user.click(within(dialog).getByRole('checkbox', { name: 'In this browser (desktop notification)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'By e-mail' }));
    await user.type(within(dialog).getByLabelText('E-mail'), 'aman@example.tm');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(await within(dialog).findByTestId('notify-me-done')).toBeVisible();
    expect(bodies).toEqual([{ productId: 7, email: 'aman@example.tm' }]);
    expect(within(dialog).getByTestId('notify-me-push-failed')).toHaveTextContent(
      'Notifications in this browser could not be turned on, so we will let you know by e-mail only.',
    );
    expect(within(dialog).queryByText('Something went wrong!')).toBeNull();
  });

  it('names the failed channel when push was the only one asked for (TM)', async () => {
    const { dialog, user } = await open('tm');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Şu brauzerde (iş stolundaky habarnama)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Habar beriň' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bu brauzerde habarnamalary açyp bolmady. Gaýtadan synanyşyň ýa-da e-poçtany saýlaň.',
    );
    expect(bodies).toEqual([]);
  });
});
