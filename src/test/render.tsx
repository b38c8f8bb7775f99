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
import { createIntl, RawIntlProvider, type IntlShape } from 'react-intl';
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
  /**
   * Text groups the page does not hold yet (`auth`: every `auth.*` id), as in a browser before
   * their later-texts chunk arrives (src/lib/later-texts.ts); the page holds every text otherwise.
   */
  withoutTexts?: string[];
}

export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, locale = 'en', withoutTexts, ...options }: ProvidersOptions = {},
) {
  const { store, intl, Providers } = pageProviders({ preloadedState, locale, withoutTexts });
  return { store, intl, user: userEvent.setup(), ...render(ui, { wrapper: Providers, ...options }) };
}

/** The providers alone, for a test that renders otherwise (a server render and its hydration). */
export function pageProviders({
  preloadedState,
  locale = 'en',
  withoutTexts,
}: Pick<ProvidersOptions, 'preloadedState' | 'locale' | 'withoutTexts'>) {
  const store = makeStore(preloadedState);
  const intl = withoutTexts?.length ? intlWithout(intlFor(locale), withoutTexts) : intlFor(locale);
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

/** A page's intl of its own (the shared one stays whole) without the given groups' texts. */
function intlWithout(intl: IntlShape, groups: string[]): IntlShape {
  const messages = Object.fromEntries(
    Object.entries(intl.messages).filter(([id]) => !groups.some((group) => id.startsWith(`${group}.`))),
  );
  return createIntl({ locale: intl.locale, defaultLocale: intl.defaultLocale, messages });
}
