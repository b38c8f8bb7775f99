/**
 * Whether Gatsby's own service worker registration can stay out of the browser build: Gatsby's app
 * (`cache-dir/production-app.js`) requires `register-service-worker.js` only when a browser plugin's
 * `registerServiceWorker` returns true. While no plugin of the site implements that API, the module
 * is dead code in every page's first load and the build replaces it (src/no-worker-registration.cjs).
 * A plugin added later that implements it keeps Gatsby's module, as Gatsby would.
 */
export const GATSBY_WORKER_REGISTRATION = /[\\/]\.cache[\\/]register-service-worker\.js$/;

/** Gatsby's loaded plugins (`store.getState().flattenedPlugins`): the browser APIs each implements. */
export interface LoadedPlugin {
  name: string;
  browserAPIs?: string[];
}

export const registersWorkerThroughGatsby = (plugins: readonly LoadedPlugin[]): boolean =>
  plugins.some((plugin) => plugin.browserAPIs?.includes('registerServiceWorker') ?? false);
