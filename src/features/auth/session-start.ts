/**
 * Starts the session check at start (session-check.ts) from its own chunk, right after hydration:
 * a page's first load carries only these lines. If the chunk cannot be had, the shopper browses as
 * anonymous, and the chunk failure goes to the reload-once rule.
 */
import { reportChunkFailure } from '../../lib/chunk-reload';
import { authChanged } from './auth-slice';
import type { SessionStore } from './session-check';

/** Returns the function that abandons the check (the store was replaced). */
export function startSessionCheck(store: SessionStore): () => void {
  let live = true;
  let stop: (() => void) | undefined;
  import('./session-check').then(
    (module) => {
      if (live) stop = module.checkSession(store);
    },
    (error: unknown) => {
      reportChunkFailure(error);
      if (live) store.dispatch(authChanged({ checked: true }));
    },
  );
  return () => {
    live = false;
    stop?.();
  };
}
