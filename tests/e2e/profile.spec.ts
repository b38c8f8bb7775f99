// Browser: the cropper's pointer events, a file upload, two browsers signed in at once.
/**
 * The profile and orders screens (spec §2, §4, §5): personal data and the header's name,
 * the language setting, the photo (a PNG made here, framed in the cropper, uploaded and removed),
 * the password change that signs the shopper's other browser out, addresses, the orders list and
 * an order's detail (an order placed through the orders API), and /profile and /order for an
 * anonymous visitor. Each flow runs at one width, in one language, and the file
 * covers TM, RU and EN at 1280 and 390 px.
 *
 * Shoppers are made through the API (an SMS code from the development outbox) with the browser's
 * own request context, so the browser holds the session cookies. The API sends a client address
 * at most 20 codes an hour (docs/adr/015) and every spec of a run shares that: this file sends 6.
 * E2E_SHOTS=1 saves a screenshot of each screen into shots/.
 */
import { type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { MESSAGES, open, prefix, tmt, type Lng } from './support';

let phones = 0;
/** A phone of its own per test (+993 6w tt nnnn), so runs never share an account. */
function freshPhone(info: TestInfo) {
  const width = info.project.name === 'phone' ? 2 : 1;
  phones += 1;
  return `+9936${width}${String(phones).padStart(2, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`;
}

const only = (info: TestInfo, project: 'desktop' | 'phone') =>
  test.skip(info.project.name !== project, `this flow runs ${project === 'phone' ? 'at 390 px' : 'at 1280 px'}`);

async function codeFor(request: APIRequestContext, to: string) {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/dev/outbox.json')).json()) as { to: string; text: string }[];
      const digits = to.replace(/\D/g, '');
      const message = outbox.find((entry) => entry.to.replace(/\D/g, '') === digits);
      code = /\b(\d{4})\b/.exec(message?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** A new shopper signed in with `request`'s cookies (the page's own: `page.request`). */
async function signedIn(
  request: APIRequestContext,
  phone: string,
  extra: { name?: string; surname?: string; password?: string } = {},
) {
  const sent = await request.post('/auth/v2/signin', { data: { phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { verification } = (await sent.json()) as { verification: string };
  const verified = await request.post('/auth/v2/verifycode', {
    data: { phone, code: await codeFor(request, phone), verification },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  if (extra.name !== undefined) {
    const saved = await request.post('/auth/v2/profile', { data: { name: extra.name, surname: extra.surname ?? '' } });
    expect(saved.status()).toBe(200);
  }
  if (extra.password) {
    const set = await request.post('/auth/v2/changepassword', {
      data: { new: extra.password, confirm: extra.password },
    });
    expect(set.status()).toBe(200);
  }
}

/** With E2E_SHOTS=1: the page's viewport, or one part of it, as a PNG in shots/ to look at. */
async function shot(target: Page | Locator, name: string, info: TestInfo) {
  if (process.env.E2E_SHOTS) await target.screenshot({ path: `shots/${name}-${info.project.name}.png` });
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('personal data and the header name, then the language setting (TM to RU, 390 px)', async ({ page }, info) => {
  only(info, 'phone');
  const tm = MESSAGES.tm;
  await signedIn(page.request, freshPhone(info), { name: 'Aman', surname: 'Amanow' });
  await open(page, '/profile');
  const personal = card(page, tm['profile.section.personal']);
  await expect(personal.getByRole('textbox', { name: tm['profile.me.name'], exact: true })).toHaveValue('Aman');
  await shot(page, 'profile-tm', info);

  await personal.getByRole('textbox', { name: tm['profile.me.surname'], exact: true }).fill('');
  await personal.getByRole('button', { name: tm['profile.form.save'] }).click();
  await expect(personal.getByText(tm['profile.form.required'])).toBeVisible();
  await personal.getByRole('textbox', { name: tm['profile.me.name'], exact: true }).fill('Merdan');
  await personal.getByRole('textbox', { name: tm['profile.me.surname'], exact: true }).fill('Orazow');
  await personal.getByRole('button', { name: tm['profile.form.save'] }).click();
  await expect(personal.getByRole('status')).toHaveText(tm['profile.personal.saved']);
  await expect(card(page, tm['profile.section.me']).getByTestId('me-name')).toHaveText('Merdan');
  // the header's account button follows the saved name (the current user was refreshed)
  await expect(page.getByRole('banner')).toContainText('Merdan O.');
  await page.reload();
  await expect(card(page, tm['profile.section.me']).getByTestId('me-surname')).toHaveText('Orazow');

  const settings = card(page, tm['profile.section.settings']);
  await settings.getByRole('link', { name: 'RU', exact: true }).click();
  await expect(page).toHaveURL(/\/ru\/profile$/);
  await expect(card(page, MESSAGES.ru['profile.section.me']).getByTestId('me-name')).toHaveText('Merdan');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'lng')?.value).toBe('RU');
});

test('photo: a PNG framed in the cropper, uploaded, shown and removed (EN, 1280 px)', async ({ page }, info) => {
  only(info, 'desktop');
  const en = MESSAGES.en;
  await signedIn(page.request, freshPhone(info), { name: 'Aýna', surname: 'Berdiýewa' });
  await open(page, '/en/profile');
  const photo = card(page, en['profile.section.photo']);
  await expect(photo.getByTestId('avatar')).toHaveText('AB');

  // a 600 x 400 picture: green left half, orange right half
  const png = await sharp({
    create: { width: 600, height: 400, channels: 3, background: { r: 11, g: 122, b: 75 } },
  })
    .composite([
      {
        input: await sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 242, g: 106, b: 27 } } })
          .png()
          .toBuffer(),
        left: 300,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
  await photo.getByTestId('photo-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const editor = photo.getByTestId('photo-editor');
  const frame = editor.getByRole('application', { name: en['profile.photo.frame'] });
  await expect(frame).toBeVisible();
  await expect(editor.getByTestId('photo-preview').locator('img')).toBeVisible();
  // drag the picture as far right as it goes: the frame then shows its left (green) square (the
  // mouse acts where the frame is on screen, so it is scrolled into view first)
  await frame.scrollIntoViewIfNeeded();
  const box = (await frame.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 5, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await editor.getByRole('slider', { name: en['profile.photo.zoom'] }).fill('1.5');
  await frame.focus();
  await page.keyboard.press('ArrowRight'); // the keys move it too (it stays clamped)
  await shot(photo, 'profile-photo-en', info);
  await editor.getByRole('button', { name: en['profile.photo.upload'] }).click();

  await expect(photo.getByRole('status')).toHaveText(en['profile.photo.saved']);
  const avatar = card(page, en['profile.section.me']).getByRole('img', { name: en['profile.me.photoAlt'] });
  await expect(avatar).toHaveAttribute('src', /\/images\/user-\d+-[\w-]+\.webp\?w=320$/);
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // what the API kept is the framed square: the left, green half of the picture
  const stored = await page.request.get((await avatar.getAttribute('src'))!);
  const { data } = await sharp(await stored.body())
    .resize(1, 1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(data[1]).toBeGreaterThan(data[0]); // more green than red

  await photo.getByRole('button', { name: en['profile.photo.remove'] }).click();
  await expect(photo.getByRole('status')).toHaveText(en['profile.photo.removed']);
  await expect(photo.getByTestId('avatar')).toHaveText('AB');
});

test('a password change signs the other browser out, not this one (RU, 1280 px)', async ({ page, browser }, info) => {
  only(info, 'desktop');
  const ru = MESSAGES.ru;
  const phone = freshPhone(info);
  await signedIn(page.request, phone, { password: 'first1!pass' });
  const other = await browser.newContext({ baseURL: info.project.use.baseURL });
  const signin = await other.request.post('/auth/v2/signin', {
    data: { phone, password: 'first1!pass' },
  });
  expect(signin.status()).toBe(200);
  const otherPage = await other.newPage();
  await open(otherPage, '/ru/profile');
  await expect(card(otherPage, ru['profile.section.me'])).toBeVisible();

  await open(page, '/ru/profile');
  const form = card(page, ru['profile.section.password']);
  await form.getByLabel(ru['profile.password.old'], { exact: true }).fill('wrong1!pass');
  await form.getByLabel(ru['profile.password.new'], { exact: true }).fill('abc');
  await expect(form.getByTestId('password-strength')).toHaveAttribute('data-level', 'weak');
  await form.getByLabel(ru['profile.password.new'], { exact: true }).fill('Second2!pass');
  await expect(form.getByTestId('password-strength')).toHaveAttribute('data-level', 'strong');
  await form.getByLabel(ru['profile.password.confirm'], { exact: true }).fill('Second2!pas');
  await form.getByRole('button', { name: ru['profile.password.save'] }).click();
  await expect(form.getByText(ru['profile.password.mismatch'])).toBeVisible();
  await form.getByLabel(ru['profile.password.confirm'], { exact: true }).fill('Second2!pass');
  await form.getByRole('button', { name: ru['profile.password.save'] }).click();
  await expect(form.getByRole('alert')).toHaveText(ru['profile.password.oldWrong']);
  await form.getByLabel(ru['profile.password.old'], { exact: true }).fill('first1!pass');
  await form.getByRole('button', { name: ru['profile.password.save'] }).click();
  await expect(form.getByRole('status')).toHaveText(ru['profile.password.changed']);
  await shot(form, 'profile-password-ru', info);

  // the other browser's session has ended: its profile asks it to sign in
  await otherPage.reload();
  await expect(otherPage.getByRole('dialog', { name: ru['auth.dialog.title'] })).toBeVisible();
  await other.close();
  // this one stays signed in, and the new password works
  await page.reload();
  await expect(card(page, ru['profile.section.me'])).toBeVisible();
  const again = await page.request.post('/auth/v2/signin', { data: { phone, password: 'Second2!pass' } });
  expect(again.status()).toBe(200);
});

test('addresses: add in Ashgabat with a neighbourhood, edit, remove (EN, 390 px)', async ({ page }, info) => {
  only(info, 'phone');
  const en = MESSAGES.en;
  await signedIn(page.request, freshPhone(info));
  await open(page, '/en/profile');
  const section = card(page, en['profile.section.addresses']);
  await expect(section.getByText(en['profile.addresses.empty'])).toBeVisible();
  await section.getByRole('button', { name: en['profile.addresses.add'] }).click();
  const form = section.getByTestId('address-form');
  await form.getByRole('button', { name: en['profile.address.save'] }).click();
  await expect(form.getByText(en['profile.form.required']).first()).toBeVisible();

  await form.getByLabel(en['profile.address.welayat']).selectOption({ label: 'Ashgabat City' });
  await form.getByLabel(en['profile.address.etrap']).selectOption({ label: 'Berkararlyk District' });
  await form.getByLabel(en['profile.address.city'], { exact: true }).selectOption({ label: 'Howdan B' });
  await form.getByLabel(en['profile.address.street']).fill('Garaşsyzlyk şaýoly');
  await form.getByLabel(en['profile.address.building']).fill('12A');
  await form.getByLabel(en['profile.address.home']).fill('34');
  await form.getByLabel(en['profile.address.name']).fill('Home');
  await shot(section, 'profile-address-form-en', info);
  await form.getByRole('button', { name: en['profile.address.save'] }).click();
  const row = section.getByTestId('address');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(
    'Garaşsyzlyk şaýoly, building 12A, flat 34, Howdan B, Berkararlyk District, Ashgabat City',
  );

  await row.getByRole('button', { name: 'Edit the address "Home"' }).click();
  await form.getByLabel(en['profile.address.welayat']).selectOption({ label: 'Mary Region' });
  await expect(form.getByLabel(en['profile.address.city'], { exact: true })).toHaveCount(0);
  await form.getByLabel(en['profile.address.etrap']).selectOption({ label: 'Bayramaly City' });
  await form.getByLabel(en['profile.address.name']).fill('Parents');
  await form.getByRole('button', { name: en['profile.address.save'] }).click();
  await expect(row).toContainText('Parents');
  await expect(row).toContainText('Garaşsyzlyk şaýoly, building 12A, flat 34, Bayramaly City, Mary Region');
  await page.reload();
  await expect(section.getByTestId('address')).toContainText('Bayramaly City');

  await section.getByRole('button', { name: 'Remove the address "Parents"' }).click();
  await section.getByRole('button', { name: en['profile.addresses.removeYes'] }).click();
  await expect(section.getByText('The address "Parents" was removed')).toBeVisible();
  await expect(section.getByTestId('address')).toHaveCount(0);
});

test('orders: none yet, then a placed and confirmed order in the list and its detail (RU, 390 px)', async ({
  page,
}, info) => {
  only(info, 'phone');
  const ru = MESSAGES.ru;
  await signedIn(page.request, freshPhone(info));
  await open(page, '/ru/order');
  await expect(page.getByRole('heading', { name: ru['orders.empty.title'] })).toBeVisible();

  // an order placed and confirmed through the orders API, as the checkout does it
  const headers = { lng: 'RU' };
  const extras = (await (await page.request.get('/client/v4/orders/extras', { headers })).json()) as {
    deliveryMethods: { code: string; name: string; needsAddress: boolean }[];
    deliveryTypes: { code: string; name: string; method: string }[];
    paymentMethods: { code: string; name: string }[];
    paymentTypes: { code: string; name: string; method: string }[];
    dates: string[];
    times: string[];
  };
  const method = extras.deliveryMethods.find((option) => option.needsAddress)!;
  const type = extras.deliveryTypes.find((option) => option.method === method.code)!;
  const payment = extras.paymentMethods[0];
  const paymentType = extras.paymentTypes.find((option) => option.method === payment.code)!;
  const products = (
    (await (await page.request.get('/client/v4/products?group=popular&limit=20', { headers })).json()) as {
      rows: { id: number; name: string; price: number; inStock: boolean }[];
    }
  ).rows.filter((product) => product.inStock && ![40, 41, 50, 51].includes(product.id)); // lists.spec.ts changes those prices
  const [first, second] = products.slice(-2);
  const recipientPhone = freshPhone(info);
  const placed = await page.request.post('/client/v4/orders', {
    headers: { ...headers, 'idempotency-key': `e2e-${Date.now()}-placed` },
    data: {
      lines: [
        { id: first.id, count: 1, cartPrice: first.price },
        { id: second.id, count: 2, cartPrice: second.price },
      ],
      recipient: { name: 'Aýna', surname: 'Orazowa', phone: recipientPhone },
      address: {
        welayat: 'ashgabat',
        etrap: 'kopetdag',
        city: 'parahat-7',
        street: 'Atatürk',
        building: '21',
        home: '5',
      },
      delivery: {
        method: method.code,
        type: type.code,
        date: extras.dates[1] ?? extras.dates[0],
        time: extras.times.at(-1),
      },
      payment: { method: payment.code, type: paymentType.code },
      note: 'Jaň ediň',
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { id } = (await placed.json()) as { id: number };
  const verified = await page.request.post('/client/v4/orders/verify', {
    headers: { ...headers, 'idempotency-key': `e2e-${Date.now()}-verify` },
    data: { id, code: await codeFor(page.request, recipientPhone) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const detail = (await (await page.request.get(`/client/v4/orders/${id}`, { headers })).json()) as {
    total: number;
    pieces: number;
  };

  await page.reload();
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Заказ № ${id}`);
  await expect(row.getByTestId('order-status')).toHaveText(ru['orders.status.accepted']);
  await expect(row).toContainText('3 товара');
  await expect(row).toContainText(tmt(detail.total));
  await shot(page, 'orders-ru', info);
  await row.getByRole('link').click();

  await expect(page).toHaveURL(new RegExp(`/ru/order/${id}$`));
  await expect(page.getByRole('heading', { name: `Заказ № ${id}` })).toBeVisible();
  await expect(page.getByTestId('order-line')).toHaveCount(2);
  await expect(page.getByTestId('order-address')).toHaveText(
    'Atatürk, дом 21, кв. 5, Парахат-7, Копетдагский этрап, город Ашхабад',
  );
  await expect(page.getByText(`${method.name}, ${type.name}`)).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(tmt(detail.total));
  await expect(page.getByText('Jaň ediň')).toBeVisible();
  await shot(page, 'order-detail-ru', info);
  await page.getByRole('link', { name: ru['orders.back'] }).click();
  await expect(page).toHaveURL(/\/ru\/order$/);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
});

for (const [lng, path, project] of [
  ['tm', '/profile', 'desktop'],
  ['en', '/order', 'desktop'],
  ['ru', '/profile', 'phone'],
  ['tm', '/order', 'phone'],
] as const satisfies readonly (readonly [Lng, string, 'desktop' | 'phone'])[]) {
  test(`${path} asks an anonymous visitor to sign in (${lng.toUpperCase()}, ${project})`, async ({ page }, info) => {
    only(info, project);
    await open(page, `${prefix(lng)}${path}`);
    await expect(page.getByRole('dialog', { name: MESSAGES[lng]['auth.dialog.title'] })).toBeVisible();
    await expect(page.getByTestId('login-required')).toBeVisible();
    await expect(page.getByTestId('profile-screen')).toHaveCount(0);
  });
}
