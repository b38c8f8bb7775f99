/**
 * The shopper's session (spec §3 Auth session): the current user, the verification data of a code
 * step, the form's errors and the flags. It is in every page's first load, so it stays small: the
 * dialog, its requests and its rules are chunks of their own (docs/storefront.md, Accounts).
 */
import type { UserWire } from '../../../server/src/contract/auth';
import { defineSlice } from '../../lib/store/slice';

/** What the code step sends back to /auth/v2/verifycode with the code. */
export interface Verification {
  token: string;
  /** the identifier the code went to, as it was sent ('@' rule: e-mail, else phone) */
  phone?: string;
  email?: string;
  /** which form asked for it: the sign-in tab's SMS mode or the sign-up tab */
  purpose: 'signin' | 'register';
}

/** A message for the form: a text id of locales/*.json (auth.*) with its values. */
export interface AuthMessage {
  id: string;
  values?: Record<string, string | number>;
}

export type AuthField = 'identifier' | 'password' | 'code' | 'form';
export type AuthErrors = Partial<Record<AuthField, AuthMessage>>;

export interface AuthState {
  currentUser: UserWire | null;
  verification: Verification | null;
  errors: AuthErrors | null;
  loggedIn: boolean;
  /** a long account operation is running (the profile's password change, spec §4) */
  loading: boolean;
  /** a sign-in, sign-up or code request is on its way: the dialog's inputs are disabled */
  submitting: boolean;
  /** the session check at start has answered (until then nobody knows who the shopper is) */
  checked: boolean;
  /** the login dialog is open */
  dialogOpen: boolean;
  /** a page that requires login is on screen (RequireLogin): after login the shopper stays there */
  onProtectedPage: boolean;
}

export const initialAuthState: AuthState = {
  currentUser: null,
  verification: null,
  errors: null,
  loggedIn: false,
  loading: false,
  submitting: false,
  checked: false,
  dialogOpen: false,
  onProtectedPage: false,
};

const signedInAs = (state: AuthState, user: UserWire): AuthState => ({
  ...state,
  currentUser: user,
  verification: null,
  errors: null,
  loggedIn: true,
  submitting: false,
  checked: true,
  dialogOpen: false,
});

export const authSlice = defineSlice('auth', initialAuthState, {
  /** the answer of GET /auth/v2/verify: the user, or null without a live session */
  sessionChecked: (state, user: UserWire | null) =>
    user ? signedInAs(state, user) : { ...state, currentUser: null, loggedIn: false, checked: true },
  /** a register, sign-in or code request starts: inputs disabled, old errors gone */
  submitStarted: (state) => ({ ...state, submitting: true, errors: null }),
  /** a code went out: the code step needs this to verify it */
  codeSent: (state, verification: Verification) => ({ ...state, verification, submitting: false, errors: null }),
  /** sign-in or code verification succeeded (the API set the Token and Device cookies) */
  signedIn: (state, user: UserWire) => signedInAs(state, user),
  /** a request failed: the form shows the errors; the shopper is not logged in */
  submitFailed: (state, errors: AuthErrors) => ({ ...state, errors, submitting: false, loggedIn: false }),
  /** the identifier changed or the sign-up went back: a sent code no longer applies */
  verificationReset: (state) =>
    state.verification || state.errors ? { ...state, verification: null, errors: null } : state,
  /** the profile saved the user (POST /auth/v2/profile, photo, password): the header follows */
  userChanged: (state, user: UserWire) => ({ ...state, currentUser: user }),
  loadingChanged: (state, loading: boolean) => ({ ...state, loading }),
  /** the session ended (GET /auth/v2/signout answered): anonymous, and known to be */
  signedOut: (state) => ({ ...initialAuthState, checked: true, onProtectedPage: state.onProtectedPage }),
  /** any feature may ask the shopper to sign in (the header's button, a protected page, checkout) */
  openLoginDialog: (state) =>
    state.loggedIn || state.dialogOpen ? state : { ...state, errors: null, dialogOpen: true },
  loginDialogClosed: (state) => ({ ...state, errors: null, verification: null, submitting: false, dialogOpen: false }),
  protectedPageEntered: (state) => (state.onProtectedPage ? state : { ...state, onProtectedPage: true }),
  protectedPageLeft: (state) => (state.onProtectedPage ? { ...state, onProtectedPage: false } : state),
});

export const {
  sessionChecked,
  submitStarted,
  codeSent,
  signedIn,
  submitFailed,
  verificationReset,
  userChanged,
  loadingChanged,
  signedOut,
  openLoginDialog,
  loginDialogClosed,
  protectedPageEntered,
  protectedPageLeft,
} = authSlice.actions;

/** The part of the state auth's selectors read: any store holding the slice (docs/architecture.md). */
export interface WithAuth {
  auth: AuthState;
}

export type AuthStatus = 'checking' | 'anonymous' | 'signedIn';

export const selectAuth = (state: WithAuth) => state.auth;
export const selectCurrentUser = (state: WithAuth) => state.auth.currentUser;
export const selectAuthStatus = (state: WithAuth): AuthStatus =>
  state.auth.loggedIn ? 'signedIn' : state.auth.checked ? 'anonymous' : 'checking';
export const selectLoginDialogOpen = (state: WithAuth) => state.auth.dialogOpen;
