/**
 * The login dialog's chunk, loaded on first use and prefetched when the shopper reaches for the
 * account button: neither it nor the accounts' texts (auth-texts.ts) is in a page's first load
 * (docs/adr/006).
 */
import type { IntlShape } from 'react-intl';
import type { Lng } from '../../lib/catalog-types';
import { lazyPart } from '../../lib/lazy-part';

const loadLoginDialog = () => import('./login-dialog');

export const LoginDialog = lazyPart(() => loadLoginDialog().then((module) => module.LoginDialog));

/** Fetches the dialog's code and texts ahead of a click; a failure is left to the click itself. */
export const preloadLoginDialog = (intl: IntlShape, lng: Lng) => {
  void loadLoginDialog()
    .then((module) => module.loadAuthTexts(intl, lng))
    .catch(() => undefined);
};
