import { sql } from 'drizzle-orm';
import { rawRows } from '../src/services/raw-sql';
import { resolveSearch } from '../src/services/search-vocabulary';
import { productSearchColumns, searchTier } from '../src/services/search-sql';
import type { BrandRowWire, CategoryRowWire, ErrorWire } from '../src/contract/catalogue';
import type { ListWire } from '../src/contract/kit';
import type { ProductListingWire } from '../src/contract/products';
import type { SuggestionsWire } from '../src/contract/search';
import { eventually, getJson, sampleCatalogue, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const samsungProducts = () => (sampleCatalogue().products ?? []).filter((product) => product.brand === 'samsung');
const url = (path: string, query: string, rest = '') => `/client/v4/${path}?query=${encodeURIComponent(query)}${rest}`;

describe('GET /client/v4/search', () => {
  it("answers categories, brands and products groups with id, name, icon and type, in the caller's language", async () => {
    const { status, body } = await getJson<SuggestionsWire>(t.app, url('search', 'самсунг галакси', '&limit=3'), 'RU');
    expect(status).toBe(200);
    expect(body.groups.map((group) => group.label)).toEqual(['brands', 'products']);
    const [brands, products] = body.groups;
    expect(brands.items).toEqual([
      { id: expect.any(Number), name: 'Samsung', icon: expect.stringMatching(/^\/images\//), type: 'brand' },
    ]);
    expect(products.items).toHaveLength(3);
    for (const item of products.items) {
      expect(item).toEqual({
        id: expect.any(Number),
        name: expect.stringMatching(/Samsung Galaxy/),
        icon: expect.stringMatching(/^\/images\//),
        type: 'product',
      });
    }
    const telefon = await getJson<SuggestionsWire>(t.app, url('search', 'telefon'), 'EN');
    // The generic word brings the kind it mostly means: smartphones before push-button phones.
    expect(telefon.body.groups[0]).toMatchObject({
      label: 'categories',
      items: [
        { name: 'Phones and tablets', type: 'category' },
        { name: 'Smartphones', type: 'category' },
        { name: 'Feature phones', type: 'category' },
      ],
    });
  });

  it('gives at most limit items per group (5 by default) and leaves out empty groups', async () => {
    const shape = async (query: string, rest = '') =>
      (await getJson<SuggestionsWire>(t.app, url('search', query, rest), 'EN')).body.groups.map((group) => [
        group.label,
        group.items.length,
      ]);
    // 'a' matches more than 5 categories and products of the sample catalogue, and exactly 5 brands
    expect(await shape('a', '&limit=50')).toEqual([
      ['categories', 16],
      ['brands', 5],
      ['products', 14],
    ]);
    expect(await shape('a')).toEqual([
      ['categories', 5],
      ['brands', 5],
      ['products', 5],
    ]);
    expect(await shape('a', '&limit=3')).toEqual([
      ['categories', 3],
      ['brands', 3],
      ['products', 3],
    ]);
    // fewer matches than the limit: all of them; no brand matches 'phone', so no brands group
    expect(await shape('phone', '&limit=50')).toEqual([
      ['categories', 3],
      ['products', 6],
    ]);
    expect((await getJson<SuggestionsWire>(t.app, url('search', 'zqxjv'))).body).toEqual({ groups: [] });
    expect((await getJson<SuggestionsWire>(t.app, url('search', ' %% '))).body).toEqual({ groups: [] });
  });

  it('refuses a missing, long or NUL-bearing query and a bad limit with 400', async () => {
    for (const bad of [
      '/client/v4/search',
      '/client/v4/search?query=a&limit=0',
      '/client/v4/search?query=a&limit=51',
      `/client/v4/search?query=${'x'.repeat(256)}`,
      '/client/v4/search?query=a%00b',
      '/client/v4/search?query=a&extra=1',
      '/client/v4/categories?query=%00',
      '/client/v4/brands?query=a%00',
    ]) {
      const { status, body } = await getJson<ErrorWire>(t.app, bad);
      expect({ bad, status }).toEqual({ bad, status: 400 });
      expect(body.message).toEqual(expect.any(String));
    }
  });
});

describe('suggestion calls with query and limit=5', () => {
  it("finds a brand's products in any script, with the total count", async () => {
    for (const query of ['самсунг', 'samsung', 'SAMSUNG', 'samsnug']) {
      const { body } = await getJson<ProductListingWire>(t.app, url('products', query, '&limit=5'));
      expect({ query, count: body.count }).toEqual({ query, count: samsungProducts().length });
      expect(body.rows).toHaveLength(5);
      expect(body.rows.every((row) => row.brand.name === 'Samsung')).toBe(true);
    }
    expect((await getJson<ListWire<BrandRowWire>>(t.app, url('brands', 'самсунг', '&limit=5'))).body).toMatchObject({
      count: 1,
      rows: [{ name: 'Samsung' }],
    });
  });

  it('finds categories by text in any language (a new parameter of GET /categories)', async () => {
    const { body } = await getJson<ListWire<CategoryRowWire>>(t.app, url('categories', 'телефон', '&limit=5'), 'RU');
    expect(body.rows.map((row) => row.name)).toEqual(['Телефоны и планшеты', 'Смартфоны', 'Кнопочные телефоны']);
    expect(body.count).toBe(3);
    expect(body.rows[0].countProduct).toBeGreaterThan(0);
  });

  it('ranks by tier (exact, prefix, word, fuzzy), in stock first within a tier', async () => {
    for (const query of ['samsung galaxy', 'пылесос', 'a 15', 'smartfon', 'galaxi']) {
      const { body } = await getJson<ProductListingWire>(t.app, url('products', query, '&limit=1000'));
      const search = await resolveSearch(t.database.db, query);
      const tiers = new Map(
        (
          await rawRows<{ id: number; tier: number }>(
            t.database.db,
            sql`select p.id,
        ${searchTier(search!, productSearchColumns)} as tier from products p`,
          )
        ).map((row) => [Number(row.id), Number(row.tier)]),
      );
      const keys = body.rows.map((row) => (tiers.get(row.id) as number) * 2 + (row.inStock ? 0 : 1));
      expect({ query, keys }).toEqual({ query, keys: [...keys].sort((a, b) => a - b) });
      expect(body.rows.length).toBe(body.count);
    }
  });

  it('lists the kind a generic word mostly means first, then the other kinds it names', async () => {
    const codeByName = new Map(
      (sampleCatalogue().categories ?? []).map((category) => [category.name.tm, category.code]),
    );
    const categories = (await getJson<ListWire<CategoryRowWire>>(t.app, '/client/v4/categories?limit=1000')).body.rows;
    const codeOf = new Map(categories.map((row) => [row.id, codeByName.get(row.name)]));
    for (const query of ['telefon', 'телефон', 'phone', 'Telefon']) {
      const { body } = await getJson<ProductListingWire>(t.app, url('products', query, '&limit=1000'));
      const kinds = body.rows.map((row) => codeOf.get(row.categoryId));
      // Every smartphone and push-button phone, nothing else (no tablets, no TVs: 'telefon' is not 'televizor').
      expect({ query, kinds: [...new Set(kinds)].sort() }).toEqual({ query, kinds: ['feature-phones', 'smartphones'] });
      const phones = (sampleCatalogue().products ?? []).filter((p) =>
        ['smartphones', 'feature-phones'].includes(p.category),
      );
      expect(body.count).toBe(phones.length);
      // In stock first (a tier's rule), and within it smartphones first.
      const keys = body.rows.map((row, index) => (row.inStock ? 0 : 2) + (kinds[index] === 'smartphones' ? 0 : 1));
      expect({ query, keys }).toEqual({ query, keys: [...keys].sort((a, b) => a - b) });
      expect(keys[0]).toBe(0);
    }
  });

  it('sorts search results by another order on request, keeping the count', async () => {
    const relevance = await getJson<ProductListingWire>(t.app, url('products', 'samsung', '&limit=100'));
    const cheapest = await getJson<ProductListingWire>(t.app, url('products', 'samsung', '&limit=100&sort=price_asc'));
    expect(cheapest.body.count).toBe(relevance.body.count);
    const prices = cheapest.body.rows.map((row) => row.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const explicit = await getJson<ProductListingWire>(t.app, url('products', 'samsung', '&limit=100&sort=relevance'));
    expect(explicit.body).toEqual(relevance.body);
    // relevance without a query is the popular order
    expect((await getJson<ProductListingWire>(t.app, '/client/v4/products?sort=relevance')).body).toEqual(
      (await getJson<ProductListingWire>(t.app, '/client/v4/products?sort=popular')).body,
    );
  });
});

describe('search columns follow the catalogue', () => {
  it('refolds products when a brand is renamed, and finds a product added or renamed by hand', async () => {
    const db = t.database.db;
    await db.execute(sql`update brands set name = 'Zeppelinx' where code = 'marshall'`);
    const renamed = await eventually(
      () => getJson<ProductListingWire>(t.app, url('products', 'цеппелинкс')),
      (answer) => answer.body.count > 0,
    );
    expect(renamed.body.rows.every((row) => row.brand.name === 'Zeppelinx')).toBe(true);
    expect(
      (await getJson<ListWire<BrandRowWire>>(t.app, url('brands', 'zepelinks'))).body.rows.map((row) => row.name),
    ).toEqual(['Zeppelinx']);

    const [category] = await rawRows<{ id: number }>(db, sql`select id from categories where code = 'kettles'`);
    const [brand] = await rawRows<{ id: number }>(db, sql`select id from brands where code = 'tefal'`);
    await db.execute(sql`insert into products (sku, category_id, brand_id, model, name, description, features, price, stock)
      values ('hand-made', ${category.id}, ${brand.id}, 'QX-9000', ${JSON.stringify({ tm: 'Çäýnek Tefal QX-9000', ru: 'Чайник Tefal QX-9000' })}::jsonb,
        '{"tm": ""}'::jsonb, '[]'::jsonb, 100, 1)`);
    const added = await eventually(
      () => getJson<ProductListingWire>(t.app, url('products', 'qx9000')),
      (answer) => answer.body.count > 0,
    );
    expect(added.body.rows[0].model).toBe('QX-9000');

    await db.execute(
      sql`update products set name = ${JSON.stringify({ tm: 'Samowar Tefal QX-9000' })}::jsonb where sku = 'hand-made'`,
    );
    const samovar = await eventually(
      () => getJson<ProductListingWire>(t.app, url('products', 'самовар')),
      (answer) => answer.body.count > 0,
    );
    expect(samovar.body.rows.map((row) => row.model)).toEqual(['QX-9000']);
    await db.execute(sql`delete from products where sku = 'hand-made'`);
    await db.execute(sql`update brands set name = 'Marshall' where code = 'marshall'`);
  });
});
