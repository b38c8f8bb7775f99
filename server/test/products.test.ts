import type { BrandRowWire, CategoryRowWire } from '../src/contract/catalogue';
import type { ListWire } from '../src/contract/kit';
import type { ProductCardWire, ProductDetailWire, ProductListingWire } from '../src/contract/products';
import { HOME_PRODUCT_GROUPS, MAX_DETAILS_PER_CALL } from '../src/contract/constants';
import { getJson, inGroups, postJson, sampleCatalogue, startTestApp, TEST_PRODUCTS, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sample = () => sampleCatalogue().products ?? [];
const bySku = (sku: string) => sample().find((product) => product.sku === sku) as ReturnType<typeof sample>[number];
/** The shop's own orders: products in stock first, each part in the given order (a stable sort). */
const availableFirst = (skus: string[]) =>
  [...skus].sort((a, b) => Number(bySku(b).stock > 0) - Number(bySku(a).stock > 0));

describe('GET /client/v4/products', () => {
  it('pages through every product with limit and offset, without repeats', async () => {
    const seen = new Set<number>();
    let count = 0;
    for (let offset = 0; offset < TEST_PRODUCTS; offset += 50) {
      const { status, body } = await getJson<ProductListingWire>(
        t.app,
        `/client/v4/products?limit=50&offset=${offset}`,
      );
      expect(status).toBe(200);
      count = body.count;
      for (const row of body.rows) seen.add(row.id);
    }
    expect(count).toBe(TEST_PRODUCTS);
    expect(seen.size).toBe(TEST_PRODUCTS);
  });

  it('answers cards in the language of lng, TM by default', async () => {
    for (const lng of ['tm', 'ru', 'en'] as const) {
      const { body } = await getJson<ProductListingWire>(
        t.app,
        '/client/v4/products?limit=5&sort=newest',
        lng === 'tm' ? undefined : lng.toUpperCase(),
      );
      const bySku = new Map(sample().map((product) => [product.name.tm, product]));
      const tmNames = (
        await getJson<ProductListingWire>(t.app, '/client/v4/products?limit=5&sort=newest')
      ).body.rows.map((row) => row.name);
      body.rows.forEach((row, index) => expect(row.name).toBe(bySku.get(tmNames[index])?.name[lng]));
    }
  });

  it('computes discount, availability and price from the stored product', async () => {
    const { body } = await getJson<ProductListingWire>(t.app, '/client/v4/products?limit=1000');
    const byName = new Map(sample().map((product) => [product.name.tm, product]));
    for (const row of body.rows) {
      const product = byName.get(row.name);
      expect(product).toBeDefined();
      expect(row.price).toBe(product?.price);
      expect(row.oldPrice).toBe(product?.oldPrice ?? null);
      expect(row.inStock).toBe((product?.stock ?? 0) > 0);
      expect(row.availability).toBe(row.inStock ? 'in_stock' : 'not_available');
      if (row.oldPrice) expect(row.discount).toBe(Math.round(((row.oldPrice - row.price) / row.oldPrice) * 100));
      else expect(row.discount).toBe(0);
      expect(row.icon).toMatch(/^\/images\//);
    }
    expect(body.rows.some((row) => !row.inStock)).toBe(true);
    expect(body.rows.some((row) => row.discount > 0)).toBe(true);
    expect(body.rows.some((row) => row.isNew)).toBe(true);
  });

  it.each(['price_asc', 'price_desc', 'rating', 'discount'])('sorts by %s', async (sort) => {
    const { body } = await getJson<ProductListingWire>(t.app, `/client/v4/products?limit=1000&sort=${sort}`);
    const key = (row: ProductCardWire) =>
      sort === 'price_asc'
        ? row.price
        : sort === 'price_desc'
          ? -row.price
          : sort === 'rating'
            ? -row.rating
            : -row.discount;
    const keys = body.rows.map(key);
    expect(keys).toEqual([...keys].sort((a: number, b: number) => a - b));
  });

  it('answers a home group in its order, with its name and end time', async () => {
    const weekly = sampleCatalogue().groups?.find((group) => group.code === 'weekly');
    const { status, body } = await getJson<ProductListingWire>(
      t.app,
      '/client/v4/products?group=weekly&limit=50',
      'RU',
    );
    expect(status).toBe(200);
    expect(body.group).toEqual({ code: 'weekly', name: 'Скидки недели', endsAt: weekly?.endsAt });
    const names = sample().filter((product) => weekly?.items.includes(product.sku));
    expect(body.rows.map((row) => row.name).sort()).toEqual(names.map((product) => product.name.ru).sort());
    expect(body.rows.every((row) => row.discount > 0)).toBe(true);
    expect((await getJson<ProductListingWire>(t.app, '/client/v4/products?group=nonexistent')).status).toBe(404);
  });

  it('puts available products first in popular listings, home groups and related lists', async () => {
    const skuOf = new Map(sample().map((product) => [product.name.tm, product.sku]));
    const skus = (body: ProductListingWire) => body.rows.map((row) => skuOf.get(row.name) as string);
    const popular = [...sample()]
      .sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0))
      .map((product) => product.sku);
    // The default sort and 'popular': in stock first, then by popularity (ids break ties: none here).
    for (const sort of ['', '&sort=popular']) {
      const { body } = await getJson<ProductListingWire>(t.app, `/client/v4/products?limit=1000${sort}`);
      expect(body.rows.map((row) => row.inStock)).toEqual(
        [...body.rows.map((row) => row.inStock)].sort((a, b) => Number(b) - Number(a)),
      );
      expect(skus(body)).toEqual(availableFirst(popular));
    }
    // Unavailable products are among the popular ones: the plain popularity order would differ.
    expect(availableFirst(popular)).not.toEqual(popular);
    for (const code of HOME_PRODUCT_GROUPS) {
      const group = sampleCatalogue().groups?.find((candidate) => candidate.code === code);
      const { body } = await getJson<ProductListingWire>(t.app, `/client/v4/products?group=${code}&limit=100`);
      expect({ code, skus: skus(body) }).toEqual({ code, skus: availableFirst(group?.items ?? []) });
    }
    const popularGroup = sampleCatalogue().groups?.find((group) => group.code === 'popular')?.items ?? [];
    expect(availableFirst(popularGroup)).not.toEqual(popularGroup);
    // A sort the shopper picks keeps its order, available or not.
    const cheapest = await getJson<ProductListingWire>(t.app, '/client/v4/products?limit=1000&sort=price_asc');
    const prices = cheapest.body.rows.map((row) => row.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapest.body.rows.slice(0, 40).some((row) => !row.inStock)).toBe(true);
  });

  it('puts available linked products first, then the links in their order', async () => {
    const linked = sample().filter((product) =>
      [...(product.offerto ?? []), ...(product.sameto ?? [])].some((sku) => bySku(sku).stock === 0),
    );
    expect(linked.length).toBeGreaterThan(3);
    const skuOf = new Map(sample().map((product) => [product.name.tm, product.sku]));
    const idOf = new Map(
      (await getJson<ProductListingWire>(t.app, '/client/v4/products?limit=1000')).body.rows.map((row) => [
        skuOf.get(row.name),
        row.id,
      ]),
    );
    for (const product of linked) {
      const { body } = await getJson<ProductDetailWire>(
        t.app,
        `/client/v4/products/${idOf.get(product.sku)}?includeLinks=true`,
      );
      expect({
        sku: product.sku,
        offerto: body.offerto!.map((row) => skuOf.get(row.name)),
        sameto: body.sameto!.map((row) => skuOf.get(row.name)),
      }).toEqual({
        sku: product.sku,
        offerto: availableFirst(product.offerto ?? []).slice(0, body.offerto!.length),
        sameto: availableFirst(product.sameto ?? []).slice(0, body.sameto!.length),
      });
    }
  });

  it('filters by category (with its subcategories), brand, price and stock', async () => {
    const tops = (
      await getJson<ListWire<CategoryRowWire>>(t.app, '/client/v4/categories?onlyglobal=true&inclucesubcategories=true')
    ).body.rows;
    const top = tops.find((row) => row.countProduct > 0)!;
    const inTop = await getJson<ProductListingWire>(t.app, `/client/v4/products?categories=${top.id}&limit=1000`);
    expect(inTop.body.count).toBe(top.countProduct);
    const subIds = new Set(top.items!.map((item) => item.id));
    expect(inTop.body.rows.every((row) => subIds.has(row.categoryId))).toBe(true);

    const brands = (await getJson<ListWire<BrandRowWire>>(t.app, '/client/v4/brands')).body.rows.filter(
      (row) => row.countProduct > 0,
    );
    const pair = `${brands[0].id},${brands[1].id}`;
    const byBrand = await getJson<ProductListingWire>(t.app, `/client/v4/products?brands=${pair}&limit=1000`);
    expect(byBrand.body.count).toBe(brands[0].countProduct + brands[1].countProduct);
    expect(byBrand.body.rows.every((row) => [brands[0].id, brands[1].id].includes(row.brand.id))).toBe(true);

    const priced = await getJson<ProductListingWire>(
      t.app,
      '/client/v4/products?priceMin=1000&priceMax=5000&inStock=true&limit=1000',
    );
    expect(priced.body.rows.length).toBeGreaterThan(0);
    expect(priced.body.rows.every((row) => row.price >= 1000 && row.price <= 5000 && row.inStock)).toBe(true);
  });

  it('finds products by text in any language and by model', async () => {
    const product = sample()[0];
    const byModel = await getJson<ProductListingWire>(
      t.app,
      `/client/v4/products?query=${encodeURIComponent(product.model)}&limit=5`,
    );
    expect(byModel.body.rows.map((row) => row.model)).toContain(product.model);
    const byRussian = await getJson<ProductListingWire>(
      t.app,
      `/client/v4/products?query=${encodeURIComponent(product.name.ru.split(' ')[0])}&limit=5`,
      'RU',
    );
    expect(byRussian.body.count).toBeGreaterThan(0);
    const none = await getJson<ProductListingWire>(t.app, '/client/v4/products?query=%25%25zzzz_&limit=5');
    expect(none.body).toEqual({ rows: [], count: 0 });
  });
});

describe('GET /client/v4/products/{id}', () => {
  it('answers the product with gallery, features, description, brand and category', async () => {
    const first = (await getJson<ProductListingWire>(t.app, '/client/v4/products?limit=1')).body.rows[0];
    const { status, body } = await getJson<ProductDetailWire>(t.app, `/client/v4/products/${first.id}`, 'EN');
    expect(status).toBe(200);
    const product = sample().find((candidate) => candidate.name.en === body.name);
    expect(product).toBeDefined();
    expect(body.galleries).toEqual(product?.images.map((key) => ({ img: `/images/${key}` })));
    expect(body.features).toEqual(product?.features.map((feature) => feature.en));
    expect(body.description).toBe(product?.description.en);
    expect(body.brand.name).toEqual(expect.any(String));
    expect(body.category.parent).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(body.parameters).toBeUndefined();
    expect(body.offerto).toBeUndefined();
  });

  it('includes parameters and linked products when asked', async () => {
    const withLinks = sample().findIndex(
      (product) => (product.offerto?.length ?? 0) > 0 && (product.sameto?.length ?? 0) > 0,
    );
    const product = sample()[withLinks];
    const id = (
      await getJson<ProductListingWire>(
        t.app,
        `/client/v4/products?query=${encodeURIComponent(product.name.tm)}&limit=1`,
      )
    ).body.rows[0].id;
    const { body } = await getJson<ProductDetailWire>(
      t.app,
      `/client/v4/products/${id}?includeParameters=true&includeLinks=true`,
      'RU',
    );
    expect(Object.fromEntries(body.parameters!.map((p) => [p.code, p.valueCode]))).toEqual(product.parameters);
    expect(body.parameters!.every((p) => p.name && p.value)).toBe(true);
    // Linked products in their link order, those in stock first.
    const names = (skus: string[] = []) => availableFirst(skus).map((sku) => bySku(sku).name.ru);
    expect(body.sameto!.map((row) => row.name)).toEqual(names(product.sameto));
    expect(body.offerto!.map((row) => row.name)).toEqual(names(product.offerto));
    const viaList = await getJson<ProductListingWire>(t.app, `/client/v4/products?sameto=${id}`, 'RU');
    expect(viaList.body.rows.map((row) => row.name)).toEqual(names(product.sameto));
    const offered = await getJson<ProductListingWire>(t.app, `/client/v4/products?offerto=${id}`, 'RU');
    expect(offered.body.rows.map((row) => row.name)).toEqual(names(product.offerto));
  });

  it('answers several products at once exactly as one by one, in the order asked', async () => {
    const ids = (await getJson<ProductListingWire>(t.app, '/client/v4/products?limit=1000')).body.rows
      .map((row) => row.id)
      .reverse();
    // Every product with links and parameters, in pages of the most a call takes, and a missing id.
    for (const lng of ['TM', 'RU', 'EN'] as const) {
      for (let start = 0; start < ids.length; start += MAX_DETAILS_PER_CALL) {
        const page = ids.slice(start, start + MAX_DETAILS_PER_CALL);
        const asked = start === 0 ? [...page.slice(0, -1), 99999999] : page;
        const { status, body } = await getJson<ListWire<ProductDetailWire>>(
          t.app,
          `/client/v4/products/details?ids=${asked.join(',')}&includeParameters=true&includeLinks=true`,
          lng,
        );
        expect(status).toBe(200);
        const one = await inGroups(
          asked.filter((id) => id !== 99999999),
          8,
          async (id) =>
            (
              await getJson<ProductDetailWire>(
                t.app,
                `/client/v4/products/${id}?includeParameters=true&includeLinks=true`,
                lng,
              )
            ).body,
        );
        expect(body).toEqual({ rows: one, count: one.length });
      }
    }
    const plain = await getJson<ListWire<ProductDetailWire>>(t.app, `/client/v4/products/details?ids=${ids[0]}`);
    expect(plain.body.rows[0].parameters).toBeUndefined();
    expect(plain.body.rows[0].offerto).toBeUndefined();
    const tooMany = Array.from({ length: MAX_DETAILS_PER_CALL + 1 }, (_, index) => index + 1).join(',');
    expect((await getJson(t.app, `/client/v4/products/details?ids=${tooMany}`)).status).toBe(400);
    expect((await getJson(t.app, '/client/v4/products/details')).status).toBe(400);
    expect((await getJson(t.app, '/client/v4/products/details?ids=1,,2')).status).toBe(400);
  });

  it('answers 404 for an unknown product and 400 for malformed input', async () => {
    expect((await getJson<ProductDetailWire>(t.app, '/client/v4/products/99999999')).status).toBe(404);
    for (const url of [
      '/client/v4/products/1.5',
      '/client/v4/products/abc',
      '/client/v4/products?limit=5000',
      '/client/v4/products?sort=cheapest',
      '/client/v4/products?categories=1,,2',
      '/client/v4/products?brands=a',
      '/client/v4/products?priceMin=-1',
      `/client/v4/products?query=${'x'.repeat(256)}`,
      '/client/v4/products/1?includeLinks=perhaps',
    ]) {
      expect({ url, status: (await getJson(t.app, url)).status }).toEqual({ url, status: 400 });
    }
  });
});

describe('POST /client/v4/products', () => {
  it('answers cards for the ids in the order given, skipping unknown ones', async () => {
    const ids = (await getJson<ProductListingWire>(t.app, '/client/v4/products?limit=4')).body.rows.map(
      (row) => row.id,
    );
    const wanted = [ids[2], 99999999, ids[0], ids[2], ids[3]];
    const { status, body } = await postJson<ListWire<ProductCardWire>>(t.app, '/client/v4/products?limit=10', {
      ids: wanted,
    });
    expect(status).toBe(200);
    expect(body.rows.map((row) => row.id)).toEqual([ids[2], ids[0], ids[3]]);
    const limited = await postJson<ListWire<ProductCardWire>>(t.app, '/client/v4/products?limit=2', { ids: wanted });
    expect(limited.body.rows.map((row) => row.id)).toEqual([ids[2], ids[0]]);
  });

  it('answers no rows for [0], the empty list', async () => {
    expect(
      (await postJson<ListWire<ProductCardWire>>(t.app, '/client/v4/products?limit=10', { ids: [0] })).body,
    ).toEqual({ rows: [], count: 0 });
  });

  it('refuses a malformed body with 400', async () => {
    for (const payload of [{}, { ids: 'x' }, { ids: [1.5] }, { ids: [-1] }, { ids: [1], extra: true }, [1, 2]]) {
      expect((await postJson<ListWire<ProductCardWire>>(t.app, '/client/v4/products', payload)).status).toBe(400);
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: '/client/v4/products',
      payload: '{"ids": [1',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBe(400);
  });
});
