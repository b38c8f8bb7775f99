/**
 * Everything offline and update related that a page runs, loaded after the page's `load` event
 * from a chunk of its own (gatsby-browser.tsx), so catalogue pages' first load pays only for the
 * import (docs/adr/019, docs/adr/006).
 */
import { globalHistory } from '@gatsbyjs/reach-router';
import { setOffline } from '../../lib/offline-state';
import { splitLocalePath } from '../../lib/i18n';
import { watchBuild } from './build-watch';
import { createReloader } from './update-rules';
import { linkWorker } from './worker-link';
import { mountOfflineBanner } from './offline-banner';

let started = false;

export async function startOffline(win: Window) {
  if (started) return;
  started = true;
  win.addEventListener('online', () => setOffline(false));
  win.addEventListener('offline', () => setOffline(true));
  setOffline(win.navigator.onLine === false);

  const reloader = createReloader(win);
  let registration: ServiceWorkerRegistration | null = null;
  const build = watchBuild(win, (version) => {
    // The new build's worker comes with the reload (or at once, for a tab that waits).
    void registration?.update().catch(() => undefined);
    reloader.newBuild(version);
  });
  const link = await linkWorker(win, () => void build.check());
  registration = link.registration;
  link.visited(win.location.pathname);
  globalHistory.listen(({ location }) => {
    reloader.routeChanged();
    link.visited(location.pathname);
  });
  mountOfflineBanner(win.document, splitLocalePath(win.location.pathname).lng);
}
