/**
 * Providers shared by every page: Redux store (fresh per server render), theme. SWR has no provider:
 * its defaults are in swr-defaults.ts, so SWR stays out of the first load (deferred-swr.tsx).
 */
import { ThemeProvider } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { theme } from '../lib/theme';
import { startSessionCheck } from '../features/auth/session-start';
import { syncStoreWithCookies } from './cookie-sync';
import { GlobalStyles } from './global-styles';
import { makeStore } from './store';

export function RootWrapper({ children }: { children: ReactNode }) {
  const [store] = useState(() => makeStore());
  // What the static HTML was rendered with. Blocks that hydrate late (Section boundaries) hydrate
  // with it too and then update, even though the cookies have been read into the store by then;
  // reading the store itself would leave their server HTML (empty lists) on screen.
  const [serverState] = useState(() => store.getState());
  useEffect(() => syncStoreWithCookies(store), [store]);
  // Once per visit, not per page: the store (and so the session state) lives across navigations.
  useEffect(() => startSessionCheck(store), [store]);
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
