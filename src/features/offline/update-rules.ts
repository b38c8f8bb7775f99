/**
 * When an open tab moves to a new build (spec §4): it reloads when a new service worker takes
 * control or the build's version file names a new version, but not in the middle of a form (the
 * checkout, an open dialog): then it waits for the next navigation and loads that page afresh.
 */

/** The checkout (/cart-view in any language) or an open modal layer: a reload would lose input. */
export function isMidForm(doc: Document, pathname: string): boolean {
  if (/^(?:\/(?:ru|en))?\/cart-view(?:\/|$)/.test(pathname)) return true;
  return doc.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"], dialog[open]') !== null;
}

const GUARD_KEY = 'build-reload';

export interface Reloader {
  /** a new build is out: reload now, or at the next navigation when mid-form */
  newBuild(version: string): void;
  /** the page's route changed (client-side navigation) */
  routeChanged(): void;
  readonly waiting: boolean;
}

/**
 * `reload` is the tab's location.reload. A build's version reloads a tab at most once: a page that
 * came back on the same version (its own files still the old ones somewhere) does not loop.
 */
export function createReloader(win: Window, reload: () => void = () => win.location.reload()): Reloader {
  let waiting: string | null = null;
  // What the tab does about a new build, on <html data-build-update>: 'waiting' for the next
  // navigation or 'reloading'. Browser tests wait for it (and the developer sees it in the DOM).
  const root = win.document.documentElement;
  const reloadFor = (version: string) => {
    try {
      if (win.sessionStorage.getItem(GUARD_KEY) === version) return;
      win.sessionStorage.setItem(GUARD_KEY, version);
    } catch {
      // No sessionStorage: reload without the guard (a new version is rare).
    }
    root.dataset.buildUpdate = 'reloading';
    reload();
  };
  return {
    newBuild(version) {
      if (!isMidForm(win.document, win.location.pathname)) return reloadFor(version);
      waiting = version;
      root.dataset.buildUpdate = 'waiting';
    },
    routeChanged() {
      if (waiting === null) return;
      const version = waiting;
      waiting = null;
      reloadFor(version);
    },
    get waiting() {
      return waiting !== null;
    },
  };
}
