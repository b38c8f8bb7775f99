/**
 * Values the commerce API and the storefront must agree on. This file imports nothing, so the
 * browser bundle can take it whole (docs/adr/007-contract-typebox.md).
 */

/** The largest id the API accepts: ids are PostgreSQL `serial` (int4) columns. */
export const MAX_ID = 2147483647;

/** The shop's languages, as the storefront and the services name them; TM is the default and fallback. */
/** The shop's name, as the site's texts write it (locales/*.json `site.name`): the e-mails' sender. */
export const SHOP_NAME = 'Elektronika';

export const LNGS = ['tm', 'ru', 'en'] as const;
export type Lng = (typeof LNGS)[number];
export const DEFAULT_LNG: Lng = 'tm';

/** The same languages as the `lng` header and cookie spell them. */
export const API_LNGS = ['TM', 'RU', 'EN'] as const;
export type ApiLng = (typeof API_LNGS)[number];

/** The product groups the home page shows, in its order (GET /client/v4/products?group=...). */
export const HOME_PRODUCT_GROUPS = ['popular', 'sales', 'new', 'weekly'] as const;
export type HomeProductGroup = (typeof HOME_PRODUCT_GROUPS)[number];

/** The brand and category groups of the home page (GET /brands?group=..., /categories?group=...). */
export const HOME_BRAND_GROUP = 'popular-brands';
export const HOME_CATEGORY_GROUP = 'popular-categories';

/** Widths the image service renders (spec §9, xs..2xl); other widths snap to the nearest. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The width served when none is asked for. */
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 1024;

/** Orders of a product listing; `relevance` needs a query (popular without one). */
export const SORTS = ['popular', 'price_asc', 'price_desc', 'newest', 'rating', 'discount', 'relevance'] as const;
export type Sort = (typeof SORTS)[number];

export const AVAILABILITY = ['in_stock', 'not_available'] as const;
export type Availability = (typeof AVAILABILITY)[number];

/** Cards per listing page: the static first page and every page fetched after it. */
export const LISTING_PAGE_SIZE = 20;
/** The most cards one listing call answers (`limit`). */
export const MAX_LISTING_LIMIT = 1000;
/** The largest `offset` a list call takes. */
export const MAX_OFFSET = 1_000_000;
/** Brands and categories answer all of them by default (spec §7 asks with limit=10000). */
export const CATALOGUE_LIST_LIMIT = 10000;
/** Ids in one POST /products (cart, favourites), and cards answered by default. */
export const MAX_IDS_PER_CALL = 1000;
export const IDS_CALL_DEFAULT_LIMIT = 100;
/** Products in one GET /products/details (the site's build reads the catalogue in such pages). */
export const MAX_DETAILS_PER_CALL = 100;
/**
 * The details call the site's build reads product pages' data with (gatsby-source-store, and the
 * product pages between builds): with parameters and linked products. Relative to /client/v4.
 */
export const productDetailsPath = (ids: readonly number[]) =>
  `/products/details?ids=${ids.join(',')}&includeParameters=true&includeLinks=true`;
/** Ids per filter field (categories, brands, parameter options) of a listing. */
export const MAX_FILTER_IDS = 100;
/**
 * Different parameters (screen size, memory, colour, …) one listing filters by at once: each takes
 * a bit of a product's match mask (services/product-filter.ts); more answer a translated 400.
 */
export const MAX_FILTER_PARAMETERS = 24;
/** What a search suggestion is, and its group's label, in the order the groups come. */
export const SUGGESTION_TYPES = ['category', 'brand', 'product'] as const;
export const SUGGESTION_LABELS = ['categories', 'brands', 'products'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];
export type SuggestionLabel = (typeof SUGGESTION_LABELS)[number];
/** Search box suggestions: this many of each kind (categories, brands, products) by default. */
export const SUGGESTIONS_PER_TYPE = 5;
export const MAX_SUGGESTIONS_PER_TYPE = 50;
/** Recommended (offerto) and similar (sameto) cards on a product page. */
export const LINKED_PRODUCTS = 12;
/** Products compared side by side at most. */
export const MAX_COMPARED = 20;
/** Calls in one batch request of the older API (POST /client/v3/). */
export const MAX_BATCH_CALLS = 5;
/** The longest text a shopper can search for. */
export const MAX_SEARCH_TEXT = 255;
