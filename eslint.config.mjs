// ESLint for the whole repository: typescript-eslint, react-hooks, jsx-a11y, directive-comment hygiene, no import
// cycles, and the storefront's layers (docs/architecture.md) as eslint-plugin-boundaries policies.
// Formatting belongs to Prettier (.prettierrc); eslint-config-prettier, last, turns off every rule that would fight it.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.{ts,tsx,mts,cts}'];
const TS_JS = ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'];

// The layers. First match wins, so server/src/contract/ is `contract`, not `server`.
const elements = [
  { type: 'contract', pattern: 'server/src/contract', partialMatch: false },
  { type: 'server', pattern: 'server', partialMatch: false },
  { type: 'security-tests', pattern: 'tests/security', partialMatch: false },
  { type: 'plugin', pattern: 'plugins/*', capture: ['plugin'], partialMatch: false },
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'components', pattern: 'src/components', partialMatch: false },
  { type: 'lib', pattern: 'src/lib', partialMatch: false },
  { type: 'page', pattern: 'src/pages', partialMatch: false },
  { type: 'template', pattern: 'src/templates', partialMatch: false },
  { type: 'test-support', pattern: 'src/test', partialMatch: false },
  { type: 'staff-app', pattern: 'src/staff-app', partialMatch: false },
  { type: 'ambient-types', pattern: 'src/types', partialMatch: false },
  { type: 'security-tests', pattern: 'tests/security', partialMatch: false },
  // files right in src/: only html.tsx, Gatsby's page shell
  { type: 'html-shell', pattern: 'src', partialMatch: false },
];
const SRC_TYPES = ['app', 'feature', 'components', 'lib', 'page', 'template', 'test-support', 'staff-app'];
const to = (type, extra = {}) => ({ to: { element: { type, ...extra } } });

// Who may import whom. Anything no policy allows is an error (default: disallow) that names both layers; imports
// inside one element (one feature, all of components/, all of lib/, all of server/ ...) are not checked. Later
// policies win. Nothing allows src/test (test helpers) except tests themselves.
const FEATURE_ENTRY = 'index.{ts,tsx}';
const FEATURE_FOR_ENTRY_POINTS = [FEATURE_ENTRY, '**/*-screen.tsx', 'components/**', '*.tsx'];
const layerPolicies = [
  // app/ assembles: features (any of their files: store, slices, wrappers), components, lib.
  { from: { element: { type: 'app' } }, allow: [to('feature'), to('components'), to('lib'), to('contract')] },
  // A feature: components, lib, and another feature only through its public index.
  { from: { element: { type: 'feature' } }, allow: [to('components'), to('lib'), to('contract'), to('feature')] },
  {
    from: { element: { type: 'feature' } },
    disallow: [to('feature', { fileInternalPath: `!${FEATURE_ENTRY}` })],
    message: "a feature imports another feature only through its index.ts ('../{{ to.element.captured.feature }}')",
  },
  // components/: lib only, never features or app.
  { from: { element: { type: 'components' } }, allow: [to('lib'), to('contract')] },
  // lib/: only lib (and npm packages).
  { from: { element: { type: 'lib' } }, allow: [to('contract')] },
  // Gatsby entry points: app, components, lib, and a feature through its index, its screens or its components
  // (components/**, its .tsx modules), never its slices, api or state modules.
  {
    from: { element: { types: ['page', 'template'] } },
    allow: [
      to('app'),
      to('components'),
      to('lib'),
      to('contract'),
      to('feature', { fileInternalPath: FEATURE_FOR_ENTRY_POINTS }),
    ],
  },
  // Build-time Node code: types and pure helpers from lib/ (no .tsx, so nothing React), and the contract.
  { from: { element: { type: 'plugin' } }, allow: [to('lib', { fileInternalPath: '**/*.ts' }), to('contract')] },
  // src/html.tsx (Gatsby's page shell, rendered by the build) writes pages as the build's page mend
  // would mend them, with the mend's own code (plain JavaScript under the plugin's threads/).
  {
    from: { element: { type: 'html-shell' } },
    allow: [to('plugin', { captured: { plugin: 'gatsby-plugin-shop-build' } })],
  },
  // The staff app (docs/adr/029): the shop's kit, lib and the contract, and the app's global rules; never a
  // feature, a page or Gatsby (its bundle refuses Gatsby's modules).
  {
    from: { element: { type: 'staff-app' } },
    allow: [to('components'), to('lib'), to('contract'), to('app', { fileInternalPath: 'global-styles.tsx' })],
  },
  // The server: its own code and the contract, never src/ or plugins/.
  { from: { element: { type: 'server' } }, allow: [to('contract')] },
  // The security suite attacks the API as built by its tests (server/test/helpers.ts).
  { from: { element: { type: 'security-tests' } }, allow: [to('server'), to('contract')] },
  // The contract is shared by both programs, so it stands alone (npm packages only).
  {
    from: { element: { type: 'contract' } },
    disallow: [to('*')],
    message: 'server/src/contract imports nothing but npm packages',
  },
  // Tests (and the src/test helpers) in src may import whatever they test ...
  { from: { element: { types: SRC_TYPES }, file: { categories: 'test' } }, allow: [to('*')] },
  // ... but a feature's tests do not reach into the app's assembly.
  {
    from: { element: { type: 'feature' }, file: { categories: 'test' } },
    disallow: [to('app')],
    message: "a feature's tests do not import src/app",
  },
];

export default defineConfig(
  {
    ignores: [
      'node_modules/',
      'public/',
      'bench/bare-gatsby/public/',
      'bench/bare-gatsby/.cache/',
      '.cache/',
      '.data/',
      'server/drizzle/',
      'server/media/',
      'static/',
      'test-results/',
      'playwright-report/',
      'shots/',
      'coverage/',
      'bench/results/',
      'run/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  { files: TS_JS, ...js.configs.recommended },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: TS })),
  {
    files: TS,
    rules: {
      // `_`-prefixed names are deliberately unused (positional parameters, rest-omit destructuring).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  // Environments: the storefront runs in browsers and in Gatsby's Node SSR; everything else is Node.
  { files: ['src/**'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  { files: ['**/*.{js,mjs,cjs,ts,mts,cts}'], ignores: ['src/**'], languageOptions: { globals: globals.node } },
  { files: ['**/*.{js,cjs}'], languageOptions: { sourceType: 'commonjs' } },
  {
    files: ['**/*.test.{ts,tsx}', 'server/test/**', 'src/test/**', '**/__mocks__/**'],
    languageOptions: { globals: globals.jest },
  },

  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },

  // Every eslint-disable names its rules and says why (`-- reason`); one that is no longer needed is an error
  // (linterOptions.reportUnusedDisableDirectives above).
  comments.recommended,
  { rules: { '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }] } },

  // The layers.
  {
    files: TS_JS,
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': [{ category: 'test', pattern: ['**/*.test.{ts,tsx}', 'src/test/**'] }],
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export', 'require'],
      'boundaries/legacy-templates': false,
      'import/resolver': {
        typescript: { project: ['tsconfig.json', 'server/tsconfig.json'], noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: layerPolicies,
          message:
            "{{ from.element.type }} may not import this {{ to.element.type }} file ('{{ dependency.source }}'): see the layers in eslint.config.mjs",
        },
      ],
    },
  },
  // Every file of the storefront sits in one of the layers.
  { files: ['src/**'], rules: { 'boundaries/no-unknown-files': 'error' } },

  prettier,
);
