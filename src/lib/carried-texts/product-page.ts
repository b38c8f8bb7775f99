/**
 * The product page's own texts (its model, description, video and rows' titles, its gallery's),
 * carried by the product template's chunk: carryTexts (src/lib/texts.ts) adds them when the chunk
 * is evaluated, so that the listings' first load is without them. The part's ids:
 * plugins/gatsby-plugin-shop-build/src/text-parts.ts.
 */
import en from '../../../locales/en.json?part=productPage';
import ru from '../../../locales/ru.json?part=productPage';
import tm from '../../../locales/tm.json?part=productPage';
import { carryTexts } from '../texts';

carryTexts({ tm, ru, en });
