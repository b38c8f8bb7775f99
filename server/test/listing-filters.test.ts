import type { CatalogueProduct } from '../src/catalogue/shape';
import type { BrandRowWire, CategoryRowWire, ErrorWire } from '../src/contract/catalogue';
import type { ListWire } from '../src/contract/kit';
import type { ProductListingWire } from '../src/contract/products';
import { getJson, postJson, sampleCatalogue, startTestApp, type TestApp } from './helpers';

let t: TestApp;
const ids = {
  category: new Map<string, number>(),
  brand: new Map<string, number>(),
  option: new Map<string, number>(),
};
const skuByName = new Map((sampleCatalogue().products ?? []).map((product) => [product.name.tm, product.sku]));

beforeAll(async () => {
  t = await startTestApp();
  const catalogue = sampleCatalogue();
  const categoryCode = new Map((catalogue.categories ?? []).map((category) => [category.name.tm, category.code]));
  for (const row of (await getJson<ListWire<CategoryRowWire>>(t.app, '/client/v4/categories?limit=10000')).body.rows)
    ids.category.set(categoryCode.get(row.name) as string, row.id);
  const brandCode = new Map((catalogue.brands ?? []).map((brand) => [brand.name, brand.code]));
  for (const row of (await getJson<ListWire<BrandRowWire>>(t.app, '/client/v4/brands?limit=10000')).body.rows)
    ids.brand.set(brandCode.get(row.name) as string, row.id);
});
afterAll(() => t.close());

/** The direct computation over the sample catalogue that the API's answers are checked against. */
interface Filter {
  category: string;
  brands?: string[];
  options?: Record<string, string[]>;
  priceMin?: number;
  priceMax?: number;
}

function inCategory(product: CatalogueProduct, code: string): boolean {
  const parents = new Map(
    (sampleCatalogue().categories ?? []).map((category) => [category.code, category.parent ?? null]),
  );
  for (let at: string | null | undefined = product.category; at; at = parents.get(at)) if (at === code) return true;
  return false;
}
const valuesOf = (product: CatalogueProduct, parameter: string) => [product.parameters?.[parameter] ?? []].flat();
/** Products matching the filter, leaving out the facet named by `omit`. */
function direct(
  filter: Filter,
  omit: { brands?: boolean; price?: boolean; parameter?: string } = {},
): CatalogueProduct[] {
  return (sampleCatalogue().products ?? []).filter(
    (product) =>
      inCategory(product, filter.category) &&
      (omit.brands || !filter.brands || filter.brands.includes(product.brand)) &&
      (omit.price || ((filter.priceMin ?? 0) <= product.price && product.price <= (filter.priceMax ?? Infinity))) &&
      Object.entries(filter.options ?? {}).every(
        ([parameter, values]) =>
          parameter === omit.parameter || valuesOf(product, parameter).some((value) => values.includes(value)),
      ),
  );
}

function query(filter: Filter, rest = '&facets=true&limit=1000'): string {
  const parts = [`categories=${ids.category.get(filter.category)}`];
  if (filter.brands) parts.push(`brands=${filter.brands.map((code) => ids.brand.get(code)).join(',')}`);
  const options = Object.entries(filter.options ?? {}).flatMap(([parameter, values]) =>
    values.map((value) => ids.option.get(`${parameter}:${value}`)),
  );
  if (options.length) parts.push(`parameters=${options.join(',')}`);
  if (filter.priceMin !== undefined) parts.push(`priceMin=${filter.priceMin}`);
  if (filter.priceMax !== undefined) parts.push(`priceMax=${filter.priceMax}`);
  return `/client/v4/products?${parts.join('&')}${rest}`;
}

/** Every figure of a listing answer against the direct computation. */
function expectAnswer(body: ProductListingWire, filter: Filter) {
  const matching = direct(filter);
  expect(body.count).toBe(matching.length);
  expect(body.rows.map((row) => skuByName.get(row.name)).sort()).toEqual(matching.map((product) => product.sku).sort());
  const priced = direct(filter, { price: true }).map((product) => product.price);
  expect(body.priceRange).toEqual(
    priced.length ? { min: Math.min(...priced), max: Math.max(...priced) } : { min: null, max: null },
  );
  const scope = direct({ category: filter.category }, {});
  const brandCounts = Object.fromEntries(body.facets!.brands.map((brand) => [brand.id, brand.count]));
  const expectedBrands = Object.fromEntries(
    [...new Set(scope.map((product) => product.brand))].map((code) => [
      ids.brand.get(code),
      direct(filter, { brands: true }).filter((product) => product.brand === code).length,
    ]),
  );
  expect(brandCounts).toEqual(expectedBrands);
  for (const parameter of body.facets!.parameters) {
    for (const option of parameter.options) {
      const expected = direct(filter, { parameter: parameter.code }).filter((product) =>
        valuesOf(product, parameter.code).includes(option.code),
      ).length;
      expect({ option: `${parameter.code}:${option.code}`, count: option.count }).toEqual({
        option: `${parameter.code}:${option.code}`,
        count: expected,
      });
      expect(scope.some((product) => valuesOf(product, parameter.code).includes(option.code))).toBe(true);
    }
  }
}

describe('product listing filters and facets', () => {
  let category: string;
  let sample: CatalogueProduct;

  beforeAll(async () => {
    // The top-level category with the most products, and a product in it with two parameters.
    const tops = (await getJson<ListWire<CategoryRowWire>>(t.app, '/client/v4/categories?onlyglobal=true')).body.rows;
    const top = tops.reduce((best, row) => (row.countProduct > best.countProduct ? row : best));
    category = [...ids.category].find(([, id]) => id === top.id)?.[0] as string;
    const first = await getJson<ProductListingWire>(
      t.app,
      `/client/v4/products?categories=${top.id}&facets=true&limit=1`,
    );
    for (const parameter of first.body.facets!.parameters) {
      for (const option of parameter.options) ids.option.set(`${parameter.code}:${option.code}`, option.id);
    }
    sample = direct({ category }).find(
      (product) => Object.keys(product.parameters ?? {}).length >= 2,
    ) as CatalogueProduct;
  });

  it('counts options, brands and the price range of a whole category', async () => {
    const { status, body } = await getJson<ProductListingWire>(t.app, query({ category }));
    expect(status).toBe(200);
    expect(body.facets!.parameters.length).toBeGreaterThan(1);
    expectAnswer(body, { category });
  });

  it('ORs options of one parameter, ANDs parameters, and counts each facet without its own selection', async () => {
    const [first, second] = Object.keys(sample.parameters ?? {});
    const otherOption = direct({ category })
      .flatMap((product) => valuesOf(product, first))
      .find((value) => !valuesOf(sample, first).includes(value));
    const filter: Filter = {
      category,
      brands: [sample.brand],
      options: {
        [first]: [...valuesOf(sample, first), ...(otherOption ? [otherOption] : [])],
        [second]: valuesOf(sample, second).slice(0, 1),
      },
      priceMin: Math.floor(sample.price * 0.5),
      priceMax: Math.ceil(sample.price * 1.5),
    };
    const { body } = await getJson<ProductListingWire>(t.app, query(filter));
    expect(body.count).toBeGreaterThan(0);
    expectAnswer(body, filter);
    // a selection that empties the listing still lists its options and bounds
    const empty: Filter = { ...filter, priceMin: 99_000_000, priceMax: 99_000_001 };
    const none = await getJson<ProductListingWire>(t.app, query(empty));
    expect(none.body.rows).toEqual([]);
    expectAnswer(none.body, empty);
  });

  it('answers the same through POST /products/filter', async () => {
    const filter: Filter = { category, brands: [sample.brand], priceMax: sample.price };
    const viaGet = await getJson(t.app, query(filter, '&facets=true&limit=7&offset=1&sort=price_desc'));
    const viaPost = await postJson<ProductListingWire>(
      t.app,
      '/client/v4/products/filter?facets=true&limit=7&offset=1',
      {
        categories: [ids.category.get(category)],
        brands: [ids.brand.get(sample.brand)],
        priceMax: sample.price,
        sort: 'price_desc',
      },
    );
    expect(viaPost.status).toBe(200);
    expect(viaPost.body).toEqual(viaGet.body);
    const stocked = await postJson<ProductListingWire>(t.app, '/client/v4/products/filter?limit=1000', {
      categories: [ids.category.get(category)],
      inStock: true,
      query: 'a',
    });
    expect(stocked.body.rows.every((row) => row.inStock)).toBe(true);
    expect(stocked.body.facets).toBeUndefined();
    expect((await postJson<ProductListingWire>(t.app, '/client/v4/products/filter', {})).body.count).toBe(
      sampleCatalogue().products?.length,
    );
  });

  it('lists each parameter once and each option once in every category, in every language', async () => {
    const repeats = (texts: string[]) => texts.filter((text, index) => texts.indexOf(text) !== index);
    for (const [code, id] of ids.category) {
      for (const lng of ['tm', 'ru', 'en']) {
        const { body } = await getJson<ProductListingWire>(
          t.app,
          `/client/v4/products?categories=${id}&facets=true&limit=1`,
          lng,
        );
        const parameters = body.facets!.parameters;
        expect({ code, lng, repeats: repeats(parameters.map((parameter) => parameter.name)) }).toEqual({
          code,
          lng,
          repeats: [],
        });
        for (const parameter of parameters) {
          const options = parameter.options.map((option) => option.value);
          expect({ code, lng, parameter: parameter.name, repeats: repeats(options) }).toEqual({
            code,
            lng,
            parameter: parameter.name,
            repeats: [],
          });
        }
      }
    }
    // The shopper's report: one screen-size group under phones and tablets, and under TVs.
    for (const code of ['phones-tablets', 'tv']) {
      const { body } = await getJson<ProductListingWire>(
        t.app,
        `/client/v4/products?categories=${ids.category.get(code)}&facets=true&limit=1`,
        'tm',
      );
      expect(body.facets!.parameters.filter((parameter) => parameter.name === 'Ekranyň diagonaly')).toHaveLength(1);
    }
  });

  it('answers facets only on request, parameter facets only with a category', async () => {
    const plain = await getJson<ProductListingWire>(t.app, '/client/v4/products?limit=3');
    expect(plain.body.facets).toBeUndefined();
    expect(plain.body.priceRange).toBeUndefined();
    const searched = await getJson<ProductListingWire>(t.app, '/client/v4/products?query=samsung&facets=true&limit=3');
    expect(searched.body.facets!.parameters).toEqual([]);
    expect(searched.body.facets!.brands.map((brand) => brand.name)).toEqual(['Samsung']);
    expect(searched.body.priceRange!.min).toBeLessThanOrEqual(searched.body.priceRange!.max!);
  });

  it('finds nothing for an unknown option, and refuses malformed filters with 400', async () => {
    for (const unknown of [
      'parameters=999999',
      'parameters=9999999999',
      'categories=9999999999',
      'brands=9999999999',
    ]) {
      expect({
        unknown,
        body: (await getJson<ProductListingWire>(t.app, `/client/v4/products?${unknown}`)).body,
      }).toEqual({ unknown, body: { rows: [], count: 0 } });
    }
    for (const bad of [
      '/client/v4/products?parameters=a',
      '/client/v4/products?parameters=1,,2',
      '/client/v4/products?priceMin=10&priceMax=5',
      '/client/v4/products?facets=maybe',
    ]) {
      expect({ bad, status: (await getJson(t.app, bad)).status }).toEqual({ bad, status: 400 });
    }
    const bodies: unknown[] = [
      { brands: ['x'] },
      { brands: [1.5] },
      { parameters: [0] },
      { categories: Array(101).fill(1) },
      { priceMin: -1 },
      { priceMin: 10, priceMax: 5 },
      { sort: 'cheapest' },
      { query: 'a\u0000b' },
      { extra: 1 },
      [1],
    ];
    for (const payload of bodies) {
      const { status, body } = await postJson<ErrorWire>(t.app, '/client/v4/products/filter', payload);
      expect({ payload, status }).toEqual({ payload, status: 400 });
      expect(body.message).toEqual(expect.any(String));
    }
    expect((await postJson<ProductListingWire>(t.app, '/client/v4/products/filter?limit=0', {})).status).toBe(400);
    for (const raw of ['"text"', 'null', '{"brands": [1', '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/client/v4/products/filter',
        payload: raw,
        headers: { 'content-type': 'application/json' },
      });
      expect({ raw, status: response.statusCode }).toEqual({ raw, status: 400 });
    }
  });
});
