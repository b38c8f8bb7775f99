import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
// eslint-disable-next-line boundaries/dependencies -- the test sources from a real API, built as the API suite builds it
import { startTestApp, type TestApp } from '../../../server/test/helpers';
import type { CatalogueChangesWire } from '../../../server/src/contract/service';
// eslint-disable-next-line boundaries/dependencies -- the test changes the catalogue as editors and imports do
import { categories, productLinks, products } from '../../../server/src/db/schema';
import type { Lng } from '../../../src/lib/catalog-types';
import { createFetcher, type Fetcher } from './http';
import { sourcingPlan, type SourcedState } from './incremental';
import { sourceLanguage, sourceLanguageChanges, type Emitted, type Sourced } from './source-language';

/** Gatsby's node store as the plugin sees it: data by language, type and key. */
type Nodes = Map<string, Emitted['data']>;
const LANGUAGES: Lng[] = ['tm', 'ru'];
const TOKEN = 'incremental-secret';
const keyOf = (lng: Lng, type: Emitted['type'], key: string) => `${lng}|${type}|${key}`;
/** Through JSON, as Gatsby stores a node. */
const stored = <T>(data: T): T => JSON.parse(JSON.stringify(data)) as T;

let t: TestApp;
let fetcher: Fetcher;

async function feed(since: number): Promise<CatalogueChangesWire> {
  return fetcher.getJson<CatalogueChangesWire>(`/admin/v1/catalogue/changes?since=${since}`, 'TM');
}

async function sourceFully(): Promise<Nodes> {
  const nodes: Nodes = new Map();
  for (const lng of LANGUAGES)
    await sourceLanguage(fetcher, lng, {
      emit: (emitted, item) => nodes.set(keyOf(emitted, item.type, item.key), stored(item.data)),
      onProductsCounted: () => undefined,
      onProductDone: () => undefined,
    });
  return nodes;
}

/**
 * The last build's nodes brought up to date as the plugin does: what is emitted replaces, what is
 * kept stays, what is removed goes, and (as Gatsby does) what was neither emitted nor kept goes too;
 * answers the nodes and how many product details were fetched.
 */
async function sourceChanges(last: Nodes, changes: CatalogueChangesWire) {
  const nodes: Nodes = new Map();
  let details = 0;
  const touched = new Set<string>();
  for (const lng of LANGUAGES) {
    const sourced: Sourced = {
      get: (type, key) => last.get(keyOf(lng, type, key)) as never,
      keys: (type) =>
        [...last.keys()].filter((key) => key.startsWith(`${lng}|${type}|`)).map((key) => key.split('|')[2]),
    };
    await sourceLanguageChanges(fetcher, lng, changes, sourced, {
      emit: (emitted, item) => {
        const key = keyOf(emitted, item.type, item.key);
        expect(touched.has(key)).toBe(false);
        touched.add(key);
        nodes.set(key, stored(item.data));
      },
      keep: (kept, type, key) => {
        const id = keyOf(kept, type, key);
        expect(last.has(id)).toBe(true);
        touched.add(id);
        nodes.set(id, last.get(id)!);
      },
      remove: (gone, type, key) => {
        expect(last.has(keyOf(gone, type, key))).toBe(true);
      },
      onProductsCounted: () => undefined,
      onProductDone: () => {
        details++;
      },
    });
  }
  return { nodes, details };
}

/** Sorted, so that two node stores compare whatever the order of sourcing. */
const asObject = (nodes: Nodes) => Object.fromEntries([...nodes].sort(([a], [b]) => a.localeCompare(b)));

let nodes: Nodes;
let version: number;

beforeAll(async () => {
  t = await startTestApp({ config: { adminToken: TOKEN } });
  const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  fetcher = createFetcher({ baseUrl, adminToken: TOKEN, concurrency: 6, retries: 0, backoffMs: 1 });
  version = (await feed(0)).version;
  nodes = await sourceFully();
});
afterAll(() => t?.close());

/** After `change`: the feed since the last build, the nodes sourced from it, and a full source. */
async function afterChange(change: () => Promise<unknown>) {
  await change();
  const changes = await feed(version);
  const incremental = changes.full ? null : await sourceChanges(nodes, changes);
  const full = await sourceFully();
  return { changes, incremental, full };
}

/** The nodes of one product in one language. */
const productOf = (store: Nodes, lng: Lng, id: number) =>
  (store.get(keyOf(lng, 'StoreProduct', String(id))) as { detail: { name: string; description: string } } | undefined)
    ?.detail;

const patch = (id: number, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/admin/v1/products/${id}`,
    headers: { 'x-admin-token': TOKEN },
    payload: body,
  });

/** A product other products show as a linked one. */
async function linkedProductId() {
  const [link] = await t.app.db.select().from(productLinks).orderBy(productLinks.linkedId).limit(1);
  return link.linkedId;
}

describe('sourcing only what changed gives the nodes a full source gives', () => {
  it('after a rename of a product other products link to', async () => {
    const id = await linkedProductId();
    const name = 'Incremental rename';
    const { changes, incremental, full } = await afterChange(() =>
      patch(id, { name: { tm: name, ru: name, en: name } }),
    );
    expect(changes).toMatchObject({ full: false, products: [id] });
    expect(changes.linking.length).toBeGreaterThan(0);
    expect(incremental!.details).toBe(LANGUAGES.length * (1 + changes.linking.length));
    expect(productOf(incremental!.nodes, 'ru', id)?.name).toBe(name);
    expect(asObject(incremental!.nodes)).toEqual(asObject(full));
    nodes = incremental!.nodes;
    version = changes.version;
  });

  it('after a change of a description (text no listing shows)', async () => {
    const [product] = await t.app.db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
    const text = 'A description changed by an editor.';
    const { changes, incremental, full } = await afterChange(() =>
      patch(product.id, { description: { tm: text, ru: text, en: text } }),
    );
    expect(changes).toMatchObject({ full: false, products: [product.id] });
    expect(productOf(incremental!.nodes, 'tm', product.id)?.description).toBe(text);
    expect(asObject(incremental!.nodes)).toEqual(asObject(full));
    nodes = incremental!.nodes;
    version = changes.version;
  });

  it('after a price and stock change (listings order and show them; linked cards too)', async () => {
    const id = await linkedProductId();
    const { changes, incremental, full } = await afterChange(() => patch(id, { price: 1, stock: 0 }));
    expect(changes.full).toBe(false);
    expect(asObject(incremental!.nodes)).toEqual(asObject(full));
    nodes = incremental!.nodes;
    version = changes.version;
  });

  it('after a product moved to another category', async () => {
    const [product] = await t.app.db
      .select({ id: products.id, categoryId: products.categoryId })
      .from(products)
      .orderBy(sql`${products.id} desc`)
      .limit(1);
    const [other] = await t.app.db
      .select({ id: products.categoryId })
      .from(products)
      .where(sql`${products.categoryId} <> ${product.categoryId}`)
      .limit(1);
    const { changes, incremental, full } = await afterChange(() =>
      t.app.db.update(products).set({ categoryId: other.id }).where(eq(products.id, product.id)),
    );
    expect(changes).toMatchObject({ full: false, products: [product.id] });
    expect(asObject(incremental!.nodes)).toEqual(asObject(full));
    nodes = incremental!.nodes;
    version = changes.version;
  });

  it('after a product is deleted (taken out of the catalogue): its nodes go, linking pages change', async () => {
    const id = await linkedProductId();
    const { changes, incremental, full } = await afterChange(() =>
      t.app.db.delete(products).where(eq(products.id, id)),
    );
    expect(changes.full).toBe(false);
    expect(changes.products).toContain(id);
    expect(productOf(incremental!.nodes, 'ru', id)).toBeUndefined();
    expect(productOf(nodes, 'ru', id)).toBeDefined();
    expect(asObject(incremental!.nodes)).toEqual(asObject(full));
    nodes = incremental!.nodes;
    version = changes.version;
  });

  it('after a category change the feed and the plan say: source everything', async () => {
    const [category] = await t.app.db.select({ id: categories.id }).from(categories).limit(1);
    const { changes, incremental } = await afterChange(() =>
      t.app.db
        .update(categories)
        .set({ name: sql`jsonb_set(${categories.name}, '{ru}', '"Переименовано"')` })
        .where(eq(categories.id, category.id)),
    );
    expect(changes).toMatchObject({ full: true, reason: 'categories changed' });
    expect(incremental).toBeNull();
    const last: SourcedState = {
      version,
      revision: changes.revision,
      apiUrl: 'http://api',
      languages: LANGUAGES,
      codeKey: 'code',
      products: { tm: 1, ru: 1 },
    };
    expect(
      sourcingPlan({
        last,
        feed: { ok: true, answer: changes },
        now: { apiUrl: 'http://api', languages: LANGUAGES, codeKey: 'code' },
        productNodes: () => 1,
      }),
    ).toEqual({ full: true, reason: 'categories changed' });
  });
});

describe('the plan', () => {
  const answer: CatalogueChangesWire = { version: 9, revision: 'r', full: false, products: [3], linking: [4] };
  const last: SourcedState = {
    version: 8,
    revision: 'r',
    apiUrl: 'http://api',
    languages: ['tm', 'ru'],
    codeKey: 'code',
    products: { tm: 10, ru: 10 },
  };
  const plan = (overrides: Partial<Parameters<typeof sourcingPlan>[0]>) =>
    sourcingPlan({
      last,
      feed: { ok: true, answer },
      now: { apiUrl: 'http://api', languages: ['tm', 'ru'], codeKey: 'code' },
      productNodes: () => 10,
      ...overrides,
    });

  it('sources only the changes when everything matches', () => {
    expect(plan({})).toEqual({ full: false, products: [3], linking: [4] });
  });

  it('sources everything whenever it cannot vouch for the last build', () => {
    expect(plan({ last: undefined }).full).toBe(true);
    expect(plan({ feed: { ok: false, reason: '401' } }).full).toBe(true);
    expect(plan({ feed: { ok: true, answer: { ...answer, full: true, reason: 'brands changed' } } })).toEqual({
      full: true,
      reason: 'brands changed',
    });
    expect(plan({ feed: { ok: true, answer: { ...answer, revision: 'other' } } }).full).toBe(true);
    expect(plan({ now: { apiUrl: 'http://other', languages: ['tm', 'ru'], codeKey: 'code' } }).full).toBe(true);
    expect(plan({ now: { apiUrl: 'http://api', languages: ['tm'], codeKey: 'code' } }).full).toBe(true);
    expect(plan({ now: { apiUrl: 'http://api', languages: ['tm', 'ru'], codeKey: 'new' } }).full).toBe(true);
    // Gatsby's cache was cleared (or lost nodes): the counts do not match.
    expect(plan({ productNodes: () => 0 }).full).toBe(true);
    expect(plan({ productNodes: (lng) => (lng === 'ru' ? 9 : 10) }).full).toBe(true);
  });
});
