/** The cookie banner's texts (locales/*.json `consent.*`), in the banner's own chunk. */
import en from '../../../locales/en.json?part=consent';
import ru from '../../../locales/ru.json?part=consent';
import tm from '../../../locales/tm.json?part=consent';
import type { TextsLoaders } from '../../lib/later-texts';

export const CONSENT_TEXTS: TextsLoaders = {
  tm: () => Promise.resolve({ default: tm }),
  ru: () => Promise.resolve({ default: ru }),
  en: () => Promise.resolve({ default: en }),
};
