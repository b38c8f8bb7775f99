/**
 * Renders a component as a page of the shop holds it: a fresh store (makeStore, with the state the
 * test gives), the theme, the page's language (LngContext) and its react-intl instance with the
 * real texts of locales/*.json, as src/app/root-wrapper.tsx and page-wrapper.tsx provide them.
 * SWR gets a cache of its own per render, so no answer leaks from one test into the next.
 */
import { ThemeProvider } from '@emotion/react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { SWRConfig } from 'swr';
import '../app/all-messages';
import { intlFor } from '../app/intl';
import { makeStore, type RootState } from '../app/store';
import type { Lng } from '../lib/catalog-types';
import { LngContext } from '../lib/lng-context';
import { theme } from '../lib/theme';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  preloadedState?: Partial<RootState>;
  /** the page's language; English unless a test is about another */
  locale?: Lng;
}

export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, locale = 'en', ...options }: ProvidersOptions = {},
) {
  const { store, intl, Providers } = pageProviders({ preloadedState, locale });
  return { store, intl, user: userEvent.setup(), ...render(ui, { wrapper: Providers, ...options }) };
}

/** The providers alone, for a test that renders otherwise (a server render and its hydration). */
export function pageProviders({ preloadedState, locale = 'en' }: Pick<ProvidersOptions, 'preloadedState' | 'locale'>) {
  const store = makeStore(preloadedState);
  const intl = intlFor(locale);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <SWRConfig value={{ provider: () => new Map() }}>
            <LngContext.Provider value={locale}>
              <RawIntlProvider value={intl}>{children}</RawIntlProvider>
            </LngContext.Provider>
          </SWRConfig>
        </ThemeProvider>
      </Provider>
    );
  }
  return { store, intl, Providers };
}
