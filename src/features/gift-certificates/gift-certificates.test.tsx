/** @jest-environment-options {"liveApi": true} */
/**
 * The shopper's gift certificate screens against the live API, with a certificate issued as
 * shoppers get one (live-gifts.ts): the profile's "My gift certificates" (••••last4, balance of
 * value, end in the page's language, recipient; the empty state; the link to the balance check)
 * and the public balance check (the balance and end; the API's words for an unknown code, the
 * shop's for what cannot be a code, with what was typed kept).
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { FormSection } from '../../components/ui/field-kit';
import { issuedCertificate } from '../../test/live-gifts';
import { browseAs, signedInShopper, type LiveSession } from '../../test/live-session';
import { renderWithProviders } from '../../test/render';
import { giftDay } from './gift-api';
import { GiftBalanceScreen } from './balance-screen';
import { MyGiftsSection } from './my-gifts-section';

let buyer: LiveSession;
/** issued once for the file; nothing spends it */
let certificate: Awaited<ReturnType<typeof issuedCertificate>>;

beforeAll(async () => {
  buyer = await signedInShopper({ name: 'Aman', surname: 'Amanow' });
  certificate = await issuedCertificate(500, buyer);
}, 240_000);

describe("the shopper's gift certificates (live API)", () => {
  it('lists the certificates the shopper bought, in Russian, and links to the balance check', async () => {
    browseAs(buyer);
    renderWithProviders(<MyGiftsSection Card={FormSection} onSessionEnded={() => {}} />, { locale: 'ru' });
    const row = await screen.findByTestId('my-gift');
    expect(screen.getByRole('heading', { name: 'Мои подарочные сертификаты' })).toBeVisible();
    expect(row).toHaveTextContent(`••••${certificate.last4}`);
    expect(row).toHaveTextContent('500 TMT из 500 TMT');
    // the end a year on, its day named in Russian with the year
    expect(row).toHaveTextContent(/Действует до: [а-я]+, \d{1,2} [а-я]+ \d{4}/);
    const digits = certificate.recipient.replace(/\D/g, '').slice(-8);
    expect(row.textContent!.replace(/\D/g, '')).toContain(digits);
    expect(
      within(screen.getByTestId('profile-gifts')).getByRole('link', { name: 'Проверить баланс сертификата' }),
    ).toHaveAttribute('href', '/ru/gift-certificates');
  }, 120_000);

  it('says so when the shopper has bought none (TM)', async () => {
    browseAs(await signedInShopper());
    renderWithProviders(<MyGiftsSection Card={FormSection} onSessionEnded={() => {}} />, { locale: 'tm' });
    expect(await screen.findByTestId('my-gifts-empty')).toHaveTextContent(
      'Siz entek sowgat sertifikatyny satyn almadyňyz.',
    );
  }, 60_000);

  it("checks a code's balance without an account; an unknown code in the API's words, keeping what was typed", async () => {
    const { user } = renderWithProviders(<GiftBalanceScreen />);
    const field = await screen.findByRole('textbox', { name: 'Certificate code' });
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByTestId('gift-check-message')).toHaveTextContent(
      "A certificate's code is 16 letters and digits, like XXXX-XXXX-XXXX-XXXX",
    );
    await user.clear(field);
    await user.type(field, 'ZZZZ ZZZZ ZZZZ ZZZZ');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('gift-check-message')).toHaveTextContent('There is no such gift certificate');
    expect(field).toHaveValue('ZZZZ ZZZZ ZZZZ ZZZZ');

    await user.clear(field);
    await user.type(field, certificate.code.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const answer = await screen.findByTestId('gift-check-answer');
    expect(answer).toHaveTextContent('Left on the certificate: 500 TMT');
    expect(answer).toHaveTextContent(/Valid until [A-Z][a-z]+, [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(screen.queryByTestId('gift-check-message')).toBeNull();
  }, 120_000);

  it("names a certificate's end in the page's language, with its year, on Ashgabat's calendar", () => {
    // 21:30 UTC on 31 December is already 1 January in Ashgabat (UTC+5)
    expect(giftDay('2027-12-31T21:30:00Z', 'en')).toBe('Saturday, January 1, 2028');
    expect(giftDay('2027-12-31T21:30:00Z', 'ru')).toBe('суббота, 1 января 2028');
    expect(giftDay('2027-12-31T21:30:00Z', 'tm')).toBe('şenbe, 1 ýanwar 2028');
  });
});
