/**
 * /profile once the shopper is signed in (inside RequireLogin): the screen with the auth state's
 * user. A section's save hands the API's user to `userChanged` (the header's name follows); a 401
 * means the session ended elsewhere, so the shopper is signed out here too and the login dialog
 * opens on this page.
 */
import { useCallback } from 'react';
import type { UserWire } from '../../../server/src/contract/auth';
import { useAppDispatch } from '../../lib/store/hooks';
import { signedOut, useAuth, userChanged } from '../auth';
import { ProfileScreen, ProfileSkeleton } from './profile-screen';

export function SignedInProfile() {
  const { user } = useAuth();
  const dispatch = useAppDispatch();
  const onUserChanged = useCallback((next: UserWire) => dispatch(userChanged(next)), [dispatch]);
  const onSessionEnded = useCallback(() => dispatch(signedOut()), [dispatch]);
  if (!user) return <ProfileSkeleton />;
  return <ProfileScreen user={user} onUserChanged={onUserChanged} onSessionEnded={onSessionEnded} />;
}
