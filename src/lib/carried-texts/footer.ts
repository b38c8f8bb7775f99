/**
 * The footer's texts, carried by the footer's chunk (loaded when the shopper nears it):
 * carryTexts (src/lib/texts.ts) adds them when the chunk is evaluated. The part's ids:
 * plugins/gatsby-plugin-shop-build/src/text-parts.ts.
 */
import en from '../../../locales/en.json?part=footer';
import ru from '../../../locales/ru.json?part=footer';
import tm from '../../../locales/tm.json?part=footer';
import { carryTexts } from '../texts';

carryTexts({ tm, ru, en });
