/**
 * The rules of an editor's product change (PATCH /admin/v1/products/:id), for the staff app's form
 * and the API alike: the API's schema (service.ts) is made of these limits, and the form tells a
 * broken value with these functions before anything is sent. No TypeBox here: a browser bundle
 * takes the file whole.
 */

/** The largest price the API takes (TMT); the database holds numeric(12,2). */
export const MAX_MONEY = 100_000_000;
/** The most pieces a product's stock holds. */
export const MAX_STOCK = 1_000_000;
/** A product's name and description, in each language (in characters). */
export const PRODUCT_NAME_MAX = 300;
export const PRODUCT_DESCRIPTION_MAX = 20_000;
/** Images of one product; the first is its icon. */
export const MAX_PRODUCT_IMAGES = 20;
/** An image already in the catalogue (uploaded by an import), by its key. */
export const IMAGE_KEY_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$';

/** The fields of a change that the built pages show: changing one needs a site build. */
export const BUILT_FIELDS = ['name', 'description', 'images'] as const;
/** Price, old price and stock: the pages read them live after hydration, so no build is needed. */
export const LIVE_FIELDS = ['price', 'oldPrice', 'stock'] as const;

/** Whether a change (PATCH body) touches what the built pages show. */
export function changesBuiltPages(change: Partial<Record<(typeof BUILT_FIELDS)[number], unknown>>): boolean {
  return BUILT_FIELDS.some((field) => change[field] !== undefined);
}

/**
 * A price in whole cents (tenge), or undefined when it is not a finite amount of at most two
 * decimals: 19.99 and 0.07 are 1999 and 7, 0.001 is refused. Exact, unlike a float `multipleOf:
 * 0.01` (19.99 / 0.01 is 1998.9999999999998): n / 100 is the double nearest to the decimal n/100.
 */
export function toCents(value: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  const cents = Math.round(value * 100);
  return cents / 100 === value ? cents : undefined;
}

/** What is wrong with one value of a product change. */
export type ProductProblem =
  | 'required'
  | 'tooLong'
  | 'notPositive'
  | 'tooLarge'
  | 'cents'
  | 'notWhole'
  | 'imageKey'
  | 'imageTwice'
  | 'tooManyImages';

/** A price or an old price: above zero, at most MAX_MONEY, at most two decimals. */
export function moneyProblem(value: number): ProductProblem | null {
  if (!(value > 0)) return 'notPositive';
  if (value > MAX_MONEY) return 'tooLarge';
  return toCents(value) === undefined ? 'cents' : null;
}

/** Pieces in stock: a whole number from 0 to MAX_STOCK. */
export function stockProblem(value: number): ProductProblem | null {
  if (!Number.isInteger(value) || value < 0) return 'notWhole';
  return value > MAX_STOCK ? 'tooLarge' : null;
}

/** The longest text of a name or description. */
export const productTextMax = (field: 'name' | 'description') =>
  field === 'name' ? PRODUCT_NAME_MAX : PRODUCT_DESCRIPTION_MAX;

/**
 * A name or description in one language: the Turkmen one is required (it is every language's
 * fallback), each at most its limit in characters (as the schema counts them: code points).
 */
export function productTextProblem(
  field: 'name' | 'description',
  lng: 'tm' | 'ru' | 'en',
  value: string,
): ProductProblem | null {
  if (lng === 'tm' && value.length === 0) return 'required';
  return [...value].length > productTextMax(field) ? 'tooLong' : null;
}

const IMAGE_KEY = new RegExp(IMAGE_KEY_PATTERN);

/** A product's image keys, in order: at most MAX_PRODUCT_IMAGES, each once, each a key's form. */
export function imagesProblem(keys: readonly string[]): ProductProblem | null {
  if (keys.length > MAX_PRODUCT_IMAGES) return 'tooManyImages';
  if (keys.some((key) => !IMAGE_KEY.test(key))) return 'imageKey';
  return new Set(keys).size === keys.length ? null : 'imageTwice';
}
