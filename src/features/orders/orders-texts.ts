/** The orders' texts (locales/*.json `orders.*`), a chunk per language (src/lib/later-texts.ts). */
import type { TextsLoaders } from '../../lib/later-texts';

export const ORDERS_TEXTS: TextsLoaders = {
  tm: () => import(/* webpackChunkName: "texts-orders-tm" */ '../../../locales/tm.json?part=orders'),
  ru: () => import(/* webpackChunkName: "texts-orders-ru" */ '../../../locales/ru.json?part=orders'),
  en: () => import(/* webpackChunkName: "texts-orders-en" */ '../../../locales/en.json?part=orders'),
};
