// Browser: web push: the notification permission, the site's service worker and the push subscription, on the full browser.
/**
 * Back-in-stock alerts by this browser's push (spec §3; docs/adr/020): the shopper ticks the
 * browser in the "notify me" dialog, the site's worker subscribes, the key is kept in the fcmToken
 * cookie and the subscription shows in the settings page, which removes it. The other flows of the
 * dialog are in stock-alerts.spec.ts.
 *
 * This file runs on the full browser: the headless shell the other specs run on answers every
 * notification permission with "denied" (tests/chromium.ts). Chromium's real push service (FCM) is
 * outside this machine: the page gets a PushManager whose subscribe answers what Chromium answers
 * (an endpoint on fcm.googleapis.com and the subscription's P-256 and auth keys, made here); the
 * service worker, the permission and everything after the browser's subscription are the real
 * ones. Delivery by push itself is tested against a local push service in
 * server/test/stock-alerts.test.ts.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import { FULL_BROWSER } from '../chromium';
import { expect, test } from './fixtures';
import { MESSAGES, open, soldOut, type Lng } from './support';
// A new context per test: the stand-in push service is an init script, which no later call removes.
// Service workers are blocked in the other specs (tests/playwright.config.ts); push needs one.
test.use({ isolated: true, serviceWorkers: 'allow', launchOptions: FULL_BROWSER });

const CONSENT_ALL = { name: 'cookieConsent', value: 'all', domain: '127.0.0.1', path: '/' };

const texts = (lng: Lng) => MESSAGES[lng];

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
