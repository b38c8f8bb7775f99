/**
 * The page the worker answers for a page that is not stored while the network is down: in the
 * language of the address asked for, it says so and lists the products the shopper can still open
 * (their stored pages), with links home and to the lists. No script: it needs none, and its own
 * policy allows none.
 */
export interface OfflineTexts {
  title: string;
  text: string;
  products: string;
  noProducts: string;
  retry: string;
  home: string;
  cart: string;
  wishlist: string;
  comparison: string;
}

export interface StoredProduct {
  path: string;
  name: string;
}

/** The offline page's own policy: its inline styles, the shop's images, nothing else. */
export const OFFLINE_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const HTML_LANG = { tm: 'tk', ru: 'ru', en: 'en' } as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

/** A stored page's product name: its <h1>, else its <title> without the shop's name. */
export function productNameOf(html: string): string | null {
  const heading = /<h1[^>]*>([^<]+)</i.exec(html)?.[1];
  const title = /<title[^>]*>([^<]+)<\/title>/i.exec(html)?.[1]?.replace(/\s+\|[^|]*$/, '');
  const name = (heading ?? title)?.trim();
  return name ? decodeEntities(name) : null;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** '/ru' + '/cart' -> '/ru/cart'; Turkmen paths have no prefix. */
const localPath = (lng: 'tm' | 'ru' | 'en', path: string) =>
  lng === 'tm' ? path : path === '/' ? `/${lng}` : `/${lng}${path}`;

export function offlinePageHtml(
  lng: 'tm' | 'ru' | 'en',
  texts: OfflineTexts,
  asked: string,
  products: readonly StoredProduct[],
): string {
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const list = products.length
    ? `<ul class="products">${products.map((product) => `<li>${link(product.path, product.name)}</li>`).join('')}</ul>`
    : `<p class="muted">${escapeHtml(texts.noProducts)}</p>`;
  return `<!doctype html>
<html lang="${HTML_LANG[lng]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2530;background:#f3f5f7}
main{max-width:760px;margin:0 auto;padding:32px 16px}
h1{margin:0 0 8px;font-size:26px}h2{margin:28px 0 8px;font-size:19px}
p{margin:0 0 12px}.muted{color:#5b6675}
nav{display:flex;flex-wrap:wrap;gap:8px;margin:16px 0}
nav a{padding:10px 14px;border-radius:10px;background:#fff;color:#0b7a4b;font-weight:600;text-decoration:none;box-shadow:0 1px 3px rgba(0,0,0,.08)}
nav a.primary{background:#0b7a4b;color:#fff}
.products{margin:0;padding:0;list-style:none;display:grid;gap:8px}
.products a{display:block;padding:12px 14px;border-radius:10px;background:#fff;color:#1c2530;text-decoration:none;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.products a:hover,.products a:focus{color:#0b7a4b}
</style></head>
<body><main data-testid="offline-page">
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.text)}</p>
<nav>${link(asked, texts.retry).replace('<a ', '<a class="primary" ')}${link(localPath(lng, '/'), texts.home)}${link(localPath(lng, '/cart'), texts.cart)}${link(localPath(lng, '/wishlist'), texts.wishlist)}${link(localPath(lng, '/comparess'), texts.comparison)}</nav>
<h2>${escapeHtml(texts.products)}</h2>
${list}
</main></body></html>`;
}
