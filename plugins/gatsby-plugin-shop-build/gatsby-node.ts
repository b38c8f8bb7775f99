/**
 * The build's toolchain around the pages gatsby-node.ts creates: interface texts compiled at build
 * time, and after the build the sitemap, the translated 404s, robots.txt, no source maps, the
 * pages' script hashes (Content-Security-Policy) and compressed copies.
 */
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { CompileHints } from './src/compile-hints';
import { compressAssets } from './src/compress-assets';
import { writeCspManifest } from './src/csp-hashes';
import { listFiles, listFilesWithStats } from './src/list-files';
import { type MinifyJs, withModernOutput } from './src/modern-output';
import { type SplitConfig, withWholePageChunks } from './src/page-chunks';
import { MATCH_PATHS_FILE, pointRobotsAtSitemap, writeLocalized404s, writeSitemap } from './src/post-build';
import { browserDevtool, keepSourceMaps, SOURCE_MAP_DIR, takeOutSourceMaps } from './src/source-maps';
import { LAZY_TEXT_PARTS, LAZY_TEXT_PREFIXES } from './src/text-parts';

/** Resolves packages as the site's own code does. */
const siteRequire = createRequire(path.resolve('package.json'));

const MESSAGES_LOADER = path.resolve('plugins/gatsby-plugin-shop-build/src/icu-messages-loader.cjs');

/**
 * Interface texts reach the bundles as precompiled ICU messages (src/icu-messages-loader.cjs) and
 * react-intl formats them; the browser build aliases react-intl's message parser to its no-parser
 * build, as FormatJS's performance guide documents. A feature's index.ts only re-exports: marked
 * free of side effects, an import through it pulls in the modules it uses, not every module the
 * index names. (Paths are from the site's root: Gatsby runs this file compiled elsewhere.)
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins, getConfig }) => {
  const browser = stage === 'build-javascript' || stage === 'develop';
  if (stage === 'build-javascript') {
    // Code written for the site's browser list (src/modern-output.ts), each page's code in one chunk
    // (src/page-chunks.ts); setWebpackConfig cannot set the minimizer or take cache groups out.
    actions.replaceWebpackConfig(
      withModernOutput(
        withWholePageChunks(getConfig() as SplitConfig & { optimization?: { minimizer?: unknown[] } }),
        process.cwd(),
        plugins.minifyJs as MinifyJs,
      ),
    );
    actions.setWebpackConfig({
      // The chunks a page runs as it starts are compiled with their download (src/compile-hints.ts).
      plugins: [new CompileHints()],
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
              use: [{ loader: MESSAGES_LOADER, options: { only: prefixes } }],
            })),
            // the page's texts: in the browser without those (first load), on the server all of them
            {
              type: 'javascript/auto',
              use: [{ loader: MESSAGES_LOADER, options: { omit: browser ? LAZY_TEXT_PREFIXES : [] } }],
            },
          ],
        },
      ],
    },
    ...(browser && {
      resolve: {
        alias: {
          // react-intl formats the build's precompiled texts; the browser needs no parser.
          '@formatjs/icu-messageformat-parser$': siteRequire.resolve(
            '@formatjs/icu-messageformat-parser/lib/no-parser.js',
          ),
          // react-intl, @formatjs/intl and intl-messageformat each install a copy of tslib of their
          // own (a build tool pins the top-level one to an older 2.x): the browser gets one of them.
          tslib: path.dirname(createRequire(siteRequire.resolve('react-intl')).resolve('tslib/package.json')),
        },
      },
    }),
  });
};

/** What the build asks Gatsby about itself: the site's address and every page it created. */
interface BuildFacts {
  site: { siteMetadata: { siteUrl?: string | null } | null } | null;
  allSitePage: { nodes: { path: string; matchPath?: string | null }[] };
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, graphql }) => {
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
  const facts = await timed('shop: the pages', async () => {
    const answer = await graphql<BuildFacts>(
      'query ShopBuildFacts { site { siteMetadata { siteUrl } } allSitePage { nodes { path matchPath } } }',
    );
    if (answer.errors || !answer.data) throw new Error(`the pages could not be listed: ${String(answer.errors)}`);
    return answer.data;
  });
  const siteUrl = facts.site?.siteMetadata?.siteUrl ?? '';
  const pages = facts.allSitePage.nodes.map((page) => ({ path: page.path, matchPath: page.matchPath ?? null }));
  const { files, copies404 } = await timed('shop: sitemap, 404 pages and robots.txt', async () => {
    const written = await writeSitemap(path.resolve('public'), siteUrl, pages);
    const copies = await writeLocalized404s(path.resolve('public'));
    await pointRobotsAtSitemap(path.resolve('public'), siteUrl);
    // The client-only routes' shells, for the API's site server (server/src/site.ts).
    const matchPaths = pages
      .filter((page) => page.matchPath)
      .map(({ path: shell, matchPath }) => ({ path: shell, matchPath }));
    await writeFile(path.resolve('public', MATCH_PATHS_FILE), `${JSON.stringify(matchPaths)}\n`);
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
  const hashed = await timed('shop: script hashes', () =>
    // What the last build read is kept beside Gatsby's cache: a rebuild reads only rewritten pages
    // and the 404 copies (copied from pages that may be either).
    writeCspManifest(path.resolve('public'), process.env.GATSBY_API_URL, {
      recordsFile: path.resolve('.cache', 'shop-csp-records.json'),
      names,
      stats: stats ?? undefined,
      alsoRead: copies404,
    }),
  );
  reporter.info(`script hashes of ${hashed.pages} pages (${hashed.read} read, the others unchanged)`);
  // The listing's times are the pages' before the mend: the pages it rewrote (their NUL bytes) are
  // left out of them, so their copies are made again.
  for (const name of hashed.rewritten) stats?.delete(name);
  const compressed = await timed('shop: compressed copies', () =>
    compressAssets(path.resolve('public'), names, stats ?? undefined),
  );
  reporter.info(
    `compressed copies of ${compressed.files} files (${compressed.compressed} new, ${compressed.removed} stale removed)`,
  );
};
