/**
 * The staff app's screens are paths under its base (/staff/orders/12), kept with the History API:
 * a reload or a shared link opens the same screen (the API answers each screen path with the app).
 */
import { useSyncExternalStore, type MouseEvent } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const current = () => window.location.pathname + window.location.search;

/** The page's path and query, following navigation. */
export const useLocation = () => useSyncExternalStore(subscribe, current);

/** Goes to a path of this origin without reloading the page. */
export function navigate(to: string, { replace = false } = {}) {
  if (to === current()) return;
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  for (const listener of listeners) listener();
  window.scrollTo(0, 0);
}

/** A link's click handled in the page; a click with a modifier key opens a tab as usual. */
export function followLink(event: MouseEvent<HTMLAnchorElement>) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? '/');
}
