/**
 * Unit and API tests (node), and component tests (jsdom, Testing Library). The API suite runs on
 * PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
const swc = ['@swc/jest', { jsc: { target: 'es2022' } }];
// Components are written with Emotion's JSX runtime (tsconfig jsxImportSource), as the site builds them.
const swcTsx = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    },
  },
];
// A few dependencies ship ESM only; jest's CommonJS runtime needs them compiled (PGlite's dynamic
// imports need --experimental-vm-modules, set by the npm scripts).
const transformIgnorePatterns = ['/node_modules/(?!(.*/node_modules/)?(content-disposition|cookie)/)'];

// What jest maps and searches for tests: the sources, tests and manual mocks (__mocks__/ beside
// node_modules mocks packages only when it is a root), not public/ and .cache/, which a
// site build beside the PostgreSQL pass is writing (scripts/test-all.sh).
const roots = ['<rootDir>/server', '<rootDir>/src', '<rootDir>/tests', '<rootDir>/plugins', '<rootDir>/__mocks__'];

const seeds = {
  globalSetup: '<rootDir>/server/test/seeds-setup.ts',
  globalTeardown: '<rootDir>/server/test/seeds-teardown.cjs',
};

module.exports = {
  testTimeout: 60000,
  maxWorkers: 2,
  projects: [
    {
      displayName: 'node',
      // Node's, with PGlite compiled once per worker (server/test/node-environment.ts)
      testEnvironment: '<rootDir>/server/test/node-environment.ts',
      roots,
      // Each run migrates and seeds a database once and clones it per test (server/test/seeds.ts).
      ...seeds,
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns,
      testMatch: [
        '<rootDir>/server/test/**/*.test.ts',
        '<rootDir>/tests/security/**/*.test.ts',
        '<rootDir>/src/**/*.test.ts',
        '<rootDir>/plugins/gatsby-source-store/src/**/*.test.ts',
        '<rootDir>/plugins/gatsby-plugin-shop-build/src/**/*.test.ts',
        '<rootDir>/plugins/gatsby-plugin-offline-app/src/**/*.test.ts',
      ],
      testTimeout: 60000,
    },
    {
      displayName: 'dom',
      roots,
      // jsdom with Node's fetch, and a live API for the files that ask for one (src/test/dom-environment.ts)
      testEnvironment: '<rootDir>/src/test/dom-environment.ts',
      ...seeds,
      transform: {
        '^.+\\.tsx$': swcTsx,
        '^.+\\.(t|j)s$': swc,
        // texts precompiled as the site's bundles carry them
        '/locales/[a-z]+\\.json$': '<rootDir>/src/test/icu-messages-transform.cjs',
      },
      transformIgnorePatterns,
      // The browser build formats precompiled texts without react-intl's parser (gatsby-plugin-shop-build);
      // so do the tests: a text that reached react-intl unparsed fails here as it would in the browser.
      moduleNameMapper: {
        // a later-texts group (`locales/en.json?part=consent`): the whole file, which holds the group
        '^(.*/locales/[a-z]+\\.json)\\?part=\\w+$': '$1',
        '^@formatjs/icu-messageformat-parser$':
          '<rootDir>/node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
      },
      setupFilesAfterEnv: ['<rootDir>/src/test/setup-dom.ts'],
      testMatch: ['<rootDir>/src/**/*.test.tsx'],
      testTimeout: 60000,
    },
  ],
};
