/** Personal data adds the identifier an account lacks: an e-mail to a phone account, a phone to an e-mail one. */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { UserWire } from '../../../server/src/contract/auth';
import { renderWithProviders } from '../../test/render';
import { PersonalDataForm } from './personal-data-form';

const byPhone: UserWire = {
  id: 7,
  name: 'Aman',
  surname: 'Amanow',
  phone: '99361234567',
  email: null,
  photo: null,
  hasPassword: false,
};

function answer(status: number, body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('personal data', () => {
  it('lets a phone account add its e-mail, sent with the name and surname', async () => {
    const fetch = answer(200, { status: 200, auth: { ...byPhone, email: 'aman@mail.tm' } });
    const onUserChanged = jest.fn();
    const { user } = renderWithProviders(
      <PersonalDataForm user={byPhone} onUserChanged={onUserChanged} onSessionEnded={() => {}} />,
    );
    expect(screen.queryByRole('textbox', { name: 'Phone (optional)' })).toBeNull();
    const email = screen.getByRole('textbox', { name: 'E-mail (optional)' });
    await user.type(email, 'no-at-sign');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(email).toHaveAccessibleDescription('Enter a valid email');
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, 'aman@mail.tm');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toBeVisible();
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toMatch(/\/auth\/v2\/profile$/);
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Aman', surname: 'Amanow', email: 'aman@mail.tm' });
    expect(onUserChanged).toHaveBeenCalledWith(expect.objectContaining({ email: 'aman@mail.tm' }));
  });

  it("lets an e-mail account add its phone, and says when it is another account's", async () => {
    answer(400, { statusCode: 400, code: 'userExists', message: 'User exists' });
    const byEmail = { ...byPhone, phone: null, email: 'maral@mail.tm' };
    const { user } = renderWithProviders(
      <PersonalDataForm user={byEmail} onUserChanged={() => {}} onSessionEnded={() => {}} />,
    );
    expect(screen.queryByRole('textbox', { name: 'E-mail (optional)' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Phone (optional)' }), '+993 61 23 45 67');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This phone or e-mail belongs to another account')).toBeVisible();
  });
});
