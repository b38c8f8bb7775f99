import { cpus } from 'node:os';
import type { GatsbyConfig } from 'gatsby';

// Gatsby renders HTML in (cores - 1) workers: one on a 2-core machine, while the main process sits
// idle during that phase. One worker per core halves the HTML step of a 30 000-page build.
process.env.GATSBY_CPU_COUNT ??= String(cpus().length + 1);

// The API as the build sees it. BUILD_API_URL is read only here, so it never reaches the browser
// bundle; the browser uses GATSBY_API_URL (inlined by Gatsby) or, when that is unset, its own origin.
const buildApiUrl = process.env.BUILD_API_URL || process.env.GATSBY_API_URL || 'http://127.0.0.1:8000';

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Elektronika',
    siteUrl: process.env.SITE_URL || 'https://elektronika.com.tm',
  },
  // The spec's own URLs carry no trailing slash (/product/42).
  trailingSlash: 'never',
  // `gatsby develop` serves the API's paths on its own origin (the browser code uses relative URLs
  // in development), so live calls need no CORS.
  proxy: ['/client', '/images', '/auth'].map((prefix) => ({ prefix, url: buildApiUrl })),
  graphqlTypegen: false,
  // The automatic runtime with emotion's jsx: the css prop and no `import React` in every file.
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  plugins: [
    'gatsby-plugin-emotion',
    'gatsby-plugin-shop-build',
    // gatsby-plugin-image is not registered (it would add <GatsbyImage>'s inline script and styles to
    // every page, docs/adr/006 item 8): src/components/ui/api-image.tsx renders one <img> from its
    // getImageData, which needs no registration.
    {
      resolve: 'gatsby-source-store',
      options: {
        apiUrl: buildApiUrl,
        adminToken: process.env.ADMIN_TOKEN || '',
        concurrency: Number(process.env.SOURCE_CONCURRENCY || 6),
      },
    },
    // /sw.js (Workbox 7) and /build-meta.json, after the build plugin's last steps (docs/adr/019).
    'gatsby-plugin-offline-app',
  ],
};

export default config;
