/**
 * The orders' texts (locales/*.json `orders.*`), a chunk per language (src/lib/later-texts.ts),
 * unnamed: Gatsby lists every named chunk in every page's HTML.
 */
import type { TextsLoaders } from '../../lib/later-texts';

export const ORDERS_TEXTS: TextsLoaders = {
  tm: () => import('../../../locales/tm.json?part=orders'),
  ru: () => import('../../../locales/ru.json?part=orders'),
  en: () => import('../../../locales/en.json?part=orders'),
};
