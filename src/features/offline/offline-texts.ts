/** The offline banner's and mark's texts (`offline.*`), not in any page's first load (src/lib/later-texts.ts). */
import type { TextsLoaders } from '../../lib/later-texts';

export const OFFLINE_TEXTS: TextsLoaders = {
  tm: () => import('../../../locales/tm.json?part=offline'),
  ru: () => import('../../../locales/ru.json?part=offline'),
  en: () => import('../../../locales/en.json?part=offline'),
};
