/**
 * This browser's Web Push subscription for back-in-stock alerts (docs/adr/020, docs/storefront.md):
 * support and permission checks, the service worker that shows the notifications, and
 * pushManager.subscribe with the shop's VAPID key (embedded by the build as GATSBY_WEB_PUSH_KEY,
 * the spec's {key}; asked from the API when a build has none).
 */
import { PUSH_TOKEN_COOKIE } from '../../../server/src/contract/stock-alert-names';
import type { Lng } from '../../lib/catalog-types';
import { optionalCookiesAllowed } from '../../lib/consent';
import { siteCookies } from '../../lib/shop-cookies';
import { vapidKey } from './stock-alerts-api';

/** The site's main service worker (the installable app's): it imports /push-sw.js. */
const MAIN_WORKER = '/sw.js';
/** The push handlers alone, registered when the site has no main worker. */
const PUSH_WORKER = '/push-sw.js';
const TOKEN_DAYS = 365;

export type PushProblem = 'unsupported' | 'denied';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator &&
    window.isSecureContext
  );
}

function keyBytes(base64url: string) {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Longest the dialog waits for the worker to finish installing (it stores the build's files first). */
const WORKER_READY_MS = 30_000;

/**
 * The registration at scope / with an active worker: pushManager.subscribe refuses one that is
 * still installing, which the site's worker is for a moment after the page registers it at idle.
 */
async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) {
    // The installable app's worker, when the site has one, carries the push handlers; else ours alone.
    const main = await fetch(MAIN_WORKER, { method: 'HEAD', cache: 'no-store' }).catch(() => null);
    await navigator.serviceWorker.register(main?.ok ? MAIN_WORKER : PUSH_WORKER, { scope: '/' });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error('the service worker did not become active')), WORKER_READY_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Asks permission (once: the browser remembers) and subscribes; a problem when it cannot. */
export async function subscribeThisBrowser(
  lng: Lng,
): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } } | PushProblem> {
  if (!pushSupported()) return 'unsupported';
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'denied';
  const registration = await serviceWorker();
  const key = process.env.GATSBY_WEB_PUSH_KEY || (await vapidKey(lng)).publicKey;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** Keeps this browser's manage token in fcmToken (spec §9) only when optional cookies are allowed. */
export function keepPushToken(token: string): boolean {
  if (!optionalCookiesAllowed()) return false;
  siteCookies.set(PUSH_TOKEN_COOKIE, token, { expires: TOKEN_DAYS });
  return true;
}

export const pushToken = (): string | null => siteCookies.get(PUSH_TOKEN_COOKIE) ?? null;
