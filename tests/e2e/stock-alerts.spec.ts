// Browser: the "notify me" dialog's permission messages against the browser's own Notification and PushManager, and the e-mail link's page.
/**
 * Back-in-stock alerts (spec §2, §3, §8; docs/adr/020): "notify me" on a product out of stock (the
 * dialog's own chunk) by e-mail, the unsupported-browser and denied-permission messages, the e-mail
 * that goes when the product is back (the development outbox), and the product notification
 * settings in /profile and on the e-mail link's page. The push flow, which needs the full browser,
 * is push.spec.ts. Each flow runs at one width, in one language; with push.spec.ts (RU at 390 px)
 * they cover TM, RU and EN at 1280 and 390 px.
 */
import { expect, test } from './fixtures';
import { MESSAGES, open, soldOut, type Lng } from './support';
// The tests change the browser's Notification and PushManager with init scripts, which no later call removes.
test.use({ isolated: true });

const ADMIN = { 'x-admin-token': 'e2e-admin-token' };

const texts = (lng: Lng) => MESSAGES[lng];

test('an anonymous shopper subscribes by e-mail and gets the e-mail in Turkmen when the product is back @at-1280', async ({
  page,
  request,
}) => {
  const product = await soldOut(request, 0);
  const email = `tm-${Date.now()}@example.tm`;
  await open(page, `/product/${product.id}`);
  await page.getByTestId('product-notify-me').click();
  const dialog = page.getByTestId('notify-me');
  await expect(dialog.getByRole('heading', { name: texts('tm')['stockAlerts.title'] })).toBeVisible();
  await dialog.getByLabel(texts('tm')['stockAlerts.push']).uncheck();
  await dialog.getByLabel(texts('tm')['stockAlerts.email']).check();
  // a wrong address is refused in the dialog, nothing is sent
  await dialog.getByLabel(texts('tm')['stockAlerts.emailLabel'], { exact: true }).fill('not-an-address');
  await dialog.getByTestId('notify-me-submit').click();
  await expect(dialog.getByTestId('notify-me-error')).toHaveText(texts('tm')['stockAlerts.error.email']);
  await dialog.getByLabel(texts('tm')['stockAlerts.emailLabel'], { exact: true }).fill(email);
  await dialog.getByLabel(texts('tm')['stockAlerts.fio']).fill('Aýna Orazowa');
  await dialog.getByTestId('notify-me-submit').click();
  await expect(dialog.getByTestId('notify-me-done')).toContainText(product.name);

  // the product comes back: the API's worker e-mails the subscriber, in Turkmen, once
  const before = (await (await request.get(`/client/v4/products/${product.id}`)).json()) as { stock: number };
  expect(before.stock).toBe(0);
  try {
    expect((await request.patch(`/admin/v1/products/${product.id}`, { data: { stock: 5 }, headers: ADMIN })).ok()).toBe(
      true,
    );
    let mails: { to: string; subject?: string; text: string }[] = [];
    await expect
      .poll(async () => {
        const outbox = (await (await request.get('/dev/outbox.json')).json()) as typeof mails;
        mails = outbox.filter((entry) => entry.to === email);
        return mails.length;
      })
      .toBe(1);
    expect(mails[0].subject).toContain(product.name);
    expect(mails[0].text).toContain('Salam, Aýna Orazowa!');
    expect(mails[0].text).toContain(`/product/${product.id}`);
  } finally {
    await request.patch(`/admin/v1/products/${product.id}`, { data: { stock: 0 }, headers: ADMIN });
  }
});

test('a browser without desktop notifications is told so (EN) @at-1280', async ({ page, request }) => {
  await page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  const product = await soldOut(request, 2, 'en');
  await open(page, `/en/product/${product.id}`);
  await page.getByTestId('product-notify-me').click();
  const dialog = page.getByTestId('notify-me');
  await expect(dialog.getByTestId('notify-me-unsupported')).toHaveText(
    'This browser does not support desktop notification',
  );
  await expect(dialog.getByLabel(texts('en')['stockAlerts.push'])).toBeDisabled();
  await expect(dialog.getByLabel(texts('en')['stockAlerts.email'])).toBeChecked();
});

test('a denied notification permission gets its own message (TM, phone) @at-390', async ({ page, request }) => {
  // what Chromium answers when the shopper blocks notifications for the site
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'default' });
    Notification.requestPermission = async () => 'denied';
  });
  const product = await soldOut(request, 3);
  await open(page, `/product/${product.id}`);
  await page.getByTestId('product-notify-me').click();
  const dialog = page.getByTestId('notify-me');
  // the browser alone (the box starts unticked): refused, and the form says why
  await dialog.getByLabel(texts('tm')['stockAlerts.push']).check();
  await dialog.getByTestId('notify-me-submit').click();
  await expect(dialog.getByTestId('notify-me-error')).toHaveText(texts('tm')['stockAlerts.error.denied']);
  await expect(dialog.getByTestId('notify-me-done')).toHaveCount(0);
});

test('a signed-in shopper finds the dialog prefilled and the subscription under product notification settings (RU) @at-1280', async ({
  page,
  request,
}) => {
  const phone = `+99365${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const sent = await page.request.post('/auth/v2/signin', { data: { phone } });
  expect(sent.status()).toBe(200);
  const { verification } = (await sent.json()) as { verification: string };
  let code = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/dev/outbox.json')).json()) as { to: string; text: string }[];
      code = /\b(\d{4})\b/.exec(outbox.find((entry) => entry.to === phone)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  expect((await page.request.post('/auth/v2/verifycode', { data: { phone, code, verification } })).status()).toBe(200);
  expect((await page.request.post('/auth/v2/profile', { data: { name: 'Мерет', surname: 'Атаев' } })).status()).toBe(
    200,
  );

  const product = await soldOut(request, 4, 'ru');
  await open(page, `/ru/product/${product.id}`);
  await page.getByTestId('product-notify-me').click();
  const dialog = page.getByTestId('notify-me');
  await expect(dialog.getByLabel(texts('ru')['stockAlerts.fio'])).toHaveValue('Мерет Атаев');
  await dialog.getByLabel(texts('ru')['stockAlerts.push']).uncheck();
  await dialog.getByLabel(texts('ru')['stockAlerts.email']).check();
  await dialog.getByLabel(texts('ru')['stockAlerts.emailLabel'], { exact: true }).fill(`ru-${Date.now()}@example.tm`);
  await dialog.getByTestId('notify-me-submit').click();
  await expect(dialog.getByTestId('notify-me-done')).toBeVisible();
  await dialog
    .getByRole('button', { name: texts('ru')['stockAlerts.close'] })
    .last()
    .click();

  await open(page, '/ru/profile');
  const section = page.getByTestId('profile-stock-alerts');
  await expect(section.getByRole('heading', { name: texts('ru')['profile.section.stockAlerts'] })).toBeVisible();
  await expect(section.getByTestId('stock-alert')).toHaveCount(1);
  await expect(section.getByTestId('stock-alert')).toContainText(product.name);
  await section.getByRole('button', { name: texts('ru')['stockAlerts.settings.remove'] }).click();
  await expect(section.getByTestId('stock-alerts-empty')).toBeVisible();
});

test("the e-mail's link opens the anonymous shopper's settings, where a subscription is removed (EN, phone) @at-390", async ({
  page,
  request,
}) => {
  const product = await soldOut(request, 5, 'en');
  const email = `en-${Date.now()}@example.tm`;
  const subscribed = await request.post('/client/v4/stock-alerts', {
    data: { productId: product.id, email, fio: 'Jane Doe' },
    headers: { lng: 'EN' },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(200);
  let link = '';
  try {
    expect((await request.patch(`/admin/v1/products/${product.id}`, { data: { stock: 2 }, headers: ADMIN })).ok()).toBe(
      true,
    );
    await expect
      .poll(async () => {
        const outbox = (await (await request.get('/dev/outbox.json')).json()) as { to: string; text: string }[];
        link =
          /https?:\/\/\S+\/stock-alerts\?token=\S+/.exec(outbox.find((entry) => entry.to === email)?.text ?? '')?.[0] ??
          '';
        return link;
      })
      .not.toBe('');
  } finally {
    await request.patch(`/admin/v1/products/${product.id}`, { data: { stock: 0 }, headers: ADMIN });
  }
  const url = new URL(link);
  expect(url.pathname).toBe('/en/stock-alerts');
  await open(page, `${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: texts('en')['stockAlerts.settings.title'] })).toBeVisible();
  const item = page.getByTestId('stock-alert');
  await expect(item).toContainText(product.name);
  await expect(item).toContainText(`By e-mail: ${email}`);
  await expect(item).toContainText(texts('en')['stockAlerts.settings.notified']);
  await item.getByRole('button', { name: texts('en')['stockAlerts.settings.remove'] }).click();
  await expect(page.getByTestId('stock-alerts-empty')).toBeVisible();
  // a link whose token was changed opens nothing
  await open(page, `${url.pathname}?token=${encodeURIComponent(`${url.searchParams.get('token')}x`)}`);
  await expect(page.getByTestId('stock-alerts-failed')).toContainText('This link is not valid');
  // no link and no account: told how to see them, with the way to sign in
  await open(page, url.pathname);
  await expect(page.getByTestId('stock-alerts-failed')).toContainText('Sign in, or open the link in our e-mail');
  await page.getByTestId('stock-alerts-sign-in').click();
  await expect(page).toHaveURL(/\/en\/profile\/?$/);
});
