/**
 * /order once the shopper is signed in (inside RequireLogin): the list or one order. A 401 means
 * the session ended elsewhere: the shopper is signed out here too and the login dialog opens.
 */
import { useCallback } from 'react';
import { useAppDispatch } from '../../lib/store/hooks';
import { signedOut } from '../auth';
import { OrdersScreen } from './orders-screen';

export function SignedInOrders({ path, search }: { path: string; search: string }) {
  const dispatch = useAppDispatch();
  const onSessionEnded = useCallback(() => dispatch(signedOut()), [dispatch]);
  return <OrdersScreen path={path} search={search} onSessionEnded={onSessionEnded} />;
}
