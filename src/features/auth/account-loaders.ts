/**
 * The login dialog's chunk, loaded on first use and prefetched when the shopper reaches for the
 * account button: neither it nor the accounts' texts (auth-texts.ts) is in a page's first load
 * (docs/adr/006).
 */
import { lazyPart } from '../../lib/lazy-part';

const loadLoginDialog = () => import('./login-dialog');

export const LoginDialog = lazyPart(() => loadLoginDialog().then((module) => module.LoginDialog));

/** Fetches the dialog's code ahead of a click (its texts load when it opens); a failure is left to the click. */
export const preloadLoginDialog = () => {
  void loadLoginDialog().catch(() => undefined);
};
