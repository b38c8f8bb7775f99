/**
 * What the worker does with a request (docs/adr/019): only the shop's pages, their data, the build's
 * files, catalogue images and the two public catalogue calls the shopper's lists make are ever
 * cached. Accounts, orders, checkout, the editors' page and every other call pass through untouched
 * (nothing personal is stored), and so does anything of another origin than the site and its API.
 */
export type RequestKind = 'page' | 'page-data' | 'asset' | 'image' | 'live-copy' | 'pass';

/** Paths of the API's origin that are never pages (server/src/site.ts serves no page there). */
const NOT_PAGES = /^\/(client|auth|admin|images|videos|docs|health|dev)(\/|$)/;
/** The build's own files: hashed scripts and styles at the root, Gatsby's static/, the app icons. */
const BUILD_FILE = /^\/([^/]+\.(js|css)|static\/.+|icons\/.+)$/;
/**
 * The public catalogue calls of the list screens and of every page's live offers: product cards by
 * ids (POST /client/v4/products) and the comparison table (POST /client/v3/ with products.getCompare).
 * Their answers hold no shopper's data, only the catalogue's.
 */
const LIVE_COPY = /^\/client\/(v4\/products|v3\/?)$/;
/** Worker-only records: never fetched from the network by the worker's own cache keys. */
const WORKER_FILES = new Set(['/sw.js', '/build-meta.json']);

export interface Origins {
  site: string;
  /** GATSBY_API_URL's origin when the API lives elsewhere */
  api: string | null;
}

export function requestKind(request: Pick<Request, 'url' | 'method' | 'mode'>, origins: Origins): RequestKind {
  const url = new URL(request.url);
  const ownSite = url.origin === origins.site;
  const api = ownSite || url.origin === origins.api;
  if (request.method === 'POST') return api && LIVE_COPY.test(url.pathname) ? 'live-copy' : 'pass';
  if (request.method !== 'GET') return 'pass';
  if (api && url.pathname.startsWith('/images/')) return 'image';
  if (!ownSite || WORKER_FILES.has(url.pathname)) return 'pass';
  if (request.mode === 'navigate') return NOT_PAGES.test(url.pathname) ? 'pass' : 'page';
  if (url.pathname.startsWith('/page-data/')) return 'page-data';
  if (BUILD_FILE.test(url.pathname)) return 'asset';
  return 'pass';
}

/** '/ru/product/4' -> 'ru'; unprefixed paths are Turkmen. */
export const languageOfPath = (pathname: string): 'tm' | 'ru' | 'en' => {
  const match = /^\/(ru|en)(\/|$)/.exec(pathname);
  return match ? (match[1] as 'ru' | 'en') : 'tm';
};

/** A page's cache key: its URL without query or hash (a listing's filters are the page's own state). */
export function pageKey(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : '/';
  return `${parsed.origin}${path}`;
}

/** '/ru/product/4' -> '/page-data/ru/product/4/page-data.json' (Gatsby's page data of a page). */
export function pageDataPath(pathname: string): string {
  const path = pathname === '/' ? '/index' : pathname.replace(/\/+$/, '');
  return `/page-data${path}/page-data.json`;
}
