import type { GatsbyConfig } from 'gatsby';

// The API as the build sees it; the browser uses GATSBY_API_URL too, or its own origin when unset.
const buildApiUrl = process.env.GATSBY_API_URL || 'http://127.0.0.1:8000';

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Elektronika',
    siteUrl: process.env.SITE_URL || 'https://elektronika.com.tm',
  },
  // The spec's own URLs carry no trailing slash (/product/42).
  trailingSlash: 'never',
  graphqlTypegen: false,
  // The automatic runtime with emotion's jsx: the css prop and no `import React` in every file.
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  plugins: [
    'gatsby-plugin-emotion',
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-source-store',
      options: {
        apiUrl: buildApiUrl,
        adminToken: process.env.ADMIN_TOKEN || '',
        concurrency: Number(process.env.SOURCE_CONCURRENCY || 6),
      },
    },
  ],
};

export default config;
