import { CATEGORIES } from '../src/sample/data/categories';
import type { CategoryDetailWire, ErrorWire, CategoryRowWire } from '../src/contract/catalogue';
import type { ListWire } from '../src/contract/kit';
import type { ProductListingWire } from '../src/contract/products';
import { getJson, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const topNames = (lng: 'tm' | 'ru' | 'en') => CATEGORIES.map((top) => top.name[lng]);

describe('GET /client/v4/categories', () => {
  it('answers every category with parent ids and product counts that add up', async () => {
    const { status, body } = await getJson<ListWire<CategoryRowWire>>(t.app, '/client/v4/categories?limit=10000');
    expect(status).toBe(200);
    const subcategoryCount = CATEGORIES.reduce((sum, top) => sum + top.subcategories.length, 0);
    expect(body.count).toBe(CATEGORIES.length + subcategoryCount);
    expect(body.rows).toHaveLength(body.count);
    const tops = body.rows.filter((row) => row.parentId === null);
    const total = tops.reduce((sum, row) => sum + row.countProduct, 0);
    const products = await getJson<ProductListingWire>(t.app, '/client/v4/products?limit=1');
    expect(total).toBe(products.body.count);
    for (const top of tops) {
      const children = body.rows.filter((row) => row.parentId === top.id);
      expect(children.reduce((sum, row) => sum + row.countProduct, 0)).toBe(top.countProduct);
    }
  });

  it.each([
    ['TM', 'tm'],
    ['RU', 'ru'],
    ['EN', 'en'],
    ['ru', 'ru'],
    [undefined, 'tm'],
    ['DE', 'tm'],
  ] as const)('answers names in the language of lng=%s', async (header, lng) => {
    const { body } = await getJson<ListWire<CategoryRowWire>>(
      t.app,
      '/client/v4/categories?onlyglobal=true&limit=1000',
      header,
    );
    expect(body.rows.map((row) => row.name)).toEqual(topNames(lng));
  });

  it('answers the top level with subcategories (inclucesubcategories, as the client spells it)', async () => {
    const { status, body } = await getJson<ListWire<CategoryRowWire>>(
      t.app,
      '/client/v4/categories?onlyglobal=true&inclucesubcategories=true&limit=100',
      'EN',
    );
    expect(status).toBe(200);
    expect(body.rows).toHaveLength(CATEGORIES.length);
    body.rows.forEach((row, index) => {
      expect(row.items!.map((item) => item.name)).toEqual(CATEGORIES[index].subcategories.map((sub) => sub.name.en));
      expect(row.icon).toMatch(/^\/images\/icon-/);
    });
  });

  it('answers the children of parentId, and limit and offset page through', async () => {
    const tops = (await getJson<ListWire<CategoryRowWire>>(t.app, '/client/v4/categories?onlyglobal=true')).body.rows;
    const { body } = await getJson<ListWire<CategoryRowWire>>(
      t.app,
      `/client/v4/categories?parentId=${tops[0].id}&limit=50`,
      'RU',
    );
    expect(body.rows.map((row) => row.name)).toEqual(CATEGORIES[0].subcategories.map((sub) => sub.name.ru));
    const page = await getJson<ListWire<CategoryRowWire>>(
      t.app,
      '/client/v4/categories?onlyglobal=true&limit=2&offset=1',
    );
    expect(page.body.rows.map((row) => row.id)).toEqual(tops.slice(1, 3).map((row) => row.id));
    expect(page.body.count).toBe(tops.length);
  });

  it('answers a group of categories in the group order', async () => {
    const { status, body } = await getJson<ListWire<CategoryRowWire>>(
      t.app,
      '/client/v4/categories?group=popular-categories&limit=10000',
    );
    expect(status).toBe(200);
    expect(body.rows.length).toBeGreaterThan(0);
    expect(body.rows.every((row) => row.parentId !== null)).toBe(true);
  });

  it('answers one category with breadcrumbs and filterable parameters whose counts match the products', async () => {
    const tops = (
      await getJson<ListWire<CategoryRowWire>>(t.app, '/client/v4/categories?onlyglobal=true&inclucesubcategories=true')
    ).body.rows;
    const sub = tops[0].items![0];
    const { status, body } = await getJson<CategoryDetailWire>(
      t.app,
      `/client/v4/categories/${sub.id}?includeParameters=true`,
      'RU',
    );
    expect(status).toBe(200);
    expect(body.name).toBe(CATEGORIES[0].subcategories[0].name.ru);
    expect(body.breadcrumbs.map((crumb) => crumb.id)).toEqual([tops[0].id, sub.id]);
    expect(body.parent).toEqual({ id: tops[0].id, name: CATEGORIES[0].name.ru });
    expect(body.parameters!.map((p) => p.code)).toEqual(CATEGORIES[0].subcategories[0].parameters);
    for (const parameter of body.parameters!) {
      const optionTotal = parameter.options.reduce((sum, option) => sum + option.count, 0);
      expect(optionTotal).toBeGreaterThanOrEqual(body.countProduct);
    }
    const withoutParameters = await getJson<CategoryDetailWire>(t.app, `/client/v4/categories/${sub.id}`);
    expect(withoutParameters.body.parameters).toBeUndefined();
  });

  it('answers 404 for an unknown id and 400 for malformed parameters', async () => {
    expect((await getJson<CategoryDetailWire>(t.app, '/client/v4/categories/999999')).status).toBe(404);
    for (const url of [
      '/client/v4/categories/abc',
      '/client/v4/categories/-1',
      '/client/v4/categories?limit=0',
      '/client/v4/categories?limit=10001',
      '/client/v4/categories?parentId=x',
      '/client/v4/categories?onlyglobal=maybe',
      '/client/v4/categories?unknown=1',
    ]) {
      const { status, body } = await getJson<ErrorWire>(t.app, url);
      expect({ url, status }).toEqual({ url, status: 400 });
      expect(body.message).toEqual(expect.any(String));
    }
  });
});
