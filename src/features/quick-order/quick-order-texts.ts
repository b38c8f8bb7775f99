/**
 * The quick-order dialog's texts (locales/*.json `quickOrder.*`), in the dialog's own chunk, all
 * three languages (small; a chunk per language would add entries to the runtime every page loads:
 * checkout-texts.ts says why that matters).
 */
import en from '../../../locales/en.json?part=quickOrder';
import ru from '../../../locales/ru.json?part=quickOrder';
import tm from '../../../locales/tm.json?part=quickOrder';
import type { TextsLoaders } from '../../lib/later-texts';

export const QUICK_ORDER_TEXTS: TextsLoaders = {
  tm: () => Promise.resolve({ default: tm }),
  ru: () => Promise.resolve({ default: ru }),
  en: () => Promise.resolve({ default: en }),
};
