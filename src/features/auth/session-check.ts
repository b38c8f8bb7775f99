/**
 * The session check at start (spec §4): GET /auth/v2/verify once after hydration. The API reads
 * the HttpOnly Token and Device cookies it set; the answer's `auth` is the user or null. Plain
 * fetch, not the API client: this runs on every page, so it stays a few lines of the first load.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import type { SessionAnswerWire } from '../../../server/src/contract/auth';
import { API_URL } from '../../lib/api/api-url';
import { splitLocalePath } from '../../lib/i18n';
import { sessionChecked } from './auth-actions';

/** Starts the check; the returned function abandons it (the store was replaced). */
export function checkSession(dispatch: Dispatch): () => void {
  const controller = new AbortController();
  const lng = splitLocalePath(window.location.pathname).lng;
  fetch(`${API_URL}/auth/v2/verify`, {
    headers: { accept: 'application/json', lng: lng.toUpperCase() },
    signal: controller.signal,
  })
    .then((response) =>
      response.ok ? (response.json() as Promise<SessionAnswerWire>) : Promise.reject(new Error(`${response.status}`)),
    )
    .then((answer) => dispatch(sessionChecked(answer.auth ?? null)))
    .catch((error: unknown) => {
      if (controller.signal.aborted) return;
      // Offline or refused: the shopper browses as anonymous; a protected page offers the dialog.
      console.warn('The session check failed', error);
      dispatch(sessionChecked(null));
    });
  return () => controller.abort();
}
