/** Providers shared by every page: Redux store (fresh per server render), SWR, theme. */
import { ThemeProvider } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SWRConfig } from 'swr';
import { theme } from '../lib/theme';
import { syncStoreWithCookies } from './cookie-sync';
import { GlobalStyles } from './global-styles';
import { makeStore } from './store';

const swrOptions = {
  revalidateOnFocus: false,
  // Only network trouble and 5xx/429 are worth a retry; the client throws for those alone.
  errorRetryCount: 2,
};

export function RootWrapper({ children }: { children: ReactNode }) {
  const [store] = useState(() => makeStore());
  useEffect(() => syncStoreWithCookies(store), [store]);
  return (
    <Provider store={store}>
      <SWRConfig value={swrOptions}>
        <ThemeProvider theme={theme}>
          <GlobalStyles />
          {children}
        </ThemeProvider>
      </SWRConfig>
    </Provider>
  );
}
