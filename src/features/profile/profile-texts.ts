/** The profile's texts (locales/*.json `profile.*`), a chunk per language (src/lib/later-texts.ts). */
import type { TextsLoaders } from '../../lib/later-texts';

export const PROFILE_TEXTS: TextsLoaders = {
  tm: () => import(/* webpackChunkName: "texts-profile-tm" */ '../../../locales/tm.json?part=profile'),
  ru: () => import(/* webpackChunkName: "texts-profile-ru" */ '../../../locales/ru.json?part=profile'),
  en: () => import(/* webpackChunkName: "texts-profile-en" */ '../../../locales/en.json?part=profile'),
};
