/**
 * The session's changes (spec §4), each the fields it sets: a request start sets submitting and
 * clears the errors; success clears them; failure sets them and logged-out; a login stores the
 * user and closes the dialog. Loaded by the account's chunks only (auth-slice.ts says why).
 */
import type { UserWire } from '../../../server/src/contract/auth';
import { authChanged, type AuthErrors, type Verification, type WithAuth } from './auth-slice';

const signedInFields = (user: UserWire) => ({
  currentUser: user,
  verification: null,
  errors: null,
  loggedIn: true,
  submitting: false,
  checked: true,
  dialogOpen: false,
});

/** the answer of GET /auth/v2/verify: the user, or null without a live session */
export const sessionChecked = (user: UserWire | null) =>
  authChanged(user ? signedInFields(user) : { currentUser: null, loggedIn: false, checked: true });

/** a register, sign-in or code request starts: inputs disabled, old errors gone */
export const submitStarted = () => authChanged({ submitting: true, errors: null });

/** a code went out: the code step needs this to verify it */
export const codeSent = (verification: Verification) => authChanged({ verification, submitting: false, errors: null });

/** sign-in or code verification succeeded (the API set the Token and Device cookies) */
export const signedIn = (user: UserWire) => authChanged(signedInFields(user));

/** a request failed: the form shows the errors; the shopper is not logged in */
export const submitFailed = (errors: AuthErrors) => authChanged({ errors, submitting: false, loggedIn: false });

/** the identifier changed or the sign-up went back: a sent code and its errors no longer apply */
export const verificationReset = () => authChanged({ verification: null, errors: null });

/** the profile saved the user (POST /auth/v2/profile, photo, password): the header follows */
export const userChanged = (user: UserWire) => authChanged({ currentUser: user });

/** a long account operation (the password change) starts or ends */
export const loadingChanged = (loading: boolean) => authChanged({ loading });

/** the session ended (GET /auth/v2/signout answered): anonymous, and known to be */
export const signedOut = () =>
  authChanged({
    currentUser: null,
    verification: null,
    errors: null,
    loggedIn: false,
    loading: false,
    submitting: false,
    checked: true,
    dialogOpen: false,
  });

export const loginDialogClosed = () =>
  authChanged({ errors: null, verification: null, submitting: false, dialogOpen: false });

export const protectedPageEntered = () => authChanged({ onProtectedPage: true });
export const protectedPageLeft = () => authChanged({ onProtectedPage: false });

export const selectAuth = (state: WithAuth) => state.auth;
export const selectCurrentUser = (state: WithAuth) => state.auth.currentUser;
