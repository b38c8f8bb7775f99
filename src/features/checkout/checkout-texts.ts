/**
 * The checkout's texts (locales/*.json `checkout.*`): left out of every page's first-load texts
 * and bundled here, with the checkout's own chunk (the /cart-view page), all three languages
 * (bundledTexts, src/lib/later-texts.ts).
 */
import en from '../../../locales/en.json?part=checkout';
import ru from '../../../locales/ru.json?part=checkout';
import tm from '../../../locales/tm.json?part=checkout';
import { bundledTexts } from '../../lib/later-texts';

export const CHECKOUT_TEXTS = bundledTexts({ tm, ru, en });
