/**
 * The storefront's service worker (/sw.js, scope /; docs/adr/019), bundled with Workbox 7 by
 * ../build-worker.ts, which fills in `self.__WB_MANIFEST` (the build's scripts, styles, app
 * manifests and icons, precached at install) and `__OFFLINE_CONFIG__`.
 *
 * - The build's files: precached; a new build's worker installs the new files and drops the old.
 * - Pages and page data: network first (fresh while online), stored copies offline; a page never
 *   stored answers the offline page in its language.
 * - Catalogue images: cache first (their addresses are versioned), by count and age.
 * - Product cards and the comparison (POSTs): network first, last answers kept (live-copies.ts).
 * - After a page tells the worker it was visited: that page, and once per build the home, category
 *   and list pages of its language are stored in the background (not on data saver or 2g).
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import {
  answerFromCards,
  copyResponse,
  idsOf,
  LIVE_CACHE,
  LIVE_MAX_AGE_S,
  LIVE_MAX_ENTRIES,
  productCopyKey,
  requestCopyKey,
  rowsOf,
} from './live-copies';
import { OFFLINE_PAGE_POLICY, offlinePageHtml, productNameOf, type StoredProduct } from './offline-page';
import { languageOfPath, pageDataPath, pageKey, requestKind } from './request-kinds';
import type { LiveCallMessage, VisitedMessage, WorkerConfig } from './worker-config';
import type { ExtendableEvent, ExtendableMessageEvent, WorkerScope } from './worker-types';

declare const __OFFLINE_CONFIG__: WorkerConfig;
const config = __OFFLINE_CONFIG__;
const scope = self as unknown as WorkerScope;
const origins = { site: scope.location.origin, api: config.apiOrigin };

const DAY_S = 24 * 3600;
const CACHES = {
  pages: 'shop-pages',
  data: 'shop-data',
  languagePages: 'shop-language-pages',
  languageData: 'shop-language-data',
  assets: 'shop-assets',
  images: 'shop-images',
  meta: 'shop-meta',
};
/** Pages and page data answer from the network unless it takes longer than this. */
const NETWORK_TIMEOUT_S = 6;
/** An image larger than this is not kept: the cache is bounded by count, and so by size. */
const MAX_IMAGE_BYTES = 600 * 1024;

setCacheNameDetails({ prefix: 'shop' });
// A new build's worker takes over at once; the pages decide when to reload (src/features/offline).
scope.addEventListener('install', () => void scope.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute((self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST);

const keyedBy = (key: (url: string) => string): WorkboxPlugin => ({
  cacheKeyWillBeUsed: async ({ request }) => key(request.url),
});
const onlyOk = new CacheableResponsePlugin({ statuses: [200] });
const bounded = (maxEntries: number, maxAgeDays: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: maxAgeDays * DAY_S, purgeOnQuotaError: true });
const notTooLarge: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    Number(response.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES ? null : response,
};

/**
 * The site answers every file in brotli, gzip or plain bytes under `Vary: Accept-Encoding`; the
 * browser has decoded a stored answer already, so the encoding asked for does not matter here.
 */
const matchOptions = { ignoreVary: true };

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  matchOptions,
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  plugins: [keyedBy(pageKey), onlyOk, bounded(60, 30)],
});
const pageData = new NetworkFirst({
  cacheName: CACHES.data,
  matchOptions,
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  plugins: [onlyOk, bounded(400, 30)],
});
const assets = new CacheFirst({ cacheName: CACHES.assets, matchOptions, plugins: [onlyOk, bounded(80, 30)] });
const images = new CacheFirst({
  cacheName: CACHES.images,
  matchOptions,
  plugins: [onlyOk, notTooLarge, bounded(300, 30)],
});

/** Network first; offline, the copy the language's background store holds, if the visit's cache has none. */
const withLanguageCopy =
  (strategy: Strategy, key: (url: string) => string, cacheName: string) =>
  async (options: RouteHandlerCallbackOptions) => {
    try {
      return await strategy.handle(options);
    } catch (error) {
      const stored = await caches.match(key(options.request.url), { cacheName, ...matchOptions });
      if (stored) return stored;
      throw error;
    }
  };
const pageOrCopy = withLanguageCopy(pages, pageKey, CACHES.languagePages);
const pageDataOrCopy = withLanguageCopy(pageData, (url) => url, CACHES.languageData);

registerRoute(
  ({ request }) => requestKind(request, origins) === 'page',
  async (options) => {
    try {
      return await pageOrCopy(options);
    } catch {
      return offlinePage(new URL(options.request.url));
    }
  },
);
registerRoute(({ request }) => requestKind(request, origins) === 'page-data', pageDataOrCopy);
registerRoute(({ request }) => requestKind(request, origins) === 'asset', assets);
registerRoute(({ request }) => requestKind(request, origins) === 'image', images);
registerRoute(({ request }) => requestKind(request, origins) === 'live-copy', liveCall, 'POST');

/** The offline page: the products whose pages are stored, in the language of the address asked for. */
async function offlinePage(url: URL): Promise<Response> {
  const lng = languageOfPath(url.pathname);
  const products = await storedProducts(lng);
  return new Response(offlinePageHtml(lng, config.texts[lng], `${url.pathname}${url.search}`, products), {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': OFFLINE_PAGE_POLICY,
      'cache-control': 'no-store',
    },
  });
}

const PRODUCT_PAGE = /^(?:\/(ru|en))?\/product\/\d+$/;

async function storedProducts(lng: 'tm' | 'ru' | 'en'): Promise<StoredProduct[]> {
  const cache = await caches.open(CACHES.pages);
  const found: StoredProduct[] = [];
  for (const request of [...(await cache.keys())].reverse()) {
    const path = new URL(request.url).pathname;
    const match = PRODUCT_PAGE.exec(path);
    if (!match || (match[1] ?? 'tm') !== lng) continue;
    const response = await cache.match(request, matchOptions);
    const name = response && productNameOf(await response.text());
    if (name) found.push({ path, name });
    if (found.length >= 60) break;
  }
  return found;
}

/** Tells the page that made a live call whether the network answered (its offline banner). */
async function tell(clientId: string, message: LiveCallMessage) {
  if (!clientId) return;
  (await scope.clients.get(clientId))?.postMessage(message);
}

const liveExpiration = new CacheExpiration(LIVE_CACHE, {
  maxEntries: LIVE_MAX_ENTRIES,
  maxAgeSeconds: LIVE_MAX_AGE_S,
});

async function liveCall({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const body = await request.clone().text();
  const lng = (request.headers.get('lng') ?? 'tm').toLowerCase();
  const clientId = (event as { clientId?: string }).clientId ?? '';
  try {
    const response = await fetch(request);
    void tell(clientId, { type: 'live-call', ok: true });
    if (response.status === 200)
      (event as ExtendableEvent).waitUntil(keepCopies(request.url, lng, body, response.clone()));
    return response;
  } catch (error) {
    void tell(clientId, { type: 'live-call', ok: false });
    const copy = await storedCopy(request.url, lng, body);
    if (copy) return copy;
    throw error;
  }
}

async function keepCopies(url: string, lng: string, body: string, response: Response) {
  const text = await response.text();
  const savedAt = new Date().toUTCString();
  const cache = await caches.open(LIVE_CACHE);
  const stored = (key: string, json: string) =>
    cache
      .put(key, new Response(json, { headers: { 'content-type': 'application/json', date: savedAt } }))
      .then(() => liveExpiration.updateTimestamp(key));
  const keys: Promise<void>[] = [stored(await requestCopyKey(origins.site, url, lng, body), text)];
  if (new URL(url).pathname === '/client/v4/products')
    for (const row of rowsOf(JSON.parse(text)))
      keys.push(stored(productCopyKey(origins.site, lng, row.id), JSON.stringify(row)));
  await Promise.all(keys);
  await liveExpiration.expireEntries();
}

async function storedCopy(url: string, lng: string, body: string): Promise<Response | null> {
  const cache = await caches.open(LIVE_CACHE);
  const whole = await cache.match(await requestCopyKey(origins.site, url, lng, body));
  if (whole) return copyResponse(await whole.text(), whole.headers.get('date'));
  const ids = new URL(url).pathname === '/client/v4/products' ? idsOf(body) : null;
  if (!ids) return null;
  const cards = new Map<number, unknown>();
  let oldest: string | null = null;
  for (const id of new Set(ids)) {
    const card = await cache.match(productCopyKey(origins.site, lng, id));
    if (!card) return null;
    cards.set(id, await card.json());
    const date = card.headers.get('date');
    if (date && (!oldest || Date.parse(date) < Date.parse(oldest))) oldest = date;
  }
  const answer = answerFromCards(ids, cards);
  return answer ? copyResponse(JSON.stringify(answer), oldest) : null;
}

// ---- Stored in the background after a visit -------------------------------------------------

const meta = async (name: string) => (await (await caches.open(CACHES.meta)).match(`/__offline/meta/${name}`))?.text();
const setMeta = async (name: string, value: string) =>
  (await caches.open(CACHES.meta)).put(`/__offline/meta/${name}`, new Response(value));

/** Fetches and stores one address when the network gives it (200); false otherwise. */
async function store(cacheName: string, url: string, key = url): Promise<Response | null> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (response.status !== 200) return null;
    await (await caches.open(cacheName)).put(key, response.clone());
    return response;
  } catch {
    return null;
  }
}

/** Runs `task` over `items`, at most `limit` at a time (the shopper's connection stays usable). */
async function inTurns<T>(items: readonly T[], limit: number, task: (item: T) => Promise<unknown>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

const running = new Map<string, Promise<void>>();
/** One run per name at a time: pages send a visit on every route change. */
const once = (name: string, run: () => Promise<void>) => {
  if (!running.has(name))
    running.set(
      name,
      run().finally(() => running.delete(name)),
    );
  return running.get(name) as Promise<void>;
};

/** The language's home, categories and lists, with their page data and static queries, once per build. */
async function storeLanguage(lng: 'tm' | 'ru' | 'en') {
  if ((await meta(`language-${lng}`)) === config.version) return;
  const queries = new Set<string>();
  let complete = true;
  await inTurns(config.pages[lng], 3, async (path) => {
    const page = await store(CACHES.languagePages, `${origins.site}${path}`, pageKey(`${origins.site}${path}`));
    const data = await store(CACHES.languageData, `${origins.site}${pageDataPath(path)}`);
    if (!page || !data) complete = false;
    const hashes = data ? ((await data.json()) as { staticQueryHashes?: string[] }).staticQueryHashes : undefined;
    for (const hash of hashes ?? []) queries.add(hash);
  });
  await inTurns([...queries], 3, (hash) => store(CACHES.languageData, `${origins.site}/page-data/sq/d/${hash}.json`));
  // Pages of the language's previous build that this build no longer has go.
  const wanted = new Set(config.pages[lng].map((path) => pageKey(`${origins.site}${path}`)));
  const cache = await caches.open(CACHES.languagePages);
  for (const request of await cache.keys())
    if (languageOfPath(new URL(request.url).pathname) === lng && !wanted.has(request.url)) await cache.delete(request);
  if (complete) await setMeta(`language-${lng}`, config.version);
}

/**
 * Pages stored under an earlier build name that build's scripts, which this worker's precache no
 * longer holds: fetched again once per build, so they still start offline.
 */
async function refreshVisitedPages() {
  const refreshed = await meta('pages');
  if (refreshed === config.version) return;
  // The first worker of this browser: its pages are of this build already.
  if (refreshed === undefined) return setMeta('pages', config.version);
  const cache = await caches.open(CACHES.pages);
  let complete = true;
  await inTurns(await cache.keys(), 3, async (request) => {
    try {
      const response = await fetch(request.url, { credentials: 'same-origin' });
      if (response.status === 200) await cache.put(request, response);
      else if (response.status === 404 || response.status === 410) await cache.delete(request);
    } catch {
      complete = false;
    }
  });
  if (complete) await setMeta('pages', config.version);
}

/** Stores what a strategy would store for this address, unless its cache has it already. */
async function storeOnce(strategy: Strategy, cacheName: string, url: string, event: ExtendableMessageEvent, key = url) {
  if (await caches.match(key, { cacheName, ...matchOptions })) return;
  await strategy.handle({ request: new Request(url, { credentials: 'same-origin' }), event }).catch(() => undefined);
}

async function visited({ path, lite, images: shown }: VisitedMessage, event: ExtendableMessageEvent) {
  if (lite || typeof path !== 'string' || !path.startsWith('/')) return;
  const url = `${origins.site}${path}`;
  if (requestKind({ url, method: 'GET', mode: 'navigate' }, origins) !== 'page') return;
  // A page reached by a client-side navigation came as page data alone, and the first page of a
  // visit reached the browser before the worker did: its HTML, data and images are stored now.
  await storeOnce(pages, CACHES.pages, pageKey(url), event);
  const dataUrl = `${origins.site}${pageDataPath(new URL(url).pathname)}`;
  await storeOnce(pageData, CACHES.data, dataUrl, event);
  await storeOnce(pageData, CACHES.data, `${origins.site}/page-data/app-data.json`, event);
  const data = await caches.match(dataUrl, { cacheName: CACHES.data, ...matchOptions });
  const hashes = data ? ((await data.json()) as { staticQueryHashes?: string[] }).staticQueryHashes : undefined;
  for (const hash of hashes ?? [])
    await storeOnce(pageData, CACHES.data, `${origins.site}/page-data/sq/d/${hash}.json`, event);
  for (const image of (Array.isArray(shown) ? shown : []).slice(0, 60))
    if (typeof image === 'string' && requestKind({ url: image, method: 'GET', mode: 'no-cors' }, origins) === 'image')
      await storeOnce(images, CACHES.images, image, event);
  await once('pages', refreshVisitedPages);
  await once(`language-${languageOfPath(path)}`, () => storeLanguage(languageOfPath(path)));
}

scope.addEventListener('message', (event) => {
  const message = event.data as VisitedMessage | null;
  if (message?.type === 'visited') event.waitUntil(visited(message, event));
});
