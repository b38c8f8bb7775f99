/**
 * The browsers the site is built for: the `browserslist` of package.json, which Gatsby reads for
 * its own Babel and polyfill settings too, so the shop's Babel config (.babelrc.cjs) and webpack
 * target (modern-output.ts) compile for the same list. Plain CommonJS: Babel loads its config
 * with require. Outside src/: Gatsby reads every file of a plugin's src/ for queries, and
 * cannot parse a declaration file.
 */
const browserslist = require('browserslist');

/** @param {string} siteDirectory */
function browsersOf(siteDirectory) {
  const list = browserslist.loadConfig({ path: siteDirectory });
  if (!list) throw new Error(`${siteDirectory}/package.json has no browserslist`);
  return list;
}

module.exports = { browsersOf };
