/**
 * The checkout's texts (locales/*.json `checkout.*`): left out of every page's first-load texts
 * and bundled here, with the checkout's own chunk (the /cart-view page), all three languages. Not a
 * chunk per language: each lazy chunk adds an entry to the webpack runtime every page loads, and
 * the catalogue pages' first load is at its budget (docs/adr/006).
 */
import en from '../../../locales/en.json?part=checkout';
import ru from '../../../locales/ru.json?part=checkout';
import tm from '../../../locales/tm.json?part=checkout';
import type { TextsLoaders } from '../../lib/later-texts';

export const CHECKOUT_TEXTS: TextsLoaders = {
  tm: () => Promise.resolve({ default: tm }),
  ru: () => Promise.resolve({ default: ru }),
  en: () => Promise.resolve({ default: en }),
};
