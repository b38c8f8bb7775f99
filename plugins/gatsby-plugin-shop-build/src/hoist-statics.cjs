/**
 * The browser build's `hoist-non-react-statics` (aliased in ../gatsby-node.ts). Emotion imports the
 * package for `withTheme` in a module it marks not tree-shakeable, so the package and `react-is`
 * (1.3 KB gzip) were in every page's first load although the shop never calls `withTheme`. Same
 * contract: copy the source component's own statics onto the target, except the ones React itself
 * reads (docs/performance.md, first-load budget).
 */
const REACT_STATICS = new Set([
  'childContextTypes',
  'contextType',
  'contextTypes',
  'defaultProps',
  'displayName',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'mixins',
  'propTypes',
  'type',
  'compare',
  'render',
  '$$typeof',
  'name',
  'length',
  'prototype',
  'caller',
  'callee',
  'arguments',
  'arity',
]);

function hoistNonReactStatics(target, source, excluded) {
  if (typeof source !== 'object' && typeof source !== 'function') return target;
  const keys = [...Object.getOwnPropertyNames(source), ...Object.getOwnPropertySymbols(source)];
  for (const key of keys) {
    if (REACT_STATICS.has(key) || (excluded && excluded[key])) continue;
    try {
      Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(source, key));
    } catch {
      // a non-configurable property of the target stays as it is, as in the package
    }
  }
  return target;
}

module.exports = hoistNonReactStatics;
module.exports.default = hoistNonReactStatics;
