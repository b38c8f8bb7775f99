/**
 * The build's toolchain around the pages gatsby-node.ts creates: interface texts compiled at build
 * time, and after the build the sitemap, the translated 404s, robots.txt, no source maps, the
 * pages' script hashes (Content-Security-Policy) and compressed copies.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { withChunkFilenames } from './src/chunk-names';
import { CompileHints } from './src/compile-hints';
import { compressAssets } from './src/compress-assets';
import { writeCspManifest } from './src/csp-hashes';
import { listFiles, listFilesWithStats } from './src/list-files';
import { type MinifyJs, withModernOutput } from './src/modern-output';
import { type SplitConfig, withWholePageChunks } from './src/page-chunks';
import { pointRobotsAtSitemap, writeLocalized404s, writeSitemap } from './src/post-build';
import { SEO_REQUEST, seoInBrowser } from './src/seo-in-browser';
import { deferSliceStitching, pendingStitches, stitchingDone } from './src/slice-stitching';
import { browserDevtool, keepSourceMaps, SOURCE_MAP_DIR, takeOutSourceMaps } from './src/source-maps';
import { LAZY_TEXT_PARTS, LAZY_TEXT_PREFIXES } from './src/text-parts';
import { GATSBY_WORKER_REGISTRATION, registersWorkerThroughGatsby, type LoadedPlugin } from './src/worker-registration';
import { withChunkMappingCompacted } from './threads/page-mend.cjs';

const MESSAGES_LOADER = path.resolve('plugins/gatsby-plugin-shop-build/src/icu-messages-loader.cjs');

/**
 * Interface texts reach the bundles as precompiled ICU messages (src/icu-messages-loader.cjs),
 * formatted by the shop's own react-intl (src/lib/intl-runtime.tsx: react-intl, @formatjs/intl and
 * intl-messageformat were about 8 KB gzip of first-load script, issue 17), in the browser and the
 * server render alike; nothing in the browser build parses a text (the parser's no-parser build).
 * A feature's index.ts only re-exports: marked free of side effects, an import through it pulls in
 * the modules it uses, not every module the index names. (Paths are from the site's root: Gatsby
 * runs this file compiled elsewhere.)
 */
/** emotion's own styled base for a stage: its browser or server build, production or development. */
function emotionStyledBase(stage: string) {
  const build = `${stage.endsWith('html') ? '' : 'browser.'}${stage.startsWith('develop') ? 'development.' : ''}esm.js`;
  const root = path.dirname(createRequire(path.resolve('package.json')).resolve('@emotion/styled/package.json'));
  return path.join(root, 'base', 'dist', `emotion-styled-base.${build}`);
}

/**
 * Gatsby's script slice (chunk mapping, compilation hash, the app's scripts), which the browser
 * bundle's build has just written: the server render writes it into each page (src/html.tsx). Null
 * outside the build, or when it is not there: then Gatsby's empty place stays for the page mend.
 */
function scriptsSlice(stage: string): string | null {
  if (stage !== 'build-html') return null;
  try {
    return withChunkMappingCompacted(
      readFileSync(path.resolve('public', '_gatsby', 'slices', '_gatsby-scripts-1.html'), 'utf8'),
    );
  } catch {
    return null;
  }
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  plugins,
  getConfig,
  store,
}) => {
  const browser = stage === 'build-javascript' || stage === 'develop';
  if (stage.endsWith('html'))
    actions.setWebpackConfig({
      plugins: [plugins.define({ __SHOP_SCRIPTS_SLICE__: JSON.stringify(scriptsSlice(stage)) })],
    });
  if (stage === 'build-javascript') {
    // Chunks named by id and content hash (src/chunk-names.ts), code written for Gatsby's browser
    // list (src/modern-output.ts), each page's code in one chunk (src/page-chunks.ts); setWebpackConfig
    // would drop `output` and cannot set the minimizer.
    actions.replaceWebpackConfig(
      withModernOutput(
        withChunkFilenames(withWholePageChunks(getConfig() as SplitConfig) as { output?: object; target?: unknown }),
        process.cwd(),
        plugins.minifyJs as MinifyJs,
      ),
    );
    actions.setWebpackConfig({
      plugins: [
        // The chunks a page runs as it starts are compiled with their download (src/compile-hints.ts).
        new CompileHints(),
        // The page's head is the server's until a Head first renders (src/seo-in-browser.ts).
        plugins.normalModuleReplacement(SEO_REQUEST, seoInBrowser(process.cwd())),
        // Gatsby's Partytown hook does nothing in production; its imports stay out (src/no-partytown.cjs).
        plugins.normalModuleReplacement(
          /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
          path.resolve('plugins/gatsby-plugin-shop-build/src/no-partytown.cjs'),
        ),
        // Gatsby's worker registration, required only for a plugin's registerServiceWorker: none has
        // one, the shop registers its worker itself (src/worker-registration.ts).
        ...(registersWorkerThroughGatsby((store.getState() as { flattenedPlugins: LoadedPlugin[] }).flattenedPlugins)
          ? []
          : [
              plugins.normalModuleReplacement(
                GATSBY_WORKER_REGISTRATION,
                path.resolve('plugins/gatsby-plugin-shop-build/src/no-worker-registration.cjs'),
              ),
            ]),
      ],
    });
  }
  actions.setWebpackConfig({
    // Source maps of the production bundles would publish the whole source (./src/source-maps.ts).
    ...(stage === 'build-javascript' && { devtool: browserDevtool() }),
    module: {
      rules: [
        { test: /[\\/]src[\\/]features[\\/][\w-]+[\\/]index\.ts$/, sideEffects: false },
        {
          test: /[\\/]locales[\\/]\w+\.json$/,
          oneOf: [
            // each part alone (`locales/tm.json?part=auth`), loaded with the chunks that show it
            ...Object.entries(LAZY_TEXT_PARTS).map(([part, prefixes]) => ({
              resourceQuery: new RegExp(`^\\?part=${part}$`),
              type: 'javascript/auto',
              use: [{ loader: MESSAGES_LOADER, options: { only: prefixes, compact: true } }],
            })),
            // the page's texts: in the browser without those (first load), on the server all of them
            {
              type: 'javascript/auto',
              use: [{ loader: MESSAGES_LOADER, options: { omit: browser ? LAZY_TEXT_PREFIXES : [], compact: true } }],
            },
          ],
        },
      ],
    },
    resolve: {
      alias: {
        // The browser and the server render format texts alike, with the shop's own formatter.
        'react-intl$': path.resolve('src/lib/intl-runtime.tsx'),
        // Styles serialized once per styled component, not on every render (src/styled-base.mjs).
        '@emotion/styled/base$': path.resolve('plugins/gatsby-plugin-shop-build/src/styled-base.mjs'),
        'shop-emotion-styled-base$': emotionStyledBase(stage),
        // Which props of a styled HTML element reach the DOM: the shop's own list (src/style-props.cjs).
        '@emotion/is-prop-valid$': path.resolve('plugins/gatsby-plugin-shop-build/src/style-props.cjs'),
        ...(browser && {
          '@formatjs/icu-messageformat-parser$': createRequire(path.resolve('package.json')).resolve(
            '@formatjs/icu-messageformat-parser/lib/no-parser.js',
          ),
          'hoist-non-react-statics$': path.resolve('plugins/gatsby-plugin-shop-build/src/hoist-statics.cjs'),
          // Emotion's style cache without stylis: the page's styles come compiled (src/lib/style-cache.ts).
          '@emotion/cache$': path.resolve('src/lib/style-cache.ts'),
        }),
      },
    },
  });
};

/** Pages whose slices are still to be stitched (src/slice-stitching.ts), beside Gatsby's cache. */
const PAGES_TO_STITCH = path.resolve('.cache', 'shop-pages-to-stitch.json');

export const onPreBuild: GatsbyNode['onPreBuild'] = ({ reporter, store }) => {
  // Gatsby's stitching of slices into pages is done by the page mend below, in worker threads.
  if (!deferSliceStitching(store, PAGES_TO_STITCH))
    reporter.warn("shop: Gatsby's store has no list of pages to stitch; Gatsby stitches the slices itself");
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, store }) => {
  // Each step timed as Gatsby times its own ("success <step> - 1.234s"): bench/build.ts lists them.
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const activity = reporter.activityTimer(step);
    activity.start();
    try {
      return await work();
    } finally {
      activity.end();
    }
  };
  const siteUrl =
    (store.getState() as { config: { siteMetadata?: { siteUrl?: string } } }).config.siteMetadata?.siteUrl ?? '';
  const { files, copies404 } = await timed('shop: sitemap, 404 pages and robots.txt', async () => {
    // Gatsby's own list of pages (a GraphQL query of 30 000 SitePage nodes took seconds).
    const { pages: created } = store.getState() as { pages: Map<string, { path: string; matchPath?: string }> };
    const pages = [...created.values()].map((page) => ({ path: page.path, matchPath: page.matchPath ?? null }));
    const written = await writeSitemap(path.resolve('public'), siteUrl, pages);
    const copies = await writeLocalized404s(path.resolve('public'));
    await pointRobotsAtSitemap(path.resolve('public'), siteUrl);
    return { files: written, copies404: copies };
  });
  reporter.info(`sitemap: ${files} files under public/sitemap.xml`);
  // One listing of public/ for the steps below (180 000 files at 10 000 products: 4 s a listing
  // from Node), with the files' identities where GNU find gives them.
  const stats = await timed('shop: listing public/', () => listFilesWithStats(path.resolve('public')));
  const listed = stats ? [...stats.keys()] : await listFiles(path.resolve('public'));
  const maps = await timed('shop: source maps', () =>
    takeOutSourceMaps(path.resolve('public'), keepSourceMaps() ? path.resolve(SOURCE_MAP_DIR) : undefined, listed),
  );
  if (maps) reporter.info(`${maps} source maps ${keepSourceMaps() ? `moved to ${SOURCE_MAP_DIR}/` : 'removed'}`);
  const names = listed.filter((name) => !name.endsWith('.map'));
  // Last steps, in this order: the hashes and the copies must be of the pages as served.
  const toStitch = pendingStitches(PAGES_TO_STITCH);
  const hashed = await timed('shop: slices, script hashes', () =>
    // What the last build read is kept beside Gatsby's cache: a rebuild reads only rewritten pages,
    // the pages whose slices are to be stitched again, and the 404 copies (copied from pages that
    // may be either).
    writeCspManifest(path.resolve('public'), process.env.GATSBY_API_URL, {
      recordsFile: path.resolve('.cache', 'shop-csp-records.json'),
      names,
      stats: stats ?? undefined,
      alsoRead: [...toStitch, ...copies404],
    }),
  );
  await stitchingDone(PAGES_TO_STITCH);
  reporter.info(
    `script hashes of ${hashed.pages} pages (${hashed.read} read, ${toStitch.length} to stitch, the others unchanged)`,
  );
  // The listing's times are the pages' before the mend: the pages it rewrote (their NUL bytes,
  // slices, emotion's styles) are left out of them, so their copies are made again.
  for (const name of hashed.rewritten) stats?.delete(name);
  const compressed = await timed('shop: compressed copies', () =>
    compressAssets(path.resolve('public'), names, stats ?? undefined),
  );
  reporter.info(
    `compressed copies of ${compressed.files} files (${compressed.compressed} new, ${compressed.removed} stale removed)`,
  );
};
