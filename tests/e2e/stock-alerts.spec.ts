// Browser: notification permission and push subscription in a real browser.
/**
 * Back-in-stock alerts (spec §2, §3, §8; docs/adr/020): "notify me" on a product out
 * of stock (the dialog's own chunk), by e-mail and by this browser's push (notification permission
 * granted in the context), the unsupported-browser and denied-permission messages, the e-mail that
 * goes when the product is back (the development outbox), and the product notification settings
 * in /profile and on the e-mail link's page. Each flow runs at one width, in one language; the
 * file covers TM, RU and EN at 1280 and 390 px.
 *
 * Chromium's real push service (FCM) is outside this machine: the push flows give the page a
 * PushManager whose subscribe answers what Chromium answers (an endpoint on fcm.googleapis.com
 * and the subscription's P-256 and auth keys, made here); the service worker, the permission and
 * everything after the browser's subscription are the real ones. Delivery by push itself is
 * tested against a local push service in server/test/stock-alerts.test.ts.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES, open, type Lng } from './support';
// The tests stand in for the browser's push service with init scripts, which no later call removes.
test.use({ isolated: true });

const ADMIN = { 'x-admin-token': 'e2e-admin-token' };
const CONSENT_ALL = { name: 'cookieConsent', value: 'all', domain: '127.0.0.1', path: '/' };

interface Card {
  id: number;
  name: string;
  inStock: boolean;
}

/** Products out of stock since the build (their pages were built showing so), one per test. */
async function soldOut(request: APIRequestContext, index: number, lng: Lng = 'tm'): Promise<Card> {
  const response = await request.get('/client/v4/products?limit=240', { headers: { lng: lng.toUpperCase() } });
  const { rows } = (await response.json()) as { rows: Card[] };
  const out = rows.filter((row) => !row.inStock);
  expect(out.length, 'the sample catalogue has products out of stock').toBeGreaterThan(index);
  return out[index];
}

/** A subscription as Chromium's pushManager.subscribe answers it (see the file's comment). */
function browserSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(12).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

async function standInPushService(page: Page) {
  const subscription = browserSubscription();
  await page.addInitScript((json) => {
    let current: unknown = null;
    const made = {
      endpoint: json.endpoint,
      toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
    };
    PushManager.prototype.subscribe = async function subscribe() {
      current = made;
      return made as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current as PushSubscription | null;
    };
  }, subscription);
  return subscription;
}

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

test.describe('push', () => {
  // Service workers are blocked in the other specs (tests/playwright.config.ts); push needs one.
  test.use({ serviceWorkers: 'allow' });

  test('with notifications allowed, this browser subscribes by push and keeps its key in fcmToken (RU, phone) @at-390', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['notifications']);
    await context.addCookies([CONSENT_ALL]);
    const subscription = await standInPushService(page);
    const product = await soldOut(request, 1, 'ru');
    await open(page, `/ru/product/${product.id}`);
    await page.getByTestId('product-notify-me').click();
    const dialog = page.getByTestId('notify-me');
    // push is the shopper's own choice: the box starts unticked
    await expect(dialog.getByLabel(texts('ru')['stockAlerts.push'])).not.toBeChecked();
    await dialog.getByLabel(texts('ru')['stockAlerts.push']).check();
    await dialog.getByTestId('notify-me-submit').click();
    await expect(dialog.getByTestId('notify-me-done')).toContainText(texts('ru')['stockAlerts.success.title']);
    // the site's worker (/sw.js, which imports the push handlers) is registered, and the browser's
    // key kept (consent given)
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL),
    ).toMatch(/\/sw\.js$/);
    const token = (await context.cookies()).find((cookie) => cookie.name === 'fcmToken');
    expect(token?.value).toBeTruthy();
    const listed = await request.get('/client/v4/stock-alerts', {
      headers: { 'x-stock-alerts-token': token?.value ?? '' },
    });
    const { rows } = (await listed.json()) as { rows: { productId: number; channel: string; lng: string }[] };
    expect(rows).toEqual([expect.objectContaining({ productId: product.id, channel: 'push', lng: 'ru' })]);
    expect(subscription.endpoint).toContain('fcm.googleapis.com');

    // the settings page lists it by the cookie, and removes it
    await open(page, '/ru/stock-alerts');
    const item = page.getByTestId('stock-alert');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(product.name);
    await expect(item).toContainText(texts('ru')['stockAlerts.settings.channel.push']);
    await item.getByRole('button', { name: texts('ru')['stockAlerts.settings.remove'] }).click();
    await expect(page.getByTestId('stock-alerts-empty')).toHaveText(texts('ru')['stockAlerts.settings.empty']);
  });
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
