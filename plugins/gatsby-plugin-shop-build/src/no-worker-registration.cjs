/**
 * The production browser build's stand-in for Gatsby's own service worker registration
 * (`.cache/register-service-worker.js`, replaced in ../gatsby-node.ts while no browser plugin of the
 * site implements `registerServiceWorker`, src/worker-registration.ts). Gatsby's app requires it
 * only when a plugin's `registerServiceWorker` returns true; none does: the shop registers its worker
 * itself, from a chunk fetched once the page is idle (gatsby-browser.tsx, docs/adr/019). The module
 * was still in every page's first load (0.4 KB gzip).
 */
module.exports = {};
