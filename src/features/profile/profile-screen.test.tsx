/** @jest-environment-options {"liveApi": true} */
import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { UserWire } from '../../../server/src/contract/auth';
import { browseAs, liveUser, signedInShopper, type LiveSession } from '../../test/live-session';
import { renderWithProviders } from '../../test/render';
import { ProfileScreen } from './profile-screen';

async function renderProfile(session: LiveSession, locale: 'en' | 'ru' | 'tm' = 'en') {
  browseAs(session);
  const user = (await liveUser(session)) as unknown as UserWire;
  const onUserChanged = jest.fn<(user: UserWire) => void>();
  const onSessionEnded = jest.fn<() => void>();
  const view = renderWithProviders(
    <ProfileScreen user={user} onUserChanged={onUserChanged} onSessionEnded={onSessionEnded} />,
    { locale },
  );
  return { ...view, user, onUserChanged, onSessionEnded };
}

const card = (name: string) => screen.getByRole('region', { name });

const user = () => userEvent.setup();

describe('profile screen', () => {
  it("shows the shopper's data and saves the personal data, handing the new user up", async () => {
    const session = await signedInShopper({ name: 'Aman', surname: 'Amanow' });
    const { user, onUserChanged } = await renderProfile(session);
    const me = card('My profile');
    expect(within(me).getByTestId('me-name')).toHaveTextContent('Aman');
    expect(within(me).getByTestId('me-phone')).toHaveTextContent(/^\+993 6\d \d{2} \d{2} \d{2}$/);
    expect(within(me).getByTestId('me-email')).toHaveTextContent('not given');

    const personal = card('Personal data');
    const name = within(personal).getByRole('textbox', { name: 'Name' });
    await userTypeInto(name, 'Merdan');
    await userClick(within(personal).getByRole('button', { name: 'Save' }));
    expect(await within(personal).findByRole('status')).toHaveTextContent('Your data is saved');
    expect(onUserChanged).toHaveBeenCalledWith(
      expect.objectContaining({ id: user.id, name: 'Merdan', surname: 'Amanow' }),
    );
    expect(await liveUser(session)).toMatchObject({ name: 'Merdan' });
  });

  it("checks names first, and says 'error while saving' when the API refuses", async () => {
    const session = await signedInShopper({ name: 'Aman', surname: 'Amanow' });
    const { onUserChanged, onSessionEnded } = await renderProfile(session);
    const personal = card('Personal data');
    await userTypeInto(within(personal).getByRole('textbox', { name: 'Surname' }), '');
    await userClick(within(personal).getByRole('button', { name: 'Save' }));
    expect(within(personal).getByRole('textbox', { name: 'Surname' })).toHaveAccessibleDescription(
      'Fill in this field',
    );
    await userTypeInto(within(personal).getByRole('textbox', { name: 'Surname' }), '12345');
    expect(within(personal).getByRole('textbox', { name: 'Surname' })).toHaveAccessibleDescription(
      'Only letters, spaces, hyphens, dots and apostrophes: remove 1 2 3 4 5',
    );

    // the session ends elsewhere (signed out): the save fails and nothing typed is lost
    await fetch(`${process.env.GATSBY_API_URL}/auth/v2/signout`, {
      headers: { token: session.token, device: session.device },
    });
    await userTypeInto(within(personal).getByRole('textbox', { name: 'Surname' }), 'Orazow');
    await userClick(within(personal).getByRole('button', { name: 'Save' }));
    expect(await within(personal).findByRole('alert')).toHaveTextContent('Error while saving');
    expect(within(personal).getByRole('textbox', { name: 'Surname' })).toHaveValue('Orazow');
    expect(onSessionEnded).toHaveBeenCalled();
    expect(onUserChanged).not.toHaveBeenCalled();
  });

  it('changes the password with the rules, the meter and the old password, ending other sessions', async () => {
    const session = await signedInShopper({ password: 'first1!pass' });
    const other = await signedInShopperSameAccount(session);
    const { onUserChanged } = await renderProfile(session, 'ru');
    const form = card('Смена пароля');
    const field = (name: string) => within(form).getByLabelText(name);
    await userTypeInto(field('Новый пароль'), 'abcdefg');
    expect(within(form).getByTestId('password-strength')).toHaveAttribute('data-level', 'weak');
    expect(within(form).getByTestId('password-strength')).toHaveTextContent('Надёжность пароля: низкая');
    await userTypeInto(field('Новый пароль'), 'Second2!pass');
    expect(within(form).getByTestId('password-strength')).toHaveAttribute('data-level', 'strong');
    await userTypeInto(field('Повторите новый пароль'), 'Second2!pas');
    await userTypeInto(field('Старый пароль'), 'wrong1!pass');
    await userClick(within(form).getByRole('button', { name: 'Сменить пароль' }));
    expect(field('Повторите новый пароль')).toHaveAccessibleDescription('Пароли не совпадают');

    await userTypeInto(field('Повторите новый пароль'), 'Second2!pass');
    await userClick(within(form).getByRole('button', { name: 'Сменить пароль' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Старый пароль неверен');
    expect(await liveUser(other)).not.toBeNull();

    await userTypeInto(field('Старый пароль'), 'first1!pass');
    await userClick(within(form).getByRole('button', { name: 'Сменить пароль' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Пароль изменён');
    expect(field('Новый пароль')).toHaveValue('');
    expect(onUserChanged).toHaveBeenCalledWith(expect.objectContaining({ hasPassword: true }));
    expect(await liveUser(other)).toBeNull(); // the other session was signed out
    expect(await liveUser(session)).not.toBeNull(); // this one stays
  });

  it('lets a shopper without a password set one without the old field (TM)', async () => {
    const session = await signedInShopper();
    const { onUserChanged } = await renderProfile(session, 'tm');
    const form = card('Parol bellemek');
    expect(within(form).queryByLabelText('Köne parol')).toBeNull();
    await userTypeInto(within(form).getByLabelText('Täze parol'), 'Ilkinji1?');
    await userTypeInto(within(form).getByLabelText('Täze paroly gaýtalaň'), 'Ilkinji1?');
    await userClick(within(form).getByRole('button', { name: 'Paroly belle' }));
    // a first password is set, not changed
    const status = await within(form).findByRole('status');
    expect(status).toHaveTextContent('Parol bellendi');
    expect(status).not.toHaveTextContent('çalşyldy');
    expect(onUserChanged).toHaveBeenCalledWith(expect.objectContaining({ hasPassword: true }));
  });

  it('adds an Ashgabat address with its neighbourhood, edits it and removes it', async () => {
    const session = await signedInShopper();
    await renderProfile(session);
    const section = card('Addresses');
    expect(await within(section).findByText('You have no saved addresses yet.')).toBeVisible();
    await userClick(within(section).getByRole('button', { name: 'Add an address' }));
    const form = await within(section).findByTestId('address-form');
    await userClick(within(form).getByRole('button', { name: 'Save the address' }));
    expect(within(form).getByRole('textbox', { name: 'Street' })).toHaveAccessibleDescription('Fill in this field');

    const select = (name: string) => within(form).getByRole('combobox', { name });
    expect(select('District or city (etrap)')).toBeDisabled();
    await userSelect(select('Region (welayat)'), 'Ashgabat City');
    expect(
      within(select('District or city (etrap)'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Bagtyyarlyk District', 'Berkararlyk District', 'Buzmeyin District', 'Kopetdag District']);
    await userSelect(select('District or city (etrap)'), 'Kopetdag District');
    await userSelect(select('Neighbourhood'), 'Parahat 7');
    await userTypeInto(within(form).getByRole('textbox', { name: 'Street' }), 'Atatürk');
    await userTypeInto(within(form).getByRole('textbox', { name: 'Building' }), '21');
    await userTypeInto(within(form).getByRole('textbox', { name: 'Flat' }), '5');
    await userTypeInto(within(form).getByRole('textbox', { name: 'Name of the address' }), 'Home');
    await userClick(within(form).getByRole('button', { name: 'Save the address' }));
    const list = await within(section).findByRole('list', { name: 'Your addresses' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'HomeAtatürk, building 21, flat 5, Parahat 7, Kopetdag District, Ashgabat City',
    );

    await userClick(within(list).getByRole('button', { name: 'Edit the address "Home"' }));
    const edit = await within(section).findByTestId('address-form');
    expect(within(edit).getByRole('combobox', { name: 'Neighbourhood' })).toHaveValue('parahat-7');
    await userSelect(within(edit).getByRole('combobox', { name: 'Region (welayat)' }), 'Lebap Region');
    expect(within(edit).queryByRole('combobox', { name: 'Neighbourhood' })).toBeNull();
    await userSelect(within(edit).getByRole('combobox', { name: 'District or city (etrap)' }), 'Turkmenabat City');
    await userClick(within(edit).getByRole('button', { name: 'Save the address' }));
    await waitFor(() =>
      expect(within(section).getByRole('listitem')).toHaveTextContent(
        'HomeAtatürk, building 21, flat 5, Turkmenabat City, Lebap Region',
      ),
    );

    await userClick(within(section).getByRole('button', { name: 'Remove the address "Home"' }));
    await userClick(within(section).getByRole('button', { name: 'Yes, remove' }));
    expect(await within(section).findByText('The address "Home" was removed')).toBeVisible();
    expect(within(section).queryByRole('list', { name: 'Your addresses' })).toBeNull();
    const left = await fetch(`${process.env.GATSBY_API_URL}/auth/v2/addresses`, {
      headers: { token: session.token, device: session.device },
    });
    expect(await left.json()).toEqual([]);
  });

  it('refuses files the API does not take before uploading', async () => {
    const session = await signedInShopper();
    await renderProfile(session);
    const photo = card('Photo');
    const input = within(photo).getByTestId('photo-file') as HTMLInputElement;
    await userUpload(input, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(within(photo).getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP picture');
    await userUpload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(within(photo).getByRole('alert')).toHaveTextContent('The picture is larger than 5 MB');
  });
});

async function userTypeInto(element: HTMLElement, text: string) {
  const actor = user();
  await actor.clear(element);
  if (text) await actor.type(element, text);
}
const userClick = (element: HTMLElement) => user().click(element);
const userSelect = (element: HTMLElement, option: string) => user().selectOptions(element, option);
// The file input is hidden behind the "Choose a photo" button, which clicks it.
// The file chooser's `accept` is the browser's first filter; the screen checks again, as tested here.
const userUpload = (element: HTMLElement, file: File) =>
  userEvent.setup({ applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never }).upload(element, file);

/** A second session of the same account (another device): a password sign-in. */
async function signedInShopperSameAccount(session: LiveSession): Promise<LiveSession> {
  const response = await fetch(`${process.env.GATSBY_API_URL}/auth/v2/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: `+${session.phone}`, password: 'first1!pass' }),
  });
  const body = (await response.json()) as { token: string; device: string };
  return { token: body.token, device: body.device, phone: session.phone };
}
