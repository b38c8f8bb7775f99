import type { GatsbyNode, PluginOptions } from 'gatsby';
import type { CatalogueChangesWire } from '../../server/src/contract/service';
import { createFetcher, SourceError, type Fetcher } from './src/http';
import { sourcingCodeKey, sourcingPlan, STATE_KEY, type FeedAnswer, type SourcedState } from './src/incremental';
import { sourceLanguage, sourceLanguageChanges, type Emitted } from './src/source-language';
import type { Lng } from '../../src/lib/catalog-types';

interface StoreOptions extends PluginOptions {
  apiUrl: string;
  adminToken?: string;
  concurrency: number;
  retries: number;
  languages: Lng[];
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    apiUrl: Joi.string().uri().required(),
    adminToken: Joi.string().allow('').optional(),
    concurrency: Joi.number().integer().min(1).max(64).default(6),
    retries: Joi.number().integer().min(0).max(10).default(5),
    languages: Joi.array()
      .items(Joi.string().valid('tm', 'ru', 'en'))
      .default(['tm', 'ru', 'en']),
  });

/**
 * The shop's Web Push public key (spec §9's embedded {key}; docs/adr/020), inlined into the browser
 * bundle as GATSBY_WEB_PUSH_KEY: Gatsby reads GATSBY_* variables when it makes its webpack config,
 * after bootstrap. An API without the key (or not answering) leaves it unset; the storefront then
 * asks /client/v4/stock-alerts/key when a shopper subscribes.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }, rawOptions) => {
  const options = rawOptions as StoreOptions;
  if (process.env.GATSBY_WEB_PUSH_KEY) return;
  try {
    const response = await fetch(`${options.apiUrl.replace(/\/$/, '')}/client/v4/stock-alerts/key`, {
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as { publicKey?: unknown };
    if (response.ok && typeof body.publicKey === 'string' && /^[A-Za-z0-9_-]{87}$/.test(body.publicKey)) {
      process.env.GATSBY_WEB_PUSH_KEY = body.publicKey;
    }
  } catch (error) {
    reporter.warn(`gatsby-source-store: no Web Push key from the API (${String(error)}); the browser asks for it`);
  }
};

// Declared types (no inference): inferring 30 000 product nodes would cost more than the build.
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type StoreCategory implements Node @dontInfer { lng: String! category: JSON! firstPage: JSON! }
    type StoreBrand implements Node @dontInfer { lng: String! brand: JSON! firstPage: JSON! }
    type StoreProduct implements Node @dontInfer { lng: String! detail: JSON! }
    type StoreFooterPage implements Node @dontInfer { lng: String! uuid: String! name: String! content: String! position: Int! }
    type StoreHomeGroup implements Node @dontInfer { lng: String! code: String! kind: String! data: JSON! }
  `);
};

// A node's own `id` is Gatsby's: the shop's entities travel whole in a JSON field (category,
// brand, detail), so their ids are never renamed on the way to the pages.
const nodeFields = (item: Emitted): Record<string, unknown> =>
  item.type === 'StoreHomeGroup' ? { code: item.data.code, kind: item.data.kind, data: item.data } : { ...item.data };

const NODE_TYPES: Emitted['type'][] = [
  'StoreCategory',
  'StoreBrand',
  'StoreProduct',
  'StoreFooterPage',
  'StoreHomeGroup',
];

/** The key sourceLanguage gave a node (its type's entity id), read back from the node. */
function keyOf(type: Emitted['type'], node: Record<string, unknown>): string {
  const field = (name: string) => node[name] as { id?: number; code?: string } | undefined;
  switch (type) {
    case 'StoreCategory':
      return String(field('category')?.id);
    case 'StoreBrand':
      return String(field('brand')?.id);
    case 'StoreProduct':
      return String(field('detail')?.id);
    case 'StoreFooterPage':
      return String(node.uuid);
    case 'StoreHomeGroup':
      return String(node.code);
  }
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async (
  { actions, createNodeId, createContentDigest, reporter, cache, getNodesByType },
  rawOptions,
) => {
  const options = rawOptions as StoreOptions;
  const apiUrl = options.apiUrl.replace(/\/$/, '');
  const fetcher = createFetcher({
    baseUrl: apiUrl,
    adminToken: options.adminToken || undefined,
    concurrency: options.concurrency,
    retries: options.retries,
    backoffMs: 500,
  });
  const started = Date.now();
  const counts = new Map<string, number>();
  /** product nodes per language after this build: emitted, and kept from the last one */
  const productNodes = new Map<Lng, number>();
  const idOf = (lng: Lng, type: Emitted['type'], key: string) => createNodeId(`${type}-${lng}-${key}`);

  const emit = (lng: Lng, item: Emitted) => {
    const fields = { lng, ...nodeFields(item) };
    actions.createNode({
      ...fields,
      id: idOf(lng, item.type, item.key),
      internal: { type: item.type, contentDigest: createContentDigest(fields) },
    });
    counts.set(item.type, (counts.get(item.type) ?? 0) + 1);
    if (item.type === 'StoreProduct') productNodes.set(lng, (productNodes.get(lng) ?? 0) + 1);
  };

  // What the last build sourced (docs/adr/018, incremental builds): the catalogue version, the API's
  // code and this plugin's; the nodes themselves are Gatsby's, kept in its cache between builds.
  const codeKey = await sourcingCodeKey();
  const last = (await cache.get(STATE_KEY)) as SourcedState | undefined;
  const feed = await changeFeed(fetcher, last?.version);
  // The last build's nodes by type, language and key, read once before anything is sourced (each
  // read of 30 000 product nodes from Gatsby's store costs about a second).
  type Node = ReturnType<typeof getNodesByType>[number];
  const lastNodes = new Map<Emitted['type'], Map<string, Map<string, Node>>>();
  if (last)
    for (const type of NODE_TYPES) {
      const byLng = new Map<string, Map<string, Node>>();
      for (const node of getNodesByType(type)) {
        const lng = (node as unknown as { lng: string }).lng;
        if (!byLng.has(lng)) byLng.set(lng, new Map());
        byLng.get(lng)!.set(keyOf(type, node as unknown as Record<string, unknown>), node);
      }
      lastNodes.set(type, byLng);
    }
  const lastOf = (type: Emitted['type'], lng: Lng) => lastNodes.get(type)?.get(lng) ?? new Map<string, Node>();
  const plan = sourcingPlan({
    last,
    feed,
    now: { apiUrl, languages: options.languages, codeKey },
    productNodes: (lng) => lastOf('StoreProduct', lng).size,
  });
  reporter.info(
    plan.full
      ? `gatsby-source-store: sourcing the whole catalogue (${plan.reason})`
      : `gatsby-source-store: ${plan.products.length} changed products and ${plan.linking.length} showing them, since catalogue version ${last?.version} (now ${feed.ok ? feed.answer.version : '?'})`,
  );

  const progress = reporter.createProgress('gatsby-source-store: product details', 0, 0);
  progress.start();
  const hooks = {
    emit,
    onProductsCounted: (count: number) => {
      progress.total += count;
    },
    onProductDone: () => progress.tick(),
  };
  let kept = 0;
  let removed = 0;
  try {
    await Promise.all(
      options.languages.map((lng) =>
        plan.full
          ? sourceLanguage(fetcher, lng, hooks)
          : sourceLanguageChanges(
              fetcher,
              lng,
              plan,
              {
                get: (type, key) => lastOf(type, lng).get(key) as never,
                keys: (type) => [...lastOf(type, lng).keys()],
              },
              {
                ...hooks,
                keep: (_, type, key) => {
                  const node = lastOf(type, lng).get(key);
                  if (!node) throw new Error(`the node ${type} ${key} (${lng}) of the last build is gone`);
                  actions.touchNode(node);
                  if (type === 'StoreProduct') productNodes.set(lng, (productNodes.get(lng) ?? 0) + 1);
                  kept++;
                },
                remove: (_, type, key) => {
                  const node = lastOf(type, lng).get(key);
                  if (node) actions.deleteNode(node);
                  removed++;
                },
              },
            ),
      ),
    );
  } catch (error) {
    // panic ends the build: no half-sourced, empty shop is ever written.
    if (error instanceof SourceError) reporter.panic(error.message);
    reporter.panic(`gatsby-source-store: ${(error as Error).message}`, error as Error);
  }
  progress.done();
  // Only now: a build that failed while sourcing sources the same changes again.
  if (feed.ok) {
    const state: SourcedState = {
      version: feed.answer.version,
      revision: feed.answer.revision,
      apiUrl,
      languages: options.languages,
      codeKey,
      products: Object.fromEntries(productNodes),
    };
    await cache.set(STATE_KEY, state);
  } else {
    await cache.del(STATE_KEY);
  }
  const summary = [...counts].map(([type, count]) => `${type} ${count}`).join(', ');
  reporter.info(
    `gatsby-source-store: ${summary || 'nothing new'}${plan.full ? '' : ` (${kept} kept, ${removed} removed)`} from ${options.apiUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
};

async function changeFeed(fetcher: Fetcher, since: number | undefined): Promise<FeedAnswer> {
  try {
    const query = since === undefined ? '' : `?since=${since}`;
    return {
      ok: true,
      answer: await fetcher.getJson<CatalogueChangesWire>(`/admin/v1/catalogue/changes${query}`, 'TM'),
    };
  } catch (error) {
    // An API without the feed, or a build without the admin token: everything, as before the feed.
    return { ok: false, reason: (error as Error).message };
  }
}
