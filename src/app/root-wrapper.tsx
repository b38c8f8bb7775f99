/**
 * Providers shared by every page: Redux store (fresh per server render), emotion's style cache
 * (the same), theme. SWR has no provider: its defaults are in swr-defaults.ts, so SWR stays out of
 * the first load (deferred-swr.tsx).
 */
import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { isValidElement, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { theme } from '../lib/theme';
import { startSessionCheck } from '../features/auth/session-start';
import { syncStoreWithCookies } from './cookie-sync';
import { GlobalStyles } from './global-styles';
import { makeStore } from './store';

/**
 * Emotion's cache without its vendor prefixer: the browsers the shop supports need none of the
 * -webkit-box, -ms-flexbox or -webkit-transition it adds, which would be a quarter of every page's
 * inline styles (docs/performance.md). The few prefixes still needed are written by
 * hand (-webkit-line-clamp, -webkit-user-select, -webkit-text-size-adjust). Class names are the
 * styles' hashes either way, so the server's and the browser's agree.
 *
 * One array for every cache: on the server, emotion keeps each style's compiled rules across
 * renders in a store it finds by this array's identity (`getServerStylisCache`, a WeakMap). A new
 * `[]` per page would make every page's render compile every rule again with stylis, a tenth of
 * the HTML step's CPU (docs/performance.md).
 */
const NO_PLUGINS: [] = [];
const styleCache = () => createCache({ key: 'css', stylisPlugins: NO_PLUGINS });

/**
 * Whether `wrapRootElement` was handed a page's Head rather than the page. Gatsby 5 wraps the Head
 * export in wrapRootElement too (head-export-handler-for-browser.js and -for-ssr.js), with the props
 * of its filterHeadProps: a second RootWrapper there would make a second store, a second cookie sync
 * and a second session check (two GET /auth/v2/verify on every load) and write the global styles
 * twice.
 * The shop's Heads need none of the providers (titles and meta from intlFor and a static query).
 */
export const isHeadElement = (element: ReactElement) =>
  isValidElement<object>(element) &&
  ['location', 'params', 'data', 'serverData', 'pageContext'].every((key) => key in element.props);

/** The providers around the page; a Head goes as it is (isHeadElement). */
export const wrapRoot = (element: ReactElement): ReactElement =>
  isHeadElement(element) ? element : <RootWrapper>{element}</RootWrapper>;

export function RootWrapper({ children }: { children: ReactNode }) {
  const [store] = useState(() => makeStore());
  const [styles] = useState(styleCache);
  // What the static HTML was rendered with. Blocks that hydrate late (Section boundaries) hydrate
  // with it too and then update, even though the cookies have been read into the store by then;
  // reading the store itself would leave their server HTML (empty lists) on screen.
  const [serverState] = useState(() => store.getState());
  useEffect(() => syncStoreWithCookies(store), [store]);
  // Once per visit, not per page: the store (and so the session state) lives across navigations.
  useEffect(() => startSessionCheck(store), [store]);
  return (
    <CacheProvider value={styles}>
      <Provider store={store} serverState={serverState}>
        <ThemeProvider theme={theme}>
          <GlobalStyles />
          {children}
        </ThemeProvider>
      </Provider>
    </CacheProvider>
  );
}
