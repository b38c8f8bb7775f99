/**
 * Accounts' public interface (spec §3, §4, §6): who the shopper is, the guard of pages that require
 * login, the dialog any feature may open, and the actions the profile dispatches.
 */
export { useAuth } from './use-auth';
export { RequireLogin } from './require-login';
export { accountName } from './account-name';
export { userChanged, signedOut, loadingChanged, selectCurrentUser } from './auth-actions';
export { openLoginDialog, selectAuthStatus, type WithAuth, type AuthState, type AuthStatus } from './auth-slice';
export { useSignOut } from './sign-out';
export { CodeInput, emptyCode, type CodeInputHandle } from './code-input';
export { useAuthTexts } from './auth-texts';
export { tooManyRequests } from './auth-reactions';
