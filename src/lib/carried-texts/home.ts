/**
 * The home page's texts (its hero, its blocks' titles), carried by the home template's chunk:
 * carryTexts (src/lib/texts.ts) adds them when the chunk is evaluated, so that the other pages'
 * first load is without them. The part's ids: plugins/gatsby-plugin-shop-build/src/text-parts.ts.
 */
import en from '../../../locales/en.json?part=home';
import ru from '../../../locales/ru.json?part=home';
import tm from '../../../locales/tm.json?part=home';
import { carryTexts } from '../texts';

carryTexts({ tm, ru, en });
