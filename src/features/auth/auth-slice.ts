/**
 * The shopper's session (spec §3 Auth session): the current user, the verification data of a code
 * step, the form's errors and the flags. The slice is in every page's first load, so its reducer
 * only merges the fields a change names; the changes themselves, named after the spec's
 * transitions (signedIn, codeSent, submitFailed, ...), are in auth-actions.ts, which only the
 * account's own chunks load (docs/storefront.md, Accounts; docs/adr/006).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserWire } from '../../../server/src/contract/auth';

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

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** A change of the session: the fields it sets (auth-actions.ts names each change). */
    authChanged: (state, { payload: fields }: PayloadAction<Partial<AuthState>>) => ({ ...state, ...fields }),
  },
});

export const { authChanged } = authSlice.actions;

/**
 * Any feature may ask an anonymous shopper to sign in (the header's button, a page that requires
 * login, checkout). A signed-in shopper's header has no such button, and the guard asks only
 * anonymous shoppers.
 */
export const openLoginDialog = () => authChanged({ dialogOpen: true, errors: null });

/** The part of the state auth's selectors read: any store holding the slice (docs/architecture.md). */
export interface WithAuth {
  auth: AuthState;
}

export type AuthStatus = 'checking' | 'anonymous' | 'signedIn';

export const selectAuthStatus = (state: WithAuth): AuthStatus =>
  state.auth.loggedIn ? 'signedIn' : state.auth.checked ? 'anonymous' : 'checking';
/** the dialog is shown to anonymous shoppers only, whoever asks for it */
export const selectLoginDialogOpen = (state: WithAuth) => state.auth.dialogOpen && !state.auth.loggedIn;

// The shop's whole state holds this slice: the typed hooks of lib/store/hooks.ts read it.
declare module '../../lib/store/hooks' {
  interface ShopState {
    auth: AuthState;
  }
}
