/**
 * /cart-view once the shopper is signed in (inside RequireLogin). A 401 means the session ended
 * elsewhere: the shopper is signed out here too and the login dialog opens on this page, which
 * continues after it.
 */
import { useCallback } from 'react';
import { Skeleton } from '../../components/ui/list-states';
import { useAppDispatch } from '../../lib/store/hooks';
import { signedOut, useAuth } from '../auth';
import { CheckoutScreen } from './checkout-screen';

export function SignedInCheckout() {
  const { user } = useAuth();
  const dispatch = useAppDispatch();
  const onSessionEnded = useCallback(() => dispatch(signedOut()), [dispatch]);
  if (!user) return <Skeleton height={420} />;
  return <CheckoutScreen user={user} onSessionEnded={onSessionEnded} />;
}
