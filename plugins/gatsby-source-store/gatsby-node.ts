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
