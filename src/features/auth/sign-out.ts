/**
 * Sign-out (spec §4): GET /auth/v2/signout ends the session and clears the HttpOnly Token and
 * Device cookies (only the API can), then the state forgets the user and the shopper goes to /.
 */
import { navigate } from 'gatsby';
import { useCallback, useState } from 'react';
import { apiCall } from '../../lib/api/api-client';
import type { Lng } from '../../lib/catalog-types';
import { localizePath } from '../../lib/i18n';
import { useLng } from '../../lib/lng-context';
import { useAppDispatch } from '../../lib/store/hooks';
import { toastShown } from '../toasts';
import { signedOut } from './auth-actions';

export async function requestSignOut(lng: Lng): Promise<void> {
  await apiCall('/auth/v2/signout', { lng });
}

/** Signs out and goes home; on failure the shopper stays signed in and is told (error toast). */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const lng = useLng();
  const [pending, setPending] = useState(false);
  const signOut = useCallback(async () => {
    setPending(true);
    try {
      await requestSignOut(lng);
    } catch (error) {
      console.warn('Sign-out failed', error);
      dispatch(toastShown({ variant: 'error', messageId: 'auth.error.somethingWrong' }));
      setPending(false);
      return false;
    }
    dispatch(signedOut());
    await navigate(localizePath('/', lng), { replace: true });
    return true;
  }, [dispatch, lng]);
  return { signOut, pending };
}
