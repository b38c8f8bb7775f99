import type { UserWire } from '../../../server/src/contract/auth';

/** What every section of the profile gets from the screen. */
export interface AccountSectionProps {
  user: UserWire;
  /** the API answered a changed user: the app refreshes currentUser (the header's name too) */
  onUserChanged: (user: UserWire) => void;
  /** the API answered 401: the session ended elsewhere (a password change, a sign-out) */
  onSessionEnded: () => void;
}
