/**
 * The production browser build's stand-in for Gatsby's internal Partytown plugin (replaced in
 * ../gatsby-node.ts). Gatsby registers that plugin on every site; its one browser hook,
 * `onInitialClientRender`, returns at once outside `gatsby develop`, yet its imports (`gatsby-script`
 * and Partytown's integration snippet, 2.4 KB gzip) were in every page's first load. The shop runs no
 * off-main-thread scripts (no `<Script strategy="off-main-thread">`), so production has no hook here.
 */
module.exports = {};
