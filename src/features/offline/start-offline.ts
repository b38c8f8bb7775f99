/**
 * Everything offline and update related that a page runs, loaded after the page's `load` event
 * from a chunk of its own (gatsby-browser.tsx), so catalogue pages' first load pays only for the
 * import (docs/adr/019, docs/adr/006).
 */
import { globalHistory } from '@gatsbyjs/reach-router';
import { offlineState, setOffline, subscribeOffline } from '../../lib/offline-state';
import { splitLocalePath } from '../../lib/i18n';
import { askAgainWhileOffline } from './ask-again';
import { watchBuild } from './build-watch';
import { createReloader } from './update-rules';
import { linkWorker, shownImages } from './worker-link';
import { mountOfflineBanner } from './offline-banner';

let started = false;

/**
 * Back online: every live query asks again at once (SWR's own reconnect revalidation is skipped for
 * a query asked within its deduping interval, and the answers it had were offline copies).
 */
const refreshLiveData = () =>
  import('swr').then(
    ({ mutate }) => mutate(() => true),
    () => undefined,
  );

export async function startOffline(win: Window) {
  if (started) return;
  started = true;
  win.addEventListener('online', () => setOffline(false));
  win.addEventListener('offline', () => setOffline(true));
  setOffline(win.navigator.onLine === false);
  let wasOffline = offlineState().offline;
  subscribeOffline(() => {
    const { offline } = offlineState();
    if (wasOffline && !offline) void refreshLiveData();
    wasOffline = offline;
  });
  askAgainWhileOffline(win, () => void refreshLiveData());

  const reloader = createReloader(win);
  let registration: ServiceWorkerRegistration | null = null;
  const build = watchBuild(win, (version) => {
    // The new build's worker comes with the reload (or at once, for a tab that waits).
    void registration?.update().catch(() => undefined);
    reloader.newBuild(version);
  });
  // Read before registering: the first worker of this browser claims the page on activation.
  const firstVisit = !win.navigator.serviceWorker?.controller;
  const link = await linkWorker(win, () => void build.check());
  registration = link.registration;
  // A page the worker did not control loaded its files itself: the worker stores what it shows.
  link.visited(win.location.pathname, firstVisit ? shownImages(win.document) : undefined);
  globalHistory.listen(({ location }) => {
    reloader.routeChanged();
    link.visited(location.pathname);
  });
  mountOfflineBanner(win.document, splitLocalePath(win.location.pathname).lng);
  await build.ready;
  // The browser tests wait for this before they cut the network or deploy a build (tests/e2e/offline.spec.ts).
  win.document.documentElement.dataset.offlineApp = link.registration ? 'ready' : 'no-worker';
}
