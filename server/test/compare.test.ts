import type { CategoryRowWire } from '../src/contract/catalogue';
import type { ListWire } from '../src/contract/kit';
import type { CompareAnswerWire, ProductDetailWire, ProductListingWire } from '../src/contract/products';
import { getJson, postJson, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = (ids: number[], resKey = 'data') => [{ class: 'products', fn: 'getCompare', props: { ids }, resKey }];

describe('POST /client/v3/?json getCompare', () => {
  it('answers products side by side, grouped by category, one row per parameter', async () => {
    const tops = (
      await getJson<ListWire<CategoryRowWire>>(
        t.app,
        '/client/v4/categories?onlyglobal=true&inclucesubcategories=true',
        'EN',
      )
    ).body.rows;
    const sub = tops.flatMap((top) => top.items ?? []).find((item) => item.countProduct >= 3)!;
    const phones = (await getJson<ProductListingWire>(t.app, `/client/v4/products?categories=${sub.id}&limit=3`)).body
      .rows;
    const other = (await getJson<ProductListingWire>(t.app, '/client/v4/products?limit=200')).body.rows.find(
      (row) => row.categoryId !== sub.id,
    )!;
    const ids = [...phones.map((row) => row.id), other.id, 99999999];
    const { status, body } = await postJson<CompareAnswerWire>(t.app, '/client/v3/?json', call(ids), 'EN');
    expect(status).toBe(200);
    const { groups, missing } = body.data;
    expect(missing).toEqual([99999999]);
    expect(groups).toHaveLength(2);
    expect(groups[0].category).toEqual({ id: sub.id, name: sub.name });
    expect(groups[0].products.map((row) => row.id)).toEqual(phones.map((row) => row.id));
    expect(groups[1].products.map((row) => row.id)).toEqual([other.id]);
    for (const [index, product] of groups[0].products.entries()) {
      const detail = (
        await getJson<ProductDetailWire>(t.app, `/client/v4/products/${product.id}?includeParameters=true`, 'EN')
      ).body;
      for (const parameter of detail.parameters!) {
        const row = groups[0].rows.find((candidate) => candidate.code === parameter.code);
        expect(row!.values[index]).toBe(parameter.value);
      }
    }
    for (const row of groups[0].rows) expect(row.differs).toBe(new Set(row.values).size > 1);
  });

  it('answers each call under its resKey, and an empty comparison for no ids', async () => {
    const { body } = await postJson<CompareAnswerWire>(t.app, '/client/v3/?json', [
      ...call([], 'a'),
      ...call([0], 'b'),
    ]);
    expect(body).toEqual({ a: { groups: [], missing: [] }, b: { groups: [], missing: [] } });
  });

  it('refuses other calls and malformed bodies with 400', async () => {
    for (const payload of [
      {},
      [],
      call([1]).map((c) => ({ ...c, class: 'users' })),
      call([1]).map((c) => ({ ...c, fn: 'drop' })),
      call([1]).map((c) => ({ ...c, resKey: '__proto__!' })),
      [{ class: 'products', fn: 'getCompare', props: {}, resKey: 'x' }],
      call(Array.from({ length: 21 }, (_, i) => i + 1)),
    ]) {
      expect((await postJson<CompareAnswerWire>(t.app, '/client/v3/?json', payload)).status).toBe(400);
    }
  });
});
