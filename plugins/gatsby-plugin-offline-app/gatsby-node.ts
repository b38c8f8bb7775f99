/**
 * The installed app and the offline catalogue (docs/adr/019): after the build, /sw.js (Workbox 7)
 * with the build's files precached, and /build-meta.json, the build's version. Registered after
 * gatsby-plugin-shop-build, so that it sees the pages as served.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { buildWorker } from './src/build-worker';

/** webpack's list of what it emitted for the browser: every chunk, named or not. */
const ASSETS_RECORD = path.resolve('.cache/offline-app/assets.json');

interface Compilation {
  getAssets(): readonly { name: string }[];
}
interface Compiler {
  hooks: { afterEmit: { tap(name: string, run: (compilation: Compilation) => void): void } };
}

/** Records the names of the browser build's assets, for the worker's precache. */
class RecordAssets {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('offline-app-assets', (compilation) => {
      mkdirSync(path.dirname(ASSETS_RECORD), { recursive: true });
      writeFileSync(ASSETS_RECORD, JSON.stringify(compilation.getAssets().map((asset) => asset.name)));
    });
  }
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ plugins: [new RecordAssets()] });
};

/** A build's version: the build queue's id when it runs one (docs/adr/018), and the time. */
const buildVersion = () =>
  [process.env.SITE_BUILD_ID, Date.now().toString(36)].filter((part) => part && part.length).join('-');

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<{ allSitePage: { nodes: { path: string }[] } }>('{ allSitePage { nodes { path } } }');
  const { files, bytes } = await buildWorker({
    publicDir: path.resolve('public'),
    workDir: path.dirname(ASSETS_RECORD),
    assets: JSON.parse(readFileSync(ASSETS_RECORD, 'utf8')) as string[],
    pagePaths: (result.data?.allSitePage.nodes ?? []).map((node) => node.path),
    localesDir: path.resolve('locales'),
    version: buildVersion(),
    apiUrl: process.env.GATSBY_API_URL,
  });
  reporter.info(`service worker: sw.js precaches ${files} files (${Math.round(bytes / 1024)} KB)`);
};
