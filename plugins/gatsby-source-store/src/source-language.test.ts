import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
// eslint-disable-next-line boundaries/dependencies -- the test sources from a real API, built as the API suite builds it
import { sampleCatalogue, startTestApp, TEST_PRODUCTS, type TestApp } from '../../../server/test/helpers';
import { LISTING_PAGE_SIZE, type Lng } from '../../../src/lib/catalog-types';
import { createFetcher } from './http';
import { HOME_PRODUCT_GROUPS as PRODUCT_GROUPS } from '../../../server/src/contract/constants';
import { sourceLanguage, type Emitted } from './source-language';

type Of<T extends Emitted['type']> = Extract<Emitted, { type: T }>;

/** Everything sourceLanguage hands over for one language, from the API at `baseUrl`. */
async function source(baseUrl: string, lng: Lng) {
  const items: Emitted[] = [];
  const languages = new Set<Lng>();
  const counted: number[] = [];
  let done = 0;
  const fetcher = createFetcher({ baseUrl, concurrency: 6, retries: 0, backoffMs: 1 });
  await sourceLanguage(fetcher, lng, {
    emit: (emittedLng, item) => {
      languages.add(emittedLng);
      items.push(item);
    },
    onProductsCounted: (count) => counted.push(count),
    onProductDone: () => {
      done += 1;
    },
  });
  const of = <T extends Emitted['type']>(type: T) => items.filter((item): item is Of<T> => item.type === type);
  return { items, languages, counted, done, of };
}

const sample = sampleCatalogue();
let t: TestApp;
let baseUrl: string;
let ru: Awaited<ReturnType<typeof source>>;

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  ru = await source(baseUrl, 'ru');
});
afterAll(() => t?.close());

describe('sourcing one language from the API', () => {
  it('emits every entity once, for the language asked', () => {
    expect([...ru.languages]).toEqual(['ru']);
    const keys = ru.items.map((item) => `${item.type}:${item.key}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('emits every category with its first page and its facets', () => {
    const categories = ru.of('StoreCategory');
    expect(categories.map(({ data }) => data.category.name).sort()).toEqual(
      sample.categories!.map((c) => c.name.ru).sort(),
    );
    for (const {
      key,
      data: { category, firstPage },
    } of categories) {
      expect(key).toBe(String(category.id));
      expect(firstPage.count).toBe(category.countProduct);
      expect(firstPage.products).toHaveLength(Math.min(LISTING_PAGE_SIZE, category.countProduct));
      // every product has one brand: the brand facet counts the whole listing
      expect(firstPage.facets!.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(firstPage.count);
    }
    const leaf = categories.find(({ data }) => data.category.parentId !== null && data.category.countProduct > 0)!.data;
    expect(leaf.firstPage.products.every((product) => product.categoryId === leaf.category.id)).toBe(true);
    expect(leaf.firstPage.facets!.parameters.length).toBeGreaterThan(0);
    for (const parameter of leaf.firstPage.facets!.parameters) {
      for (const option of parameter.options) expect(option.count).toBeLessThanOrEqual(leaf.firstPage.count);
    }
    expect(leaf.firstPage.facets!.priceRange.min).toBe(
      Math.min(...leaf.firstPage.products.map((product) => product.price)),
    );
  });

  it('emits every brand with the first page of its own products', () => {
    const brands = ru.of('StoreBrand');
    expect(brands.map(({ data }) => data.brand.name).sort()).toEqual(sample.brands!.map((brand) => brand.name).sort());
    for (const {
      key,
      data: { brand, firstPage },
    } of brands) {
      expect(key).toBe(String(brand.id));
      expect(firstPage.count).toBe(brand.countProduct);
      expect(firstPage.products.every((product) => product.brand.id === brand.id)).toBe(true);
    }
    expect(brands.reduce((sum, { data }) => sum + data.brand.countProduct, 0)).toBe(TEST_PRODUCTS);
  });

  it("emits every product's details in the language, counting them for the progress bar", () => {
    const products = ru.of('StoreProduct');
    expect(ru.counted).toEqual([TEST_PRODUCTS]);
    expect(ru.done).toBe(TEST_PRODUCTS);
    expect(products.map(({ data }) => data.detail.name).sort()).toEqual(
      sample.products!.map((product) => product.name.ru).sort(),
    );
    for (const {
      key,
      data: { detail },
    } of products) {
      expect(key).toBe(String(detail.id));
      expect(detail.features.length).toBeGreaterThan(0);
      expect(detail.category.name).toEqual(expect.any(String));
    }
  });

  it('emits the footer pages in their order, with their texts', () => {
    const footers = ru.of('StoreFooterPage').sort((a, b) => a.data.position - b.data.position);
    expect(footers.map(({ data }) => [data.position, data.name])).toEqual(
      sample.footers!.map((page, position) => [position, page.name.ru]),
    );
    for (const { key, data } of footers) {
      expect(key).toBe(data.uuid);
      expect(data.content.length).toBeGreaterThan(0);
    }
  });

  it('emits the home page groups: the product groups, the popular brands and the popular categories', () => {
    const groups = new Map(ru.of('StoreHomeGroup').map(({ key, data }) => [key, data]));
    expect([...groups.keys()].sort()).toEqual([...PRODUCT_GROUPS, 'popular-brands', 'popular-categories'].sort());
    const named = (code: string) => sample.groups!.find((group) => group.code === code)!;
    for (const code of PRODUCT_GROUPS) {
      const data = groups.get(code)!;
      if (data.kind !== 'product') throw new Error(`${code} is not a product group`);
      expect(data.group.name).toBe(named(code).name.ru);
      expect(data.group.products.length).toBeGreaterThan(0);
    }
    const weekly = groups.get('weekly')!;
    expect(weekly.kind === 'product' && weekly.group.endsAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    const brandNames = new Map(sample.brands!.map((brand) => [brand.code, brand.name]));
    const brands = groups.get('popular-brands')!;
    expect(brands.kind === 'brand' && brands.brands.map((brand) => brand.name)).toEqual(
      named('popular-brands').items.map((code) => brandNames.get(code)),
    );
    const categoryNames = new Map(sample.categories!.map((category) => [category.code, category.name.ru]));
    const categories = groups.get('popular-categories')!;
    expect(categories.kind === 'category' && categories.categories.map((category) => category.name)).toEqual(
      named('popular-categories').items.map((code) => categoryNames.get(code)),
    );
  });

  it("emits the same entities in another language, with that language's names", async () => {
    const en = await source(baseUrl, 'en');
    expect([...en.languages]).toEqual(['en']);
    const keys = (run: typeof en) => run.items.map((item) => `${item.type}:${item.key}`).sort();
    expect(keys(en)).toEqual(keys(ru));
    expect(
      en
        .of('StoreCategory')
        .map(({ data }) => data.category.name)
        .sort(),
    ).toEqual(sample.categories!.map((c) => c.name.en).sort());
  });

  it('refuses to build an empty shop', async () => {
    const empty = await startTestApp({ catalogue: null });
    try {
      const url = await empty.app.listen({ host: '127.0.0.1', port: 0 });
      await expect(source(url, 'tm')).rejects.toThrow(
        /answered an empty catalogue in TM .*refusing to build an empty shop/,
      );
    } finally {
      await empty.close();
    }
  });
});
