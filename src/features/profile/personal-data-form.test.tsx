/**
 * Personal data: the name and surname, and both the phone and the e-mail shown and changeable, each
 * change confirmed by a code sent to the new one (docs/adr/027).
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
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

type Reply = { status: number; body: unknown };
const json = ({ status, body }: Reply) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API's answers in turn, and the calls made (path and body). */
function answers(...replies: Reply[]) {
  const fetch = jest.spyOn(globalThis, 'fetch');
  for (const reply of replies) fetch.mockResolvedValueOnce(json(reply));
  return () =>
    fetch.mock.calls.map(([url, init]) => [
      new URL(String(url), 'http://shop.test').pathname,
      JSON.parse(String(init?.body)),
    ]);
}

const codeSent = { status: 200, body: { status: 200, verification: 'v-1', message: 'sent' } };

function renderForm(user = byPhone) {
  const onUserChanged = jest.fn();
  const rendered = renderWithProviders(
    <PersonalDataForm user={user} onUserChanged={onUserChanged} onSessionEnded={() => {}} />,
  );
  return { ...rendered, onUserChanged };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('personal data', () => {
  it('saves the name and surname under the contract name rule', async () => {
    const calls = answers({ status: 200, body: { status: 200, auth: { ...byPhone, name: 'Merdan' } } });
    const { user, onUserChanged } = renderForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Merdan 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Only letters, spaces, hyphens, dots and apostrophes: remove 2');
    expect(calls()).toEqual([]);
    await user.clear(name);
    await user.type(name, 'Merdan');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your data is saved');
    expect(calls()).toEqual([['/auth/v2/profile', { name: 'Merdan', surname: 'Amanow' }]]);
    expect(onUserChanged).toHaveBeenCalledWith(expect.objectContaining({ name: 'Merdan' }));
  });

  it('names the emoji a name may not hold, in the page language (RU), and keeps what was typed', async () => {
    const calls = answers();
    const { user } = renderWithProviders(
      <PersonalDataForm user={byPhone} onUserChanged={() => {}} onSessionEnded={() => {}} />,
      { locale: 'ru' },
    );
    const surname = screen.getByRole('textbox', { name: 'Фамилия' });
    await user.clear(surname);
    await user.type(surname, 'Аманов 😀👍🏽😀');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(surname).toHaveAccessibleDescription('Только буквы, пробелы, дефисы, точки и апострофы: уберите 😀 👍🏽');
    expect(surname).toHaveValue('Аманов 😀👍🏽😀');
    expect(calls()).toEqual([]);
  });

  it('shows both the phone and the e-mail, with a way to change or add each', () => {
    renderForm();
    const phone = screen.getByRole('group', { name: 'Phone' });
    expect(phone).toHaveTextContent('+993 61 23 45 67');
    expect(within(phone).getByRole('button', { name: 'Change' })).toBeVisible();
    const email = screen.getByRole('group', { name: 'E-mail' });
    expect(email).toHaveTextContent('not given');
    expect(within(email).getByRole('button', { name: 'Add' })).toBeVisible();
  });

  it('changes the phone: a local number gets the code as +993, the code confirms it', async () => {
    const calls = answers(codeSent, { status: 200, body: { status: 200, auth: { ...byPhone, phone: '99365407388' } } });
    const { user, onUserChanged } = renderForm();
    const group = screen.getByRole('group', { name: 'Phone' });
    await user.click(within(group).getByRole('button', { name: 'Change' }));
    const field = within(group).getByRole('textbox', { name: 'New phone number' });
    await user.type(field, '+65407388');
    await user.click(within(group).getByRole('button', { name: 'Send code' }));
    expect(field).toHaveAccessibleDescription(
      'Enter the number as +993 xx xx xx xx, or a foreign one with + and its country code',
    );
    expect(calls()).toEqual([]);

    await user.clear(field);
    await user.type(field, '65407388');
    await user.click(within(group).getByRole('button', { name: 'Send code' }));
    expect(
      await within(group).findByText(
        'We have sent a 4-digit code to the number +993 65 40 73 88. Enter it below: until then the account keeps the current one.',
      ),
    ).toBeVisible();
    expect(onUserChanged).not.toHaveBeenCalled();
    await user.keyboard('1234');
    expect(await within(group).findByRole('status')).toHaveTextContent(
      'The phone number is changed: sign in with it from now on',
    );
    expect(calls()).toEqual([
      ['/auth/v2/identifier', { phone: '+99365407388' }],
      ['/auth/v2/identifier/confirm', { phone: '+99365407388', code: '1234', verification: 'v-1' }],
    ]);
    expect(onUserChanged).toHaveBeenCalledWith(expect.objectContaining({ phone: '99365407388' }));
  });

  it('says when a code is wrong, and lets the shopper type it again', async () => {
    answers(codeSent, {
      status: 400,
      body: { statusCode: 400, code: 'invalidCode', message: 'Invalid verification code' },
    });
    const { user, onUserChanged } = renderForm();
    const group = screen.getByRole('group', { name: 'E-mail' });
    await user.click(within(group).getByRole('button', { name: 'Add' }));
    await user.type(within(group).getByRole('textbox', { name: 'New e-mail' }), 'Aman@Mail.tm');
    await user.click(within(group).getByRole('button', { name: 'Send code' }));
    await within(group).findByText(/We have sent a 4-digit code to aman@mail.tm/);
    await user.keyboard('9999');
    expect(await within(group).findByRole('alert')).toHaveTextContent('Invalid verification code');
    expect(
      within(group)
        .getAllByRole('textbox')
        .map((cell) => (cell as HTMLInputElement).value),
    ).toEqual(['', '', '', '']);
    expect(onUserChanged).not.toHaveBeenCalled();
  });

  it("says when the new one is another account's, keeping what was typed", async () => {
    answers({ status: 400, body: { statusCode: 400, code: 'userExists', message: 'User exists' } });
    const { user } = renderForm({ ...byPhone, phone: null, email: 'maral@mail.tm' });
    const group = screen.getByRole('group', { name: 'Phone' });
    await user.click(within(group).getByRole('button', { name: 'Add' }));
    const field = within(group).getByRole('textbox', { name: 'New phone number' });
    await user.type(field, '+993 61 23 45 67');
    await user.click(within(group).getByRole('button', { name: 'Send code' }));
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'This phone or e-mail belongs to another account',
    );
    expect(field).toHaveValue('+993 61 23 45 67');
  });
});
