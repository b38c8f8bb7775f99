/** The quick-order dialog's texts (locales/*.json `quickOrder.*`), a chunk per language (src/lib/later-texts.ts). */
import type { TextsLoaders } from '../../lib/later-texts';

export const QUICK_ORDER_TEXTS: TextsLoaders = {
  tm: () => import(/* webpackChunkName: "texts-quick-order-tm" */ '../../../locales/tm.json?part=quickOrder'),
  ru: () => import(/* webpackChunkName: "texts-quick-order-ru" */ '../../../locales/ru.json?part=quickOrder'),
  en: () => import(/* webpackChunkName: "texts-quick-order-en" */ '../../../locales/en.json?part=quickOrder'),
};
