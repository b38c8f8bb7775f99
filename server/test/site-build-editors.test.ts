/**
 * The builds editors cause (docs/adr/018): a product's change or a catalogue import queues one, the
 * editors' product calls and page, and a server without site builds.
 */
import type { ProductListingWire } from '../src/contract/products';
import { getJson, startTestApp } from './helpers';
import { admin, buildWith, builds, finished, startShop, ADMIN_TOKEN, type Shop } from './site-build-helpers';

describe('builds caused by editors', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
    await buildWith(shop, { label: 'A' });
  });
  afterAll(() => shop.close());

  it("queue a build for a change of a product's texts or images, not for its price or stock", async () => {
    shop.setControl({ label: 'P' });
    const id = (await getJson<ProductListingWire>(shop.app, '/client/v4/products?limit=1')).body.rows[0].id;
    const price = await admin(shop.app, 'PATCH', `/admin/v1/products/${id}`, { price: 1234, stock: 2 });
    expect(price.statusCode).toBe(200);
    expect(price.json().rebuild).toBeUndefined();
    expect((await builds(shop.app)).rows.filter((row) => row.status !== 'succeeded')).toEqual([]);

    const name = { tm: 'Täze at', ru: 'Новое имя', en: 'New name' };
    const renamed = await admin(shop.app, 'PATCH', `/admin/v1/products/${id}`, { name });
    expect(renamed.statusCode).toBe(200);
    const { rebuild: queued } = renamed.json();
    expect(queued).toEqual({ buildId: expect.any(Number), coalesced: false });
    const build = await finished(shop.app, queued.buildId);
    expect(build.causes).toEqual([
      { kind: 'product', at: expect.any(String), productId: id, note: 'name', fields: ['name'] },
    ]);
    const detail = await getJson<{ name: string }>(shop.app, `/client/v4/products/${id}`, 'EN');
    expect(detail.body.name).toBe('New name');
  });

  it('queues a build after a catalogue import', async () => {
    shop.setControl({ label: 'I' });
    const imported = await admin(shop.app, 'POST', '/admin/v1/catalogue', {
      brands: [{ code: 'acme', name: 'Acme' }],
    });
    expect(imported.statusCode).toBe(200);
    const { rebuild: queued } = imported.json();
    const build = await finished(shop.app, queued.buildId);
    expect(build.causes).toEqual([
      {
        kind: 'import',
        at: expect.any(String),
        note: '1 brands',
        counts: { images: 0, parameters: 0, brands: 1, categories: 0, products: 0, footers: 0, groups: 0 },
      },
    ]);
  });

  it('answers a product as an editor changes it, with the admin token only', async () => {
    const id = (await getJson<ProductListingWire>(shop.app, '/client/v4/products?limit=1')).body.rows[0].id;
    expect((await admin(shop.app, 'GET', `/admin/v1/products/${id}`, undefined, null)).statusCode).toBe(401);
    const product = await admin(shop.app, 'GET', `/admin/v1/products/${id}`);
    expect(product.statusCode).toBe(200);
    expect(product.json()).toMatchObject({
      id,
      name: { tm: expect.any(String), ru: expect.any(String), en: expect.any(String) },
      description: { tm: expect.any(String), ru: expect.any(String), en: expect.any(String) },
      price: expect.any(Number),
      stock: expect.any(Number),
      images: expect.any(Array),
    });
    expect((await admin(shop.app, 'GET', '/admin/v1/products/99999999')).statusCode).toBe(404);
  });

  it('refuses unknown images and leaves the product as it was', async () => {
    const id = (await getJson<ProductListingWire>(shop.app, '/client/v4/products?limit=1')).body.rows[0].id;
    const response = await admin(shop.app, 'PATCH', `/admin/v1/products/${id}`, {
      name: { tm: 'Başga', ru: 'Другое', en: 'Other' },
      images: ['no-such-image'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No such image: no-such-image');
    const detail = await getJson<{ name: string }>(shop.app, `/client/v4/products/${id}`, 'EN');
    expect(detail.body.name).not.toBe('Other');
  });
});

describe('a server without site builds', () => {
  it('lists builds but refuses to build, in the caller language', async () => {
    const t = await startTestApp({ catalogue: null, config: { adminToken: ADMIN_TOKEN } });
    try {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/admin/v1/rebuild',
        headers: { 'x-admin-token': ADMIN_TOKEN, lng: 'RU' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Этот сервер не пересобирает сайт (не задан SITE_BUILDS_DIR)');
      const list = await admin(t.app, 'GET', '/admin/v1/builds');
      expect(list.json()).toEqual({ enabled: false, activeBuildId: null, rows: [] });
    } finally {
      await t.close();
    }
  });
});
