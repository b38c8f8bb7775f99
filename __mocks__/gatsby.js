/**
 * Gatsby's runtime for component tests, set up as Gatsby's unit-testing guide does: Link renders a
 * plain <a href>, navigate is a jest.fn() (a test reads where it was sent), and graphql and
 * useStaticQuery are jest.fn()s that a test gives data when it renders a component that queries.
 */
const React = require('react');

const gatsby = jest.requireActual('gatsby');

/** Gatsby's own props are dropped; the rest reach the <a>. */
function dropGatsbyProps({ activeClassName, activeStyle, getProps, partiallyActive, replace, state, to, ...rest }) {
  return { ...rest, href: to };
}

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: React.forwardRef((props, ref) => React.createElement('a', { ...dropGatsbyProps(props), ref })),
  navigate: jest.fn(),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
};
