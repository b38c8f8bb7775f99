import type { GatsbyNode, PluginOptions } from 'gatsby';
import { createFetcher, SourceError } from './src/http';
import { sourceLanguage, type Emitted } from './src/source-language';
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

export const sourceNodes: GatsbyNode['sourceNodes'] = async (
  { actions, createNodeId, createContentDigest, reporter },
  rawOptions,
) => {
  const options = rawOptions as StoreOptions;
  const fetcher = createFetcher({
    baseUrl: options.apiUrl.replace(/\/$/, ''),
    adminToken: options.adminToken || undefined,
    concurrency: options.concurrency,
    retries: options.retries,
    backoffMs: 500,
  });
  const started = Date.now();
  const progress = reporter.createProgress('gatsby-source-store: product details', 0, 0);
  progress.start();
  const counts = new Map<string, number>();

  const emit = (lng: Lng, item: Emitted) => {
    const fields = { lng, ...nodeFields(item) };
    actions.createNode({
      ...fields,
      id: createNodeId(`${item.type}-${lng}-${item.key}`),
      internal: { type: item.type, contentDigest: createContentDigest(fields) },
    });
    counts.set(item.type, (counts.get(item.type) ?? 0) + 1);
  };

  try {
    await Promise.all(
      options.languages.map((lng) =>
        sourceLanguage(fetcher, lng, {
          emit,
          onProductsCounted: (count) => {
            progress.total += count;
          },
          onProductDone: () => progress.tick(),
        }),
      ),
    );
  } catch (error) {
    // panic ends the build: no half-sourced, empty shop is ever written.
    if (error instanceof SourceError) reporter.panic(error.message);
    reporter.panic(`gatsby-source-store: ${(error as Error).message}`, error as Error);
  }
  progress.done();
  const summary = [...counts].map(([type, count]) => `${type} ${count}`).join(', ');
  reporter.info(
    `gatsby-source-store: ${summary} from ${options.apiUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
};
