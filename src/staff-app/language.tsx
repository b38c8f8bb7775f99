/**
 * The staff app's language: TM unless the staff member chose another on this device. A change
 * re-renders the app in place, so nothing typed is lost.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Button } from '../components/ui/button';
import { DEFAULT_LNG, HREFLANG, INTL_TAG, LANGUAGES, LANGUAGE_NAME, isLng } from '../lib/i18n';
import type { Lng } from '../lib/catalog-types';
import { setCallLanguage } from './staff-api';
import { STAFF_TEXTS } from './texts';

const STORAGE_KEY = 'staff-language';

function savedLanguage(): Lng {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return isLng(saved) ? saved : DEFAULT_LNG;
  } catch {
    return DEFAULT_LNG; // storage turned off: the default each time
  }
}

const LanguageContext = createContext<{ lng: Lng; choose: (lng: Lng) => void }>({
  lng: DEFAULT_LNG,
  choose: () => undefined,
});

export const useLanguage = () => useContext(LanguageContext);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [lng, setLng] = useState(savedLanguage);
  setCallLanguage(lng);
  const choose = useCallback((next: Lng) => {
    setCallLanguage(next);
    setLng(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // storage turned off: the choice lasts while the page is open
    }
  }, []);
  useEffect(() => {
    document.documentElement.lang = HREFLANG[lng];
  }, [lng]);
  const value = useMemo(() => ({ lng, choose }), [lng, choose]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={INTL_TAG[lng]} messages={STAFF_TEXTS[lng]} defaultLocale={INTL_TAG[DEFAULT_LNG]}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

/** The language switch: a change re-renders in place, so what was typed stays. */
export function LanguageButtons() {
  const { lng, choose } = useLanguage();
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'staff.language' })}>
      {LANGUAGES.map((each) => (
        <Button
          key={each}
          variant="ghost"
          aria-pressed={each === lng}
          lang={HREFLANG[each]}
          onClick={() => choose(each)}
        >
          {LANGUAGE_NAME[each]}
        </Button>
      ))}
    </div>
  );
}
