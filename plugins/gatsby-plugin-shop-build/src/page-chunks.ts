/**
 * Each page's code in one chunk (ADR 006 item 21). Gatsby's browser build splits a module shared by
 * two or more templates (or lazy parts) into a chunk of its own, one chunk per set of users
 * (`shared`), and a node_modules module over 160 KB into another (`lib`). A catalogue page would
 * then start with 4-5 small chunks of its template besides the app's, each compressed on its own:
 * a gzip stream starts with no history, so each chunk pays again for the words every chunk shares
 * (`jsx`, `className`, emotion's rules). In one file the same code is 1-2 KB gzip smaller
 * (docs/performance.md, "Each page's code in one chunk").
 *
 * Without those two groups a module goes into each chunk that uses it: every template's chunk holds
 * its whole page, a lazy part holds what it uses beyond the app's chunk. A page's first load is the
 * app's chunks, its template's chunk and its language's texts. The price: a module used by two
 * templates is fetched again with the second one (home then a category: the product card's
 * 2 KB again); webpack runs each module once whichever chunk brought it.
 */

/** The part of Gatsby's browser config this changes. */
export interface SplitConfig {
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
}

/** The groups taken out: a module no longer moves to a chunk of its own for being shared or big. */
export const GROUPS_TAKEN_OUT = ['shared', 'lib'] as const;

/** Gatsby's `build-javascript` config with the template chunks kept whole. */
export function withWholePageChunks<T extends SplitConfig>(config: T): T {
  const split = config.optimization?.splitChunks;
  const groups = split ? (split.cacheGroups ?? {}) : {};
  const missing = GROUPS_TAKEN_OUT.filter((group) => !(group in groups));
  // A new Gatsby that names its groups otherwise would split the pages again without a word.
  if (!split || missing.length)
    throw new Error(
      `Gatsby's browser build has no splitChunks group ${missing.join(', ')}: update plugins/gatsby-plugin-shop-build/src/page-chunks.ts`,
    );
  const kept = Object.fromEntries(
    Object.entries(groups).map(([name, group]) => [
      name,
      (GROUPS_TAKEN_OUT as readonly string[]).includes(name) ? false : group,
    ]),
  );
  return {
    ...config,
    optimization: { ...config.optimization, splitChunks: { ...split, cacheGroups: kept } },
  };
}
