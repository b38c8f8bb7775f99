/**
 * The Content-Security-Policy of the storefront's pages, and the manifest the build writes for it
 * (docs/adr/011-headers-and-delivery.md). Gatsby writes a few inline scripts into every page, and
 * one of them differs per page (`window.pagePath="/en/product/42"`), so each page's policy names the
 * sha256 of its own inline scripts. The build hashes them once (gatsby-plugin-shop-build) into
 * `public/csp-hashes.json`; the API's site server, or a CDN's header rules, read that file and
 * answer each page with `pagePolicy(...)`. This file imports nothing: the build and the server
 * share it.
 */

/** Written by the build beside the pages, read by the server (and by whatever deploys to a CDN). */
export const CSP_MANIFEST_FILE = 'csp-hashes.json';

export interface CspManifest {
  /** The origin of GATSBY_API_URL when the pages talk to an API elsewhere; null: their own origin. */
  apiOrigin: string | null;
  /** Per page file under public/ ('en/index.html', '404.html'): 'sha256-…' of each inline script. */
  scripts: Record<string, string[]>;
}

/**
 * The policy of one page. Scripts: the site's own files and the page's hashed inline scripts,
 * nothing else (no eval, no inline event handlers). Styles: emotion writes <style> elements in the
 * server render and inserts more at run time for lazily loaded parts, so style-src allows inline
 * styles (the ADR explains why that is the one relaxation). Images, videos and live calls come
 * from the API, which may have its own origin.
 */
export function pagePolicy(scriptHashes: readonly string[], apiOrigin: string | null = null): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  // the chat's socket (docs/adr/021) on the API's origin: ws(s) is another scheme to CSP
  const socket = apiOrigin ? ` ${apiOrigin.replace(/^http(s?):/, 'ws$1:')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join('')}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${api}`,
    `media-src 'self'${api}`,
    `connect-src 'self'${api}${socket}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The service worker's policy (a worker obeys the policy its own script was served with): it fetches
 * the site's pages and files and the API's images and catalogue calls, and loads one script of the
 * site's own, the push handlers (/push-sw.js, docs/adr/020), and no frame or anything else
 * (docs/adr/019). The API's default policy (`default-src 'none'`) would block every fetch the
 * worker makes.
 */
export function workerPolicy(apiOrigin: string | null = null): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  return [
    "default-src 'none'",
    "script-src 'self'",
    `connect-src 'self'${api}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
