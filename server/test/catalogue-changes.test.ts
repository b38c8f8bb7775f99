import { eq, sql } from 'drizzle-orm';
import type { CatalogueChangesWire } from '../src/contract/service';
import { catalogueChanges, catalogueState, categories, images, productLinks, products } from '../src/db/schema';
import { pruneCatalogueChanges } from '../src/services/catalogue-changes';
import { startTestApp, type TestApp } from './helpers';

const TOKEN = 'feed-secret';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { adminToken: TOKEN } });
});
afterAll(() => t.close());

const feed = async (query: string, token = TOKEN) =>
  t.app.inject({
    method: 'GET',
    url: `/admin/v1/catalogue/changes${query}`,
    headers: token ? { 'x-admin-token': token } : {},
  });
const changes = async (since: number) => {
  const response = await feed(`?since=${since}`);
  expect(response.statusCode).toBe(200);
  return response.json<CatalogueChangesWire>();
};
const version = async () => (await changes(0)).version;
const rename = (id: number, name: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/admin/v1/products/${id}`,
    headers: { 'x-admin-token': TOKEN },
    payload: { name: { tm: name, ru: name, en: name } },
  });
/** A product some other product shows as a linked one, with those products. */
async function linkedProduct() {
  const [link] = await t.app.db.select().from(productLinks).limit(1);
  const linking = await t.app.db
    .selectDistinct({ id: productLinks.productId })
    .from(productLinks)
    .where(eq(productLinks.linkedId, link.linkedId));
  return { id: link.linkedId, linking: linking.map((row) => row.id) };
}

describe('the catalogue change feed (GET /admin/v1/catalogue/changes)', () => {
  it('needs the admin token and a whole, non-negative version', async () => {
    expect((await feed('?since=1', '')).statusCode).toBe(401);
    expect((await feed('?since=1', 'wrong')).statusCode).toBe(401);
    for (const query of ['?since=-1', '?since=1.5', '?since=abc', '?since=1&other=2']) {
      expect((await feed(query)).statusCode).toBe(400);
    }
  });

  it('answers full without a version, for a version it has no entries for, and for one ahead', async () => {
    const now = await version();
    expect(now).toBeGreaterThan(0);
    expect((await feed('')).json()).toMatchObject({ version: now, full: true, products: [], linking: [] });
    // The feed starts at the migration; the sample catalogue's import came after it.
    const [state] = await t.app.db.select().from(catalogueState);
    expect(state.changesFrom).toBeGreaterThan(0);
    expect(await changes(state.changesFrom - 1)).toMatchObject({ full: true, reason: /older than the feed/ });
    expect(await changes(state.changesFrom)).toMatchObject({ full: true, reason: /^[a-z_]+ changed$/ });
    expect(await changes(now + 5)).toMatchObject({ version: now, full: true });
    expect(await changes(now)).toEqual({
      version: now,
      revision: expect.stringMatching(/^[0-9a-f]{32}$/),
      full: false,
      products: [],
      linking: [],
    });
  });

  it('names a renamed product and the products that show it as a linked one', async () => {
    const { id, linking } = await linkedProduct();
    expect(linking.length).toBeGreaterThan(0);
    const before = await version();
    expect((await rename(id, 'Feed rename')).statusCode).toBe(200);
    const answer = await changes(before);
    expect(answer.full).toBe(false);
    expect(answer.version).toBeGreaterThan(before);
    expect(answer.products).toEqual([id]);
    expect(answer.linking).toEqual(linking.filter((other) => other !== id).sort((a, b) => a - b));
    // Nothing after the answer's version.
    expect(await changes(answer.version)).toMatchObject({
      version: answer.version,
      full: false,
      products: [],
      linking: [],
    });
  });

  it('names a product whose price or stock changed (their listings and linked cards show them)', async () => {
    const [product] = await t.app.db.select({ id: products.id }).from(products).limit(1);
    const before = await version();
    await t.app.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    expect((await changes(before)).products).toContain(product.id);
  });

  it('names a deleted product and the products that linked to it', async () => {
    const { id, linking } = await linkedProduct();
    const before = await version();
    await t.app.db.delete(products).where(eq(products.id, id));
    const answer = await changes(before);
    expect(answer.full).toBe(false);
    expect(answer.products).toContain(id);
    // Their links to it went with it (on delete cascade): changes of their own.
    for (const expected of linking) expect(answer.products).toContain(expected);
  });

  it('ignores images and the search vocabulary: pages name only image keys', async () => {
    const before = await version();
    await t.app.db
      .insert(images)
      .values({ key: 'feed-test-image', contentType: 'image/png', data: new Uint8Array([1]) });
    const answer = await changes(before);
    expect(answer.version).toBeGreaterThan(before);
    expect(answer).toMatchObject({ full: false, products: [], linking: [] });
  });

  it('answers full after a category change, whatever else changed', async () => {
    const [product] = await t.app.db.select({ id: products.id }).from(products).limit(1);
    const before = await version();
    await t.app.db.update(products).set({ stock: 3 }).where(eq(products.id, product.id));
    const [category] = await t.app.db.select({ id: categories.id }).from(categories).limit(1);
    await t.app.db
      .update(categories)
      .set({ position: sql`${categories.position} + 1` })
      .where(eq(categories.id, category.id));
    expect(await changes(before)).toMatchObject({
      full: true,
      reason: 'categories changed',
      products: [],
      linking: [],
    });
  });

  it('logs one version per statement, in the order of commits, within a transaction too', async () => {
    const [a, b] = await t.app.db.select({ id: products.id }).from(products).limit(2);
    const before = await version();
    await t.app.db.transaction(async (tx) => {
      await tx.update(products).set({ stock: 5 }).where(eq(products.id, a.id));
      await tx.update(products).set({ stock: 6 }).where(eq(products.id, b.id));
    });
    const entries = await t.app.db
      .select({ version: catalogueChanges.version, productId: catalogueChanges.productId })
      .from(catalogueChanges)
      .where(sql`${catalogueChanges.version} > ${before}`)
      .orderBy(catalogueChanges.version);
    expect(entries.map((entry) => entry.productId)).toEqual([a.id, b.id]);
    expect(entries[0].version).toBeLessThan(entries[1].version);
    // A build that sourced after the first statement needs the second product alone.
    const answer = await changes(entries[0].version);
    expect(answer.products).toEqual([b.id]);
    expect(answer.linking).toEqual((await linkersOf(b.id)).filter((id) => id !== b.id).sort((x, y) => x - y));
  });

  it('prunes old entries and answers full for a version before them', async () => {
    // The app's database is a clone of one seeded when the jest run began, so the import's own
    // entries may already be older than the minute kept: they go first, at this test's start.
    await pruneCatalogueChanges(t.app.db, 0, new Date());
    const before = await version();
    const [product] = await t.app.db.select({ id: products.id }).from(products).limit(1);
    await t.app.db.update(products).set({ stock: 7 }).where(eq(products.id, product.id));
    const after = await version();
    expect(await pruneCatalogueChanges(t.app.db, 60_000)).toBe(0);
    expect((await changes(before)).full).toBe(false);
    const removed = await pruneCatalogueChanges(t.app.db, 60_000, new Date(Date.now() + 120_000));
    expect(removed).toBeGreaterThan(0);
    const [state] = await t.app.db.select().from(catalogueState);
    expect(state.changesFrom).toBeGreaterThan(before);
    expect(state.changesFrom).toBeLessThanOrEqual(after);
    expect(await changes(before)).toMatchObject({ full: true, products: [], linking: [] });
    expect(await changes(after)).toMatchObject({ version: after, full: false, products: [], linking: [] });
  });
});

async function linkersOf(id: number) {
  const rows = await t.app.db
    .selectDistinct({ id: productLinks.productId })
    .from(productLinks)
    .where(eq(productLinks.linkedId, id));
  return rows.map((row) => row.id);
}
