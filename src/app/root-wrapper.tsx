/**
 * Providers shared by every page: Redux store (fresh per server render), theme. SWR has no provider:
 * its defaults are in swr-defaults.ts, so SWR stays out of the first load (deferred-swr.tsx).
 */
import { ThemeProvider } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { theme } from '../lib/theme';
import { syncStoreWithCookies } from './cookie-sync';
import { GlobalStyles } from './global-styles';
import { makeStore } from './store';

export function RootWrapper({ children }: { children: ReactNode }) {
  const [store] = useState(() => makeStore());
  useEffect(() => syncStoreWithCookies(store), [store]);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
