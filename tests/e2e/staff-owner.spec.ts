// Browser: typing and focus across a language switch, the session cookie between two browsers, and the staff app's width on a phone.
import { expect, test } from './fixtures';
import { STAFF_APP_BASE } from '../../server/src/contract/staff-app';
import { MESSAGES } from './support';
import { chooseLanguage, fitsTheWindow, makeStaff, signIn } from './staff-support';

/**
 * The owner's part of the staff app (docs/adr/028, 029): signing in, the staff accounts, the roles
 * the app offers, sign-out everywhere and the audit trail, in TM, RU and EN.
 */

test('the sign-in keeps what was typed across a language switch and refuses a wrong password in that language (TM, RU) @any-width', async ({
  page,
  request,
}) => {
  const owner = await makeStaff(request, ['owner']);
  await page.goto(STAFF_APP_BASE);
  const tm = MESSAGES.tm;
  await expect(page.getByRole('heading', { name: tm['staff.signIn.title'] })).toBeVisible();
  await page.getByLabel(tm['staff.signIn.login']).fill(owner.login);
  await page.getByLabel(tm['staff.signIn.password']).fill('not-the-password-1!');
  await chooseLanguage(page, 'ru');
  const ru = MESSAGES.ru;
  await expect(page.getByLabel(ru['staff.signIn.login'])).toHaveValue(owner.login);
  await expect(page.getByLabel(ru['staff.signIn.password'])).toHaveValue('not-the-password-1!');
  await page.getByRole('button', { name: ru['staff.signIn.submit'] }).click();
  // the API's own refusal, in the language chosen (server/src/lib/messages*.ts)
  await expect(page.getByRole('alert')).toContainText(/парол/i);
  await page.getByLabel(ru['staff.signIn.password']).fill(owner.password);
  await page.getByRole('button', { name: ru['staff.signIn.submit'] }).click();
  await expect(page.getByRole('navigation', { name: ru['staff.nav.label'] })).toBeVisible();
  // the start screen is the first the roles allow; a reload keeps the session and the screen
  await expect(page).toHaveURL(new RegExp(`${STAFF_APP_BASE}/[a-z]+$`));
  const screen = page.url();
  await page.reload();
  await expect(page.getByRole('button', { name: ru['staff.signOut'], exact: true })).toBeVisible();
  expect(page.url()).toBe(screen);
});

test('an owner adds an editor and an operator; each sees only what the roles allow (RU) @any-width', async ({
  page,
  browser,
  request,
}) => {
  const m = MESSAGES.ru;
  const owner = await makeStaff(request, ['owner'], 'Aman Owezow');
  await signIn(page, owner, 'ru', '/staff');
  await expect(page.getByRole('heading', { name: m['staff.nav.staff'], level: 1 })).toBeVisible();
  const stamp = Date.now().toString(36);
  const people = [
    { login: `editor-${stamp}`, name: 'Merjen Annaýewa', role: 'catalogue' as const },
    { login: `operator-${stamp}`, name: 'Jeren Hojaýewa', role: 'chat' as const },
  ];
  const form = page.getByRole('form', { name: m['staff.accounts.add'] });
  for (const person of people) {
    await form.getByLabel(m['staff.accounts.login']).fill(person.login);
    await form.getByLabel(m['staff.accounts.name']).fill(person.name);
    await form.getByLabel(m['staff.accounts.password'], { exact: true }).fill('Staff-pass-9!x');
    for (const role of ['owner', 'catalogue', 'orders', 'chat'] as const)
      await form.getByRole('checkbox', { name: m[`staff.role.${role}`] }).setChecked(role === person.role);
    await form.getByRole('button', { name: m['staff.accounts.addSubmit'] }).click();
    await expect(form.getByRole('status')).toHaveText(m['staff.accounts.added'].replace('{login}', person.login));
    const row = page.getByRole('row', { name: new RegExp(person.login) });
    await expect(row).toContainText(person.name);
    await expect(row).toContainText(m[`staff.role.${person.role}`]);
  }

  // The editor signs in elsewhere: the owners' screens are not offered, and asked for by address,
  // they say which role they need.
  const other = await browser.newContext();
  const editorPage = await other.newPage();
  await signIn(
    editorPage,
    { login: people[0].login, name: people[0].name, password: 'Staff-pass-9!x', roles: ['catalogue'] },
    'ru',
  );
  const nav = editorPage.getByRole('navigation', { name: m['staff.nav.label'] });
  await expect(nav.getByRole('link', { name: m['staff.nav.staff'] })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: m['staff.nav.audit'] })).toHaveCount(0);
  await editorPage.goto(`${STAFF_APP_BASE}/audit`);
  await expect(editorPage.getByRole('alert')).toHaveText(
    m['staff.roleMissing'].replace('{role}', m['staff.role.owner']),
  );
  // and the API refuses the call itself, whatever the app shows
  const refused = await editorPage.request.get('/admin/v1/staff', { headers: { lng: 'RU' } });
  expect(refused.status()).toBe(403);
  await other.close();
});

test('the owner turns an account off, gives it a role, and reads both in the audit trail (EN, 390 px) @at-390', async ({
  page,
  request,
}) => {
  const m = MESSAGES.en;
  const owner = await makeStaff(request, ['owner'], 'Aman Owezow');
  const editor = await makeStaff(request, ['catalogue'], 'Merjen Annaýewa');
  await signIn(page, owner, 'en', '/staff');
  await fitsTheWindow(page);
  await page.getByRole('button', { name: m['staff.accounts.changeLabel'].replace('{login}', editor.login) }).click();
  const dialog = page.getByRole('dialog', { name: m['staff.accounts.change'].replace('{login}', editor.login) });
  await dialog.getByRole('checkbox', { name: m['staff.accounts.active'] }).uncheck();
  await dialog.getByRole('checkbox', { name: m['staff.role.orders'] }).check();
  await dialog.getByRole('button', { name: m['staff.save'] }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(editor.login) });
  await expect(row).toContainText(m['staff.accounts.off']);
  await expect(row).toContainText(m['staff.role.orders']);
  await fitsTheWindow(page);

  // The trail: who changed what, before and after, filtered by the account.
  await page
    .getByRole('navigation', { name: m['staff.nav.label'] })
    .getByRole('link', { name: m['staff.nav.audit'] })
    .click();
  await page.getByLabel(m['staff.audit.subject']).fill(`staff:${editor.login}`);
  await page.getByRole('button', { name: m['staff.audit.apply'] }).click();
  const entries = page.getByRole('row').filter({ hasText: `staff:${editor.login}` });
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(m['staff.audit.action.staff.change']);
  await expect(entries.first()).toContainText(`(${owner.login})`);
  await expect(entries.first()).toContainText('catalogue, orders');
  await expect(entries.last()).toContainText(m['staff.audit.action.staff.create']);
  await expect(entries.last()).toContainText(m['staff.audit.machine']);
  await fitsTheWindow(page);
});

test('sign-out everywhere ends the account’s session in another browser too (TM) @any-width', async ({
  page,
  browser,
  request,
}) => {
  const m = MESSAGES.tm;
  const owner = await makeStaff(request, ['owner']);
  await signIn(page, owner, 'tm', '/audit');
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await signIn(elsewhere, owner, 'tm', '/staff');
  await page.getByRole('button', { name: m['staff.signOut.everywhere'] }).click();
  await expect(page.getByRole('heading', { name: m['staff.signIn.title'] })).toBeVisible();
  // the other browser's next look at the server finds its session ended
  await elsewhere.reload();
  await expect(elsewhere.getByRole('heading', { name: m['staff.signIn.title'] })).toBeVisible();
  await other.close();
});

test("the owner reads an editor's price change and rename in the audit trail, with the editor's name (RU, 390 px) @at-390", async ({
  page,
  browser,
  request,
}) => {
  const m = MESSAGES.ru;
  const owner = await makeStaff(request, ['owner'], 'Aman Owezow');
  const editor = await makeStaff(request, ['catalogue'], 'Merjen Annaýewa');
  // Product 214 is this test's. The editor's own session changes it (the screens themselves are
  // staff-catalogue.spec.ts's): the calls carry the session cookie the sign-in set.
  const id = 214;
  const context = await browser.newContext();
  const editorPage = await context.newPage();
  await signIn(editorPage, editor, 'ru');
  const before = await (await editorPage.request.get(`/admin/v1/products/${id}`)).json();
  const change = { price: before.price + 5, name: { ...before.name, ru: `${before.name.ru} (новинка)` } };
  expect((await editorPage.request.patch(`/admin/v1/products/${id}`, { data: change })).status()).toBe(200);
  expect(
    (
      await editorPage.request.patch(`/admin/v1/products/${id}`, { data: { price: before.price, name: before.name } })
    ).status(),
  ).toBe(200);
  await context.close();

  await signIn(page, owner, 'ru', '/audit');
  await page.getByLabel(m['staff.audit.actor']).fill(editor.login);
  await page.getByLabel(m['staff.audit.action']).selectOption('product.change');
  await page.getByRole('button', { name: m['staff.audit.apply'] }).click();
  const entries = page.getByRole('row').filter({ hasText: `product:${id}` });
  await expect(entries).toHaveCount(2);
  // newest first: the change back, then the change, each with the values before and after
  await expect(entries.last()).toContainText(m['staff.audit.action.product.change']);
  await expect(entries.last()).toContainText(`${editor.name} (${editor.login})`);
  await expect(entries.last()).toContainText(String(before.price + 5));
  await expect(entries.last()).toContainText('(новинка)');
  await fitsTheWindow(page);
});
