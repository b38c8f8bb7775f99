/**
 * A deploy replaces the JavaScript chunks an open tab still asks for. When one fails to load, the
 * page reloads to fetch the new build, at most once per path within 10 seconds (spec §4), so a
 * truly broken chunk cannot loop.
 */
export const RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'chunk-reload:';

const CHUNK_FAILURE =
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i;

export function isChunkLoadFailure(reason: unknown): boolean {
  if (!reason) return false;
  const error = reason as { name?: string; message?: string };
  return CHUNK_FAILURE.test(`${error.name ?? ''} ${error.message ?? String(reason)}`);
}

/** Reloads unless this path was reloaded for the same reason in the last 10 s; says whether it did. */
export function reloadOnceForChunkFailure(storage: Storage, location: Location, now = Date.now()): boolean {
  const key = `${KEY_PREFIX}${location.pathname}`;
  const last = Number(storage.getItem(key) || 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  location.reload();
  return true;
}

function onChunkFailure(win: Window, reason: unknown) {
  if (!isChunkLoadFailure(reason)) return;
  try {
    reloadOnceForChunkFailure(win.sessionStorage, win.location);
  } catch {
    // No sessionStorage (private mode quota): without the guard a reload could loop, so do nothing.
  }
}

export function installChunkReload(win: Window) {
  win.addEventListener('error', (event) => onChunkFailure(win, event.error ?? event.message));
  win.addEventListener('unhandledrejection', (event) => onChunkFailure(win, event.reason));
}

/**
 * For code that catches a failed dynamic import itself (to keep the page working meanwhile): the
 * same rule as for an uncaught one, so a tab left open across a deploy still gets the new build.
 */
export function reportChunkFailure(reason: unknown) {
  if (typeof window !== 'undefined') onChunkFailure(window, reason);
}
