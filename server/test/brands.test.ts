import { BRANDS } from '../src/sample/data/brands';
import type { BrandRowWire, CategoryRowWire } from '../src/contract/catalogue';
import type { ListWire } from '../src/contract/kit';
import { getJson, startTestApp, TEST_PRODUCTS, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('brands', () => {
  it('lists every brand with an icon and product counts that add up to the catalogue', async () => {
    const { status, body } = await getJson<ListWire<BrandRowWire>>(t.app, '/client/v4/brands?limit=10000');
    expect(status).toBe(200);
    expect(body.rows.map((row) => row.name)).toEqual(BRANDS.map((brand) => brand.name));
    expect(body.rows.reduce((sum, row) => sum + row.countProduct, 0)).toBe(TEST_PRODUCTS);
    expect(body.rows.every((row) => /^\/images\/brand-/.test(row.icon ?? ''))).toBe(true);
  });

  it('pages with limit=100 style limits and offset', async () => {
    const all = (await getJson<ListWire<BrandRowWire>>(t.app, '/client/v4/brands?limit=100')).body.rows;
    const page = await getJson<ListWire<BrandRowWire>>(t.app, '/client/v4/brands?limit=5&offset=5');
    expect(page.body.rows).toEqual(all.slice(5, 10));
    expect(page.body.count).toBe(BRANDS.length);
  });

  it('answers the popular brands group, by name and by category', async () => {
    const popular = await getJson<ListWire<BrandRowWire>>(t.app, '/client/v4/brands?group=popular-brands&limit=10000');
    expect(popular.body.rows.length).toBeGreaterThan(0);
    const counts = popular.body.rows.map((row) => row.countProduct);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));

    const byName = await getJson<ListWire<BrandRowWire>>(t.app, '/client/v4/brands?query=sams');
    expect(byName.body.rows.map((row) => row.name)).toEqual(['Samsung']);

    const top = (
      await getJson<ListWire<CategoryRowWire>>(t.app, '/client/v4/categories?onlyglobal=true')
    ).body.rows.find((row) => row.countProduct > 0)!;
    const inCategory = await getJson<ListWire<BrandRowWire>>(t.app, `/client/v4/brands?categoryId=${top.id}`);
    expect(inCategory.body.rows.reduce((sum, row) => sum + row.countProduct, 0)).toBe(top.countProduct);
    expect(inCategory.body.rows.every((row) => row.countProduct > 0)).toBe(true);
  });

  it('answers one brand, 404 for an unknown one and 400 for a malformed id', async () => {
    const first = (await getJson<ListWire<BrandRowWire>>(t.app, '/client/v4/brands?limit=1')).body.rows[0];
    expect((await getJson(t.app, `/client/v4/brands/${first.id}`)).body).toEqual(first);
    expect((await getJson(t.app, '/client/v4/brands/424242')).status).toBe(404);
    expect((await getJson(t.app, '/client/v4/brands/x1')).status).toBe(400);
    expect((await getJson(t.app, '/client/v4/brands?limit=10001')).status).toBe(400);
  });
});
