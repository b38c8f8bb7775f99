/**
 * Webpack loader for locales/*.json: every text parsed into ICU message ASTs at build time, so the
 * browser bundle formats them without react-intl's message parser (gatsby-node aliases the parser
 * to its no-parser build for the browser). A text that does not parse fails the build with its key.
 *
 * Options split a file into parts: `omit` leaves out the texts whose ids start with one of its
 * prefixes (the browser's first-load texts leave out `auth.`: the accounts' chunks load them),
 * `only` keeps just those (`locales/tm.json?part=auth`). Without options (the server render, the
 * jest transform) every text is kept. Every text is an AST, a literal one too: react-intl formats
 * a plain string through its parser whenever values are passed, and the browser has none.
 */
const { parse } = require('@formatjs/icu-messageformat-parser');

/** The texts of `texts` that a part with these options holds. */
function partOf(texts, { omit = [], only } = {}) {
  const startsWithOne = (key, prefixes) => prefixes.some((prefix) => key.startsWith(prefix));
  return Object.fromEntries(
    Object.entries(texts).filter(([key]) => (only ? startsWithOne(key, only) : !startsWithOne(key, omit))),
  );
}

function icuMessagesLoader(source) {
  const options = typeof this.getOptions === 'function' ? this.getOptions() : {};
  const texts = partOf(JSON.parse(source), options);
  const compiled = {};
  for (const [key, text] of Object.entries(texts)) {
    try {
      compiled[key] = parse(text);
    } catch (error) {
      throw new Error(`${this.resourcePath}: "${key}" is not a valid ICU message: ${error.message}`);
    }
  }
  return `module.exports = ${JSON.stringify(compiled)};`;
}

module.exports = icuMessagesLoader;
module.exports.partOf = partOf;
