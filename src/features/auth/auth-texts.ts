/**
 * The accounts' texts (locales/*.json, `auth.*`) are not in the page's first-load texts: the
 * browser build leaves them out (gatsby-plugin-shop-build, part `auth`) and the parts that show them
 * (login dialog, account menu, protected pages) ask for them here. They join the language's one set
 * of texts (src/lib/later-texts.ts), so these parts render them with the page's react-intl as it is.
 * The server render and the tests hold every text, so there is nothing to load.
 */
import { useLaterTexts, type TextsLoaders } from '../../lib/later-texts';

const AUTH_TEXTS: TextsLoaders = {
  // Unnamed chunks: Gatsby lists every named chunk in each page's HTML.
  tm: () => import('../../../locales/tm.json?part=auth'),
  ru: () => import('../../../locales/ru.json?part=auth'),
  en: () => import('../../../locales/en.json?part=auth'),
};

/** Whether the accounts' texts are there; asks for them when `wanted`. */
export function useAuthTexts(wanted = true): boolean {
  return useLaterTexts('auth', AUTH_TEXTS, wanted).intl !== null;
}
