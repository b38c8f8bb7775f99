/**
 * The browser bundle's own code written for the browsers Gatsby builds for. Gatsby sets webpack's
 * target to `['web', 'es5']` and Terser's output to ECMAScript 5, whatever its browser list says,
 * so webpack wraps each of the hundreds of modules in a `function (e, t, n) {…}` and writes its
 * runtime with `var` and `function`, and Terser may not use ES2015's shorter forms. Every browser
 * of the site's list (package.json's browserslist, which Gatsby and the shop's Babel config read
 * too: browsers over 0.25% and not dead that load ES modules) runs ES2015: webpack's target is
 * that same list (webpack reads from it which syntax its runtime may use: arrow functions and
 * `const` here), Terser writes ES2015 and takes a second pass (docs/adr/006 item 17).
 */
import { availableParallelism } from 'node:os';
import { browsersOf } from '../lib/browsers.cjs';

/** Terser's options over Gatsby's (which keep `ie8: false` and Safari 10's mangling fix). */
export const TERSER_OPTIONS = {
  parse: { ecma: 2020 },
  compress: { ecma: 2015, passes: 2 },
  output: { ecma: 2015 },
} as const;

/** webpack's target for the browser bundle: the site's browser list, as Babel has it. */
export const browserTarget = (siteDirectory: string) => `browserslist:${browsersOf(siteDirectory).join(', ')}`;

/** Gatsby's `plugins.minifyJs`: its Terser plugin with these options over its own. */
export type MinifyJs = (options: { terserOptions: object; parallel: number }) => unknown;

/**
 * Terser's worker processes: one per core. Gatsby's default leaves a core to its main process, but
 * that process waits while Terser runs (webpack's minimizer stage), so on two cores Terser (about
 * 22 s of CPU for this site) would run on one of them with the other idle.
 */
const terserWorkers = () => availableParallelism();

interface BrowserConfig {
  target?: unknown;
  optimization?: { minimizer?: unknown[] };
}

const isTerser = (plugin: unknown) => (plugin as object | null)?.constructor.name === 'TerserPlugin';

/**
 * A browser build's config with that target, and Gatsby's Terser (its `minifyJs`) made again with
 * TERSER_OPTIONS; the other minimizers (CSS) are kept. A config whose minimizers hold no Terser
 * (Gatsby changed its minifier) fails the build here rather than ship ES5 output unnoticed.
 */
export function withModernOutput<T extends BrowserConfig>(config: T, siteDirectory: string, minifyJs: MinifyJs): T {
  const minimizers = config.optimization?.minimizer;
  if (minimizers && !minimizers.some(isTerser))
    throw new Error(
      "Gatsby's browser build has no TerserPlugin: update plugins/gatsby-plugin-shop-build/src/modern-output.ts",
    );
  const minimizer = minimizers?.map((plugin) =>
    isTerser(plugin) ? minifyJs({ terserOptions: TERSER_OPTIONS, parallel: terserWorkers() }) : plugin,
  );
  return {
    ...config,
    target: [browserTarget(siteDirectory)],
    ...(minimizer && { optimization: { ...config.optimization, minimizer } }),
  };
}
