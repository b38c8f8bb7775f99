/**
 * The build's version file (/build-meta.json, written by plugins/gatsby-plugin-offline-app) asked
 * every 10 minutes and whenever the tab becomes visible (spec §4). The first answer is the version
 * this tab runs; a different one later is a new build.
 */
export const BUILD_CHECK_MS = 10 * 60 * 1000;
export const BUILD_META_URL = '/build-meta.json';

export async function fetchBuildVersion(fetcher: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetcher(BUILD_META_URL, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const { version } = (await response.json()) as { version?: unknown };
    return typeof version === 'string' && version ? version : undefined;
  } catch {
    return undefined; // offline: asked again later
  }
}

export interface BuildWatch {
  /** asks now; resolves once the answer is handled */
  check(): Promise<void>;
  /** the first check: the version this tab runs is known, unless it went unanswered (offline);
   * then the next answered check is (<html data-build-version> says which) */
  ready: Promise<void>;
  stop(): void;
}

export function watchBuild(
  win: Window,
  onNewBuild: (version: string) => void,
  version: () => Promise<string | undefined> = () => fetchBuildVersion(win.fetch.bind(win)),
): BuildWatch {
  let running: string | undefined;
  let handled = 0;
  const root = win.document.documentElement;
  const check = async () => {
    const current = await version();
    if (current && running === undefined) {
      running = current;
      // The version this tab runs, visible from outside the app: a browser test that deploys a
      // stand-in build waits until the tab knows its own (a first check can go unanswered).
      root.dataset.buildVersion = current;
    } else if (current && current !== running) onNewBuild(current);
    // The count of answers handled (an unanswered one too): the moment a check has had its effect
    // is visible from outside the app, so a browser test waits for it instead of for a while.
    handled += 1;
    root.dataset.buildChecks = String(handled);
  };
  const onVisible = () => {
    if (win.document.visibilityState === 'visible') void check();
  };
  const timer = win.setInterval(() => void check(), BUILD_CHECK_MS);
  win.document.addEventListener('visibilitychange', onVisible);
  return {
    check,
    ready: check(),
    stop() {
      win.clearInterval(timer);
      win.document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
