import type { BrandRowWire } from '../src/contract/catalogue';
import type { ListWire } from '../src/contract/kit';
import type { ProductDetailWire, ProductListingWire } from '../src/contract/products';
import { getJson, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { adminToken: 'editor-secret' } });
});
afterAll(() => t.close());

const patch = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'PATCH', url, payload: payload as object, headers: token ? { 'x-admin-token': token } : {} });

describe("editors' calls", () => {
  it('refuses calls without the right token', async () => {
    expect((await patch('/admin/v1/products/1', { price: 10 })).statusCode).toBe(401);
    expect((await patch('/admin/v1/products/1', { price: 10 }, 'wrong')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/admin/v1/catalogue', payload: {} })).statusCode).toBe(401);
  });

  it('changes a price and stock, shown by the catalogue calls at once', async () => {
    const id = (await getJson<ProductListingWire>(t.app, '/client/v4/products?limit=1')).body.rows[0].id;
    await getJson(t.app, `/client/v4/products/${id}`);
    const response = await patch(
      `/admin/v1/products/${id}`,
      { price: 1999, oldPrice: 2499, stock: 0 },
      'editor-secret',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, price: 1999, oldPrice: 2499, stock: 0 });
    let detail = await getJson<ProductDetailWire>(t.app, `/client/v4/products/${id}`);
    for (let i = 0; i < 40 && detail.body.price !== 1999; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      detail = await getJson<ProductDetailWire>(t.app, `/client/v4/products/${id}`);
    }
    expect(detail.body).toMatchObject({ price: 1999, oldPrice: 2499, discount: 20, inStock: false });
  });

  it('validates the change and answers 404 for an unknown product', async () => {
    for (const body of [{}, { price: -1 }, { price: 'cheap' }, { stock: 1.5 }, { name: 'x' }]) {
      expect((await patch('/admin/v1/products/1', body, 'editor-secret')).statusCode).toBe(400);
    }
    expect((await patch('/admin/v1/products/99999999', { stock: 3 }, 'editor-secret')).statusCode).toBe(404);
  });

  it('imports a catalogue file all or nothing', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/catalogue',
      headers: { 'x-admin-token': 'editor-secret' },
      payload: { brands: [{ code: 'acme', name: 'Acme', icon: 'missing-image' }] },
    });
    expect(bad.statusCode).toBe(422);
    // place and cause in the request's language (here the default, TM)
    expect(bad.json().problems).toEqual([
      {
        at: 'brands[0] (code acme).icon',
        reason: "no image 'missing-image'",
        place: 'Brend №1 (code acme), «icon» meýdany',
        cause: '«missing-image» suraty ýok',
      },
    ]);
    const good = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/catalogue',
      headers: { 'x-admin-token': 'editor-secret' },
      payload: { brands: [{ code: 'acme', name: 'Acme' }] },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ brands: 1 });
    const brands = await getJson<ListWire<BrandRowWire>>(t.app, '/client/v4/brands?query=acme');
    expect(brands.body.rows.map((row) => row.name)).toEqual(['Acme']);
  });
});
