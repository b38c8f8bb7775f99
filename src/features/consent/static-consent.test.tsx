import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { StaticConsentBanner } from './consent-banner';
import { chooseFromStatic } from './consent-boot';
import { STATIC_CONSENT_ID, STATIC_CONSENT_SCRIPT } from './static-consent';

/** The page as the build writes it: the banner's first view, then its script, run while parsing. */
function builtPage(lng: 'tm' | 'ru' | 'en') {
  const { container, unmount } = render(<StaticConsentBanner lng={lng} />);
  const html = container.innerHTML;
  unmount();
  document.body.innerHTML = html;
  new Function(STATIC_CONSENT_SCRIPT)();
  return document.getElementById(STATIC_CONSENT_ID);
}

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  document.body.innerHTML = '';
});

describe("the banner's first view in the built page", () => {
  it('shows itself, in the page language, to a browser with no stored choice', () => {
    const banner = builtPage('ru');
    expect(banner?.hidden).toBe(false);
    expect(screen.getByRole('heading').textContent).toBe('Файлы cookie');
    expect(screen.getByRole('button', { name: 'Только необходимые' }).dataset.consentChoice).toBe('necessary');
  });

  it('removes itself when a choice is stored, and stays for a cookie that only looks like one', () => {
    Cookies.set('cookieConsent', 'necessary', { path: '/' });
    expect(builtPage('tm')).toBeNull();
    Cookies.set('cookieConsent', 'maybe', { path: '/' });
    Cookies.set('xcookieConsent', 'all', { path: '/' });
    expect(builtPage('tm')?.hidden).toBe(false);
  });

  it('"Only necessary" stores the choice, removes optional cookies and the banner', () => {
    Cookies.set('fcmToken', 'abc.def', { path: '/' });
    builtPage('tm');
    chooseFromStatic('necessary', 'tm');
    expect(Cookies.get('cookieConsent')).toBe('necessary');
    expect(Cookies.get('fcmToken')).toBeUndefined();
    expect(document.getElementById(STATIC_CONSENT_ID)).toBeNull();
  });

  it('"Settings" swaps it for the full banner with the categories open', async () => {
    builtPage('en');
    act(() => chooseFromStatic('settings', 'en'));
    expect(document.getElementById(STATIC_CONSENT_ID)).toBeNull();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Optional/ })).not.toBeChecked());
    expect(screen.getByRole('button', { name: 'Save my choice' })).toBeVisible();
    expect(Cookies.get('cookieConsent')).toBeUndefined();
  });
});
