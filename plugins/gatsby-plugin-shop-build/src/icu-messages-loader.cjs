/**
 * Webpack loader for locales/*.json: every text parsed into ICU message ASTs at build time, so the
 * browser bundle formats them without react-intl's message parser (gatsby-node aliases the parser
 * to its no-parser build for the browser). A text that does not parse fails the build with its key.
 */
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function icuMessagesLoader(source) {
  const texts = JSON.parse(source);
  const compiled = {};
  for (const [key, text] of Object.entries(texts)) {
    try {
      compiled[key] = parse(text);
    } catch (error) {
      throw new Error(`${this.resourcePath}: "${key}" is not a valid ICU message: ${error.message}`);
    }
  }
  return `module.exports = ${JSON.stringify(compiled)};`;
};
