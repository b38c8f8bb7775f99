/**
 * Back from offline when the network is (docs/adr/019): the shop counts as offline when the browser
 * says so or when the service worker saw a live call fail. The browser's `online` event is not the
 * end of it: the network may come back for the page a moment before it does for the worker (the
 * refresh it starts fails again), or the API may be out of reach while the browser is online.
 * While the shop is offline and the browser online, the live data is asked for again, less often
 * each time (2 s, 4 s, ... up to a minute), until a live call goes through and the banner goes.
 */
import { offlineState, subscribeOffline } from '../../lib/offline-state';

export const ASK_AGAIN_FIRST_MS = 2_000;
export const ASK_AGAIN_MAX_MS = 60_000;

export function askAgainWhileOffline(win: Window, refresh: () => void): () => void {
  let timer = 0;
  let wait = ASK_AGAIN_FIRST_MS;
  const schedule = () => {
    timer = win.setTimeout(() => {
      timer = 0;
      if (!offlineState().offline) return;
      // The browser has no network: its `online` event starts the next round.
      if (win.navigator.onLine === false) return;
      refresh();
      wait = Math.min(wait * 2, ASK_AGAIN_MAX_MS);
      schedule();
    }, wait);
  };
  const changed = () => {
    if (!offlineState().offline) {
      win.clearTimeout(timer);
      timer = 0;
      wait = ASK_AGAIN_FIRST_MS;
    } else if (!timer) schedule();
  };
  win.addEventListener('online', changed);
  const unsubscribe = subscribeOffline(changed);
  changed();
  return () => {
    win.clearTimeout(timer);
    win.removeEventListener('online', changed);
    unsubscribe();
  };
}
