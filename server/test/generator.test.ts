import { createHash } from 'node:crypto';
import { BRANDS } from '../src/sample/data/brands';
import { CATEGORIES } from '../src/sample/data/categories';
import { endOfWeek, generateCatalogue } from '../src/sample/generate';
import { validateCatalogue, emptyKnownCodes } from '../src/catalogue/validate';
import { TEST_NOW } from './helpers';

const digest = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('hex');

describe('sample catalogue generator', () => {
  const catalogue = generateCatalogue({ products: 400, now: TEST_NOW });
  const products = catalogue.products ?? [];

  it('is deterministic: the same seed and clock give the same catalogue', () => {
    expect(digest(generateCatalogue({ products: 400, now: TEST_NOW }))).toBe(digest(catalogue));
    expect(digest(generateCatalogue({ products: 400, now: TEST_NOW, seed: 7 }))).not.toBe(digest(catalogue));
  });

  it('produces a file the importer accepts', () => {
    expect(validateCatalogue(catalogue, emptyKnownCodes()).problems).toEqual([]);
  });

  it('has a believable shop: 12+ top categories with subcategories, 25+ brands, every subcategory stocked', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(12);
    expect(CATEGORIES.every((top) => top.subcategories.length > 0)).toBe(true);
    expect(BRANDS.length).toBeGreaterThanOrEqual(25);
    const stocked = new Set(products.map((product) => product.category));
    for (const sub of CATEGORIES.flatMap((top) => top.subcategories)) expect(stocked.has(sub.code)).toBe(true);
  });

  it('writes real translations: names and descriptions differ between languages', () => {
    for (const top of CATEGORIES) {
      expect(new Set([top.name.tm, top.name.ru, top.name.en]).size).toBe(3);
    }
    for (const product of products.slice(0, 50)) {
      expect(product.description.ru).not.toBe(product.description.en);
      expect(product.description.tm).not.toBe(product.description.en);
      expect(product.description.ru).toMatch(/[а-яё]/i);
      expect(product.description.tm).not.toMatch(/\{[a-z:]+\}/);
    }
  });

  it('mixes stock, discounts, novelties, ratings and 1 to 4 images per product', () => {
    const share = (test: (product: (typeof products)[number]) => boolean) =>
      products.filter(test).length / products.length;
    expect(share((p) => p.stock === 0)).toBeGreaterThan(0.04);
    expect(share((p) => Boolean(p.oldPrice))).toBeGreaterThan(0.1);
    expect(share((p) => Boolean(p.isNew))).toBeGreaterThan(0.05);
    expect(products.every((p) => p.images.length >= 1 && p.images.length <= 4)).toBe(true);
    expect(products.every((p) => !p.oldPrice || p.oldPrice > p.price)).toBe(true);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    const images = new Map((catalogue.images ?? []).map((image) => [image.key, image]));
    for (const product of products) {
      for (const key of product.images) expect(images.get(key)?.data).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    }
  });

  it('ends the weekly discounts within the week', () => {
    const weekly = catalogue.groups?.find((group) => group.code === 'weekly');
    const ends = new Date(weekly?.endsAt as string).getTime();
    expect(ends).toBeGreaterThan(TEST_NOW.getTime());
    expect(ends - TEST_NOW.getTime()).toBeLessThanOrEqual(7 * 86_400_000);
    expect(weekly?.items.length).toBeGreaterThan(0);
    // Sunday 23:59:59 in Ashgabat (UTC+5) is 18:59:59 UTC.
    expect(endOfWeek(new Date('2026-11-18T09:00:00Z')).toISOString()).toBe('2026-11-22T18:59:59.000Z');
    expect(endOfWeek(new Date('2026-11-22T18:59:00Z')).toISOString()).toBe('2026-11-22T18:59:59.000Z');
    expect(endOfWeek(new Date('2026-11-22T19:00:00Z')).toISOString()).toBe('2026-11-29T18:59:59.000Z');
  });

  it('scales to 10 000 products with unique skus', () => {
    const large = generateCatalogue({ products: 10_000, now: TEST_NOW });
    expect(large.products).toHaveLength(10_000);
    expect(new Set(large.products?.map((p) => p.sku)).size).toBe(10_000);
  });
});
