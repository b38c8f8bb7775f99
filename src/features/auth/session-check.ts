/**
 * The session check at start (spec §4): GET /auth/v2/verify once after hydration. The API reads
 * the HttpOnly Token and Device cookies it set; the answer's `auth` is the user or null. It loads
 * in a chunk of its own right after hydration (session-start.ts).
 */
import type { Dispatch } from '@reduxjs/toolkit';
import type { SessionAnswerWire } from '../../../server/src/contract/auth';
import { apiCall } from '../../lib/api/api-client';
import { splitLocalePath } from '../../lib/i18n';
import { sessionChecked } from './auth-actions';

/** The store, as far as the check needs it. */
export interface SessionStore {
  dispatch: Dispatch;
  getState: () => { auth: { checked: boolean } };
}

/**
 * Starts the check; the returned function abandons it (the store was replaced). A sign-in or
 * sign-out that lands while the check is on its way is newer than its answer: the answer is then
 * dropped (/exit signs out while the check that started with the page still says "signed in").
 */
export function checkSession(store: SessionStore): () => void {
  const settle = (user: Parameters<typeof sessionChecked>[0]) => {
    if (!store.getState().auth.checked) store.dispatch(sessionChecked(user));
  };
  const controller = new AbortController();
  const lng = splitLocalePath(window.location.pathname).lng;
  apiCall<SessionAnswerWire>('/auth/v2/verify', { lng, signal: controller.signal })
    .then((answer) => settle(answer.auth ?? null))
    .catch((error: unknown) => {
      if (controller.signal.aborted) return;
      // Offline or refused: the shopper browses as anonymous; a protected page offers the dialog.
      console.warn('The session check failed', error);
      settle(null);
    });
  return () => controller.abort();
}
