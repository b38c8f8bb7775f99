/** The shop's URL shapes (spec §2), unlocalized; `localizePath` adds /ru or /en. */
export const paths = {
  home: () => '/',
  category: (id: number) => `/categories/${id}`,
  brand: (id: number) => `/brands/${id}`,
  product: (id: number) => `/product/${id}`,
  footer: (uuid: string) => `/footers/${uuid}`,
};

/**
 * Client-only routes: a static shell per language that the React app fills in the browser.
 * `noindex` for all of them (shopper-specific content).
 */
export const CLIENT_ROUTES = [
  '/cart',
  '/cart-view',
  '/order',
  '/profile',
  '/comparess',
  '/wishlist',
  '/search',
  '/exit',
  '/stock-alerts',
  '/gift-certificates',
] as const;
export type ClientRoute = (typeof CLIENT_ROUTES)[number];

/**
 * Search suggestions link to /{label}/{id}. For categories and brands that is the canonical page;
 * /products/{id} is a tiny redirect shell to /product/{id} (docs/storefront.md).
 */
export const SUGGESTION_REDIRECTS: Record<string, string> = {
  products: 'product',
};
