import { sql } from 'drizzle-orm';
import { ResponseCache } from '../src/services/response-cache';
import type { CategoryRowWire } from '../src/contract/catalogue';
import type { ListWire } from '../src/contract/kit';
import type { ProductCardWire, ProductDetailWire, ProductListingWire } from '../src/contract/products';
import { eventually, getJson, postJson, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('catalogue answers cache', () => {
  it('is cleared when told a catalogue version other than the last one told (the change feed tells it)', () => {
    const cache = new ResponseCache(1024 * 1024);
    cache.observe(7);
    cache.set('a', Buffer.from('answer'));
    cache.observe(7);
    expect(cache.get('a')?.toString()).toBe('answer');
    const generation = cache.generation;
    cache.observe(8);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.generation).toBe(generation + 1);
  });

  it('serves a repeated call from memory, per language', async () => {
    const cache = t.app.responseCache;
    const url = '/client/v4/categories?onlyglobal=true';
    const first = await getJson<ListWire<CategoryRowWire>>(t.app, url, 'RU');
    const hits = cache.hits;
    const second = await getJson<ListWire<CategoryRowWire>>(t.app, url, 'RU');
    expect(second.body).toEqual(first.body);
    expect(cache.hits).toBe(hits + 1);
    const english = await getJson<ListWire<CategoryRowWire>>(t.app, url, 'EN');
    expect(english.body.rows[0].name).not.toBe(first.body.rows[0].name);
    expect(cache.hits).toBe(hits + 1);
  });

  it("keeps and serves a browser's compressed calls too, and leaves calls that are not catalogue answers alone", async () => {
    const cache = t.app.responseCache;
    const url = '/client/v4/categories?onlyglobal=true&inclucesubcategories=true&limit=100';
    const browser = { lng: 'TM', 'accept-encoding': 'br, gzip' };
    const first = await t.app.inject({ method: 'GET', url, headers: browser });
    expect(first.headers['content-encoding']).toBe('br');
    const hits = cache.hits;
    const second = await t.app.inject({ method: 'GET', url, headers: browser });
    expect(cache.hits).toBe(hits + 1);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const size = cache.size;
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect([cache.hits, cache.size]).toEqual([hits + 1, size]);
  });

  it('shows a price changed in the database on the next calls, without a restart', async () => {
    const id = (await getJson<ProductListingWire>(t.app, '/client/v4/products?limit=1')).body.rows[0].id;
    const before = await getJson<ProductDetailWire>(t.app, `/client/v4/products/${id}`);
    await postJson(t.app, '/client/v4/products?limit=5', { ids: [id] });
    await t.database.db.execute(sql`update products set price = 4321, stock = 0 where id = ${id}`);
    const detail = await eventually(
      () => getJson<ProductDetailWire>(t.app, `/client/v4/products/${id}`),
      (answer) => answer.body.price === 4321,
    );
    expect(detail.body).toMatchObject({ price: 4321, inStock: false });
    expect(before.body.price).not.toBe(4321);
    const cards = await postJson<ListWire<ProductCardWire>>(t.app, '/client/v4/products?limit=5', { ids: [id] });
    expect(cards.body.rows[0]).toMatchObject({ id, price: 4321, availability: 'not_available' });
  });

  it("computes a listing's count and facets once for its pages and sorts, and again after a change", async () => {
    const category = (
      await getJson<ListWire<CategoryRowWire>>(t.app, '/client/v4/categories?limit=100')
    ).body.rows.find((row) => row.countProduct > 4)!;
    const listing = (query: string) =>
      getJson<ProductListingWire>(t.app, `/client/v4/products?categoryId=${category.id}&facets=true&${query}`, 'EN');
    let computed = 0;
    const counting = t.app.responseCache.remember.bind(t.app.responseCache);
    const spy = jest.spyOn(t.app.responseCache, 'remember').mockImplementation((key, compute) =>
      counting(key, () => {
        if (key.startsWith('listing ')) computed += 1;
        return compute();
      }),
    );
    try {
      const first = await listing('limit=2&offset=0');
      const [second, sorted] = await Promise.all([listing('limit=2&offset=2'), listing('limit=3&sort=price_asc')]);
      expect(computed).toBe(1);
      expect(second.body.rows.map((row) => row.id)).not.toEqual(first.body.rows.map((row) => row.id));
      for (const other of [second, sorted]) {
        expect(other.body.count).toBe(first.body.count);
        expect(other.body.facets).toEqual(first.body.facets);
        expect(other.body.priceRange).toEqual(first.body.priceRange);
      }
      // A price of the listing changed: the next page's price range says so.
      const id = first.body.rows[0].id;
      await t.database.db.execute(sql`update products set price = 1 where id = ${id}`);
      const changed = await eventually(
        () => listing('limit=2&offset=4'),
        (answer) => answer.body.priceRange?.min === 1,
      );
      expect(computed).toBe(2);
      expect(changed.body.count).toBe(first.body.count);
    } finally {
      spy.mockRestore();
    }
  });

  it("shares a listing's price range between price bounds, and counts each bound's own products", async () => {
    const category = (
      await getJson<ListWire<CategoryRowWire>>(t.app, '/client/v4/categories?limit=100')
    ).body.rows.find((row) => row.countProduct > 4 && row.countProduct <= 100)!;
    const listing = (query: string) =>
      getJson<ProductListingWire>(
        t.app,
        // inStock: a filter no other test here asks for, so nothing is remembered from them
        `/client/v4/products?categoryId=${category.id}&inStock=true&facets=true&limit=100&${query}`,
      );
    const ranges: string[] = [];
    const counting = t.app.responseCache.remember.bind(t.app.responseCache);
    const spy = jest.spyOn(t.app.responseCache, 'remember').mockImplementation((key, compute) =>
      counting(key, () => {
        if (key.startsWith('price range ')) ranges.push(key);
        return compute();
      }),
    );
    try {
      const whole = await listing('sort=price_asc');
      expect(ranges).toHaveLength(1);
      expect(whole.body.rows).toHaveLength(whole.body.count);
      const prices = whole.body.rows.map((row) => row.price);
      const middle = prices[Math.floor(prices.length / 2)];
      const [cheap, dear] = await Promise.all([listing(`priceMax=${middle}`), listing(`priceMin=${middle + 0.01}`)]);
      expect(ranges).toHaveLength(1);
      for (const bounded of [cheap, dear]) expect(bounded.body.priceRange).toEqual(whole.body.priceRange);
      // the counts are each bound's, from the brand counts' statement, and add up to the whole
      expect(cheap.body.count).toBe(prices.filter((price) => price <= middle).length);
      expect(dear.body.count).toBe(prices.filter((price) => price > middle).length);
      expect(cheap.body.count + dear.body.count).toBe(whole.body.count);
      expect(cheap.body.rows.every((row) => row.price <= middle)).toBe(true);
      // another brand selection is another range
      const brand = whole.body.facets!.brands.find((row) => row.count > 0)!;
      const branded = await listing(`brands=${brand.id}`);
      expect(ranges).toHaveLength(2);
      expect(branded.body.count).toBe(brand.count);
    } finally {
      spy.mockRestore();
    }
  });

  it('does not keep error answers', async () => {
    const misses = t.app.responseCache.misses;
    expect((await getJson(t.app, '/client/v4/products/77777777')).status).toBe(404);
    expect((await getJson(t.app, '/client/v4/products/77777777')).status).toBe(404);
    expect(t.app.responseCache.misses).toBe(misses + 2);
  });
});

describe('RESPONSE_CACHE_MB=0', () => {
  it('computes every answer', async () => {
    // t's database: this app only reads, and its answers are its own (no cache).
    const uncached = await startTestApp({ sharing: t, config: { responseCacheBytes: 0 } });
    try {
      for (let i = 0; i < 3; i++)
        expect((await getJson(uncached.app, '/client/v4/search?query=samsung')).status).toBe(200);
      expect(uncached.app.responseCache).toMatchObject({ hits: 0, misses: 0, size: 0 });
    } finally {
      await uncached.close();
    }
  });
});

describe('ResponseCache', () => {
  it('evicts the least recently used answers beyond its size', () => {
    const cache = new ResponseCache(100);
    const text = (length: number) => Buffer.alloc(length, 'x');
    cache.set('a', text(10));
    cache.set('b', text(10));
    cache.get('a');
    for (let i = 0; i < 9; i++) cache.set(`c${i}`, text(10));
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    cache.set('huge', text(50));
    expect(cache.get('huge')).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('remembers a shared value once, for callers at the same time too, and forgets it at a change or a failure', async () => {
    const cache = new ResponseCache(100);
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return runs;
    };
    expect(await Promise.all([cache.remember('k', compute), cache.remember('k', compute)])).toEqual([1, 1]);
    expect(await cache.remember('k', compute)).toBe(1);
    cache.clear();
    expect(await cache.remember('k', compute)).toBe(2);
    await expect(cache.remember('bad', () => Promise.reject(new Error('database away')))).rejects.toThrow(
      'database away',
    );
    expect(await cache.remember('bad', compute)).toBe(3);
    // The cache off (RESPONSE_CACHE_MB=0): every call computes.
    const off = new ResponseCache(0);
    await off.remember('k', compute);
    expect(await off.remember('k', compute)).toBe(5);
  });
});
