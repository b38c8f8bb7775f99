import type { UserWire } from '../../../server/src/contract/auth';
import { useAppSelector } from '../../lib/store/hooks';
import { selectCurrentUser } from './auth-actions';
import { selectAuthStatus, type AuthStatus } from './auth-slice';

/** Who the shopper is: 'checking' until the session check at start has answered. */
export function useAuth(): { status: AuthStatus; user: UserWire | null } {
  return { status: useAppSelector(selectAuthStatus), user: useAppSelector(selectCurrentUser) };
}
