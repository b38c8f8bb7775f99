/**
 * The checkout's texts (locales/*.json `checkout.*`), a chunk per language (src/lib/later-texts.ts).
 * Unnamed chunks: Gatsby writes every named chunk into each page's inline ___chunkMapping, which
 * counts against the catalogue pages' first load (docs/adr/006).
 */
import type { TextsLoaders } from '../../lib/later-texts';

export const CHECKOUT_TEXTS: TextsLoaders = {
  tm: () => import('../../../locales/tm.json?part=checkout'),
  ru: () => import('../../../locales/ru.json?part=checkout'),
  en: () => import('../../../locales/en.json?part=checkout'),
};
