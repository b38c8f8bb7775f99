/**
 * The profile's texts (locales/*.json `profile.*`), a chunk per language (src/lib/later-texts.ts),
 * unnamed: Gatsby lists every named chunk in every page's HTML.
 */
import type { TextsLoaders } from '../../lib/later-texts';

export const PROFILE_TEXTS: TextsLoaders = {
  tm: () => import('../../../locales/tm.json?part=profile'),
  ru: () => import('../../../locales/ru.json?part=profile'),
  en: () => import('../../../locales/en.json?part=profile'),
};
