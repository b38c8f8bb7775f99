/**
 * The quick-order dialog's texts (locales/*.json `quickOrder.*`), a chunk per language
 * (src/lib/later-texts.ts); unnamed, as the checkout's (checkout-texts.ts says why).
 */
import type { TextsLoaders } from '../../lib/later-texts';

export const QUICK_ORDER_TEXTS: TextsLoaders = {
  tm: () => import('../../../locales/tm.json?part=quickOrder'),
  ru: () => import('../../../locales/ru.json?part=quickOrder'),
  en: () => import('../../../locales/en.json?part=quickOrder'),
};
