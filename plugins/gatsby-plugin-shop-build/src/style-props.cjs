/**
 * The build's `@emotion/is-prop-valid` (aliased in ../gatsby-node.ts, the browser and the server
 * render alike). emotion's `styled` asks it which props of a styled HTML element reach the DOM; the
 * package answers with a list of every HTML, SVG and React attribute (2 KB gzip of first-load
 * script). The shop's styled elements take DOM attributes (TypeScript allows no others) and the
 * props named in their type for their styles, listed here; those never reach the DOM.
 * style-props.test.ts fails when a styled element's type names a prop that is not in the list.
 */
const STYLE_PROPS = new Set([
  'compact',
  'height',
  'inStock',
  'large',
  'level',
  'mine',
  'on',
  'percent',
  'sale',
  'side',
  'size',
  'solid',
  'status',
  'sticky',
  'variant',
]);

/** `as` (the element to render) and `theme` are emotion's own, as in the package. */
module.exports = function isPropValid(prop) {
  return prop !== 'as' && prop !== 'theme' && !STYLE_PROPS.has(prop);
};
module.exports.STYLE_PROPS = STYLE_PROPS;
