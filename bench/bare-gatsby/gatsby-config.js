// No plugins, no options: the bare Gatsby page that bench/pages.ts measures beside the shop's pages.
module.exports = {};
