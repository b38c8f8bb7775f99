/**
 * How the storefront's own code (src/) is compiled, in place of Gatsby's preset (babel-preset-gatsby,
 * its fallback when a project has no Babel config). Gatsby still adds what it needs to every file
 * (its GraphQL query extraction, the removal of its server-only exports, TypeScript, emotion's
 * plugin from gatsby-plugin-emotion); dependencies keep Gatsby's own setting.
 *
 * Why not Gatsby's preset: it compiles optional chaining, `??`, classes and array spread into
 * ES5-style code whatever the browsers are (`a?.b` becomes `null == a ? void 0 : a.b`, a class
 * extending Error takes Babel's wrapNativeSuper, construct and prototype helpers, a spread
 * toConsumableArray's), although every browser the site is built for (package.json's browserslist,
 * which Gatsby reads too: browsers over 0.25% that load ES modules) runs them natively. Here preset-env gets that same list
 * and compiles only what one of them lacks, which makes every page's first-load script smaller
 * (docs/performance.md). No polyfills are added by usage, as under Gatsby's preset for
 * these browsers (Gatsby's own polyfill chunk serves older ones). The server render (webpack's
 * node target) is compiled for the running Node.
 */
const { browsersOf } = require('./plugins/gatsby-plugin-shop-build/lib/browsers.cjs');

module.exports = (api) => {
  const target = api.caller((caller) => (caller ? String(caller.target) : ''));
  const development = api.env('development');
  return {
    presets: [
      [
        '@babel/preset-env',
        {
          targets: target.includes('node') ? { node: 'current' } : browsersOf(__dirname),
          bugfixes: true,
          modules: false,
          useBuiltIns: false,
          exclude: ['transform-typeof-symbol'],
        },
      ],
      ['@babel/preset-react', { runtime: 'automatic', importSource: '@emotion/react', development, useBuiltIns: true }],
    ],
    plugins: [
      ['@babel/plugin-transform-runtime', { corejs: false, helpers: true, regenerator: true, useESModules: true }],
    ],
  };
};
