/**
 * Jest transform for locales/*.json: the texts reach react-intl precompiled, through the same
 * loader the site's bundles use (plugins/gatsby-plugin-shop-build/src/icu-messages-loader.cjs).
 * Jest parses a JSON module's transformed source as JSON, so this hands back the compiled texts
 * as JSON.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const loaderPath = path.resolve(__dirname, '../../plugins/gatsby-plugin-shop-build/src/icu-messages-loader.cjs');
const icuMessagesLoader = require(loaderPath);

module.exports = {
  process(source, filename) {
    const module = { exports: {} };
    new Function('module', icuMessagesLoader.call({ resourcePath: filename }, source))(module);
    return { code: JSON.stringify(module.exports) };
  },
  getCacheKey(source, filename) {
    return createHash('sha1').update(readFileSync(loaderPath)).update(filename).update(source).digest('hex');
  },
};
