/**
 * The file names of the chunks the browser bundle loads after its entry scripts: the chunk's id and
 * 8 hex digits of its content hash. Gatsby's default (`[name]-[contenthash]`) puts every chunk's
 * name (`component---src-templates-product-tsx`, the 40-digit names of shared chunks) and a 20-digit
 * hash into the webpack runtime's file-name table and into the chunk mapping each page carries
 * inline: 1.2 KB gzip of every page's first-load script (docs/performance.md), and names mean
 * nothing to a browser. Gatsby finds a page's chunks by chunk-group name in webpack.stats.json, not
 * by file name. The runtime's table holds each chunk's hash: 8 digits instead of 16 are 0.4 KB gzip
 * less of every first load, and with the chunk's id still tell one build's file from another's. The
 * server's `isHashed` (server/src/site.ts) and the offline worker's precache rule know this exact
 * shape (`CHUNK_FILE`), besides Gatsby's own 20-digit names.
 */
export const CHUNK_FILENAME = '[id].[contenthash:8].js';

/** A file named by CHUNK_FILENAME (copied by server/src/site.ts and the offline worker's rule). */
export const CHUNK_FILE = /(?:^|\/)\d+\.[0-9a-f]{8}\.js$/;

/**
 * A webpack config with the chunks' file names set. Gatsby's `setWebpackConfig` drops `output`, so
 * the build replaces the whole config with this (gatsby-node.ts).
 */
export const withChunkFilenames = <T extends { output?: object }>(config: T): T => ({
  ...config,
  output: { ...config.output, chunkFilename: CHUNK_FILENAME },
});
