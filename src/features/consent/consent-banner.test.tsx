import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderWithProviders } from '../../test/render';
import { ConsentBanner } from './consent-banner';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('cookie banner', () => {
  it('"only necessary" stores the choice and removes optional cookies, keeping the necessary ones (TM)', async () => {
    Cookies.set('fcmToken', 'abc.def', { path: '/' });
    Cookies.set('lng', 'TM', { path: '/' });
    const onDone = jest.fn();
    const { user } = renderWithProviders(<ConsentBanner lng="tm" onDone={onDone} />, { locale: 'tm' });
    await user.click(await screen.findByRole('button', { name: 'Diňe zerurlary' }));
    expect(Cookies.get('cookieConsent')).toBe('necessary');
    expect(Cookies.get('fcmToken')).toBeUndefined();
    expect(Cookies.get('lng')).toBe('TM');
    expect(onDone).toHaveBeenCalled();
  });

  it('the settings show the categories; the optional box decides what is saved (EN)', async () => {
    const { user } = renderWithProviders(<ConsentBanner lng="en" onDone={() => undefined} />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    expect(screen.getByText(/Language \(lng\), cart \(carts\)/)).toBeVisible();
    const optional = screen.getByRole('checkbox', { name: /Optional/ });
    expect(optional).not.toBeChecked();
    await user.click(optional);
    await user.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(Cookies.get('cookieConsent')).toBe('all');
  });
});
