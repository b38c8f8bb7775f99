/** The checkout's texts (locales/*.json `checkout.*`), a chunk per language (src/lib/later-texts.ts). */
import type { TextsLoaders } from '../../lib/later-texts';

export const CHECKOUT_TEXTS: TextsLoaders = {
  tm: () => import(/* webpackChunkName: "texts-checkout-tm" */ '../../../locales/tm.json?part=checkout'),
  ru: () => import(/* webpackChunkName: "texts-checkout-ru" */ '../../../locales/ru.json?part=checkout'),
  en: () => import(/* webpackChunkName: "texts-checkout-en" */ '../../../locales/en.json?part=checkout'),
};
