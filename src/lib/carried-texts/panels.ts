/**
 * The side panels' texts (menu, catalogue, brands), carried by the panels' chunks:
 * carryTexts (src/lib/texts.ts) adds them when the chunk is evaluated. The part's ids:
 * plugins/gatsby-plugin-shop-build/src/text-parts.ts.
 */
import en from '../../../locales/en.json?part=panels';
import ru from '../../../locales/ru.json?part=panels';
import tm from '../../../locales/tm.json?part=panels';
import { carryTexts } from '../texts';

carryTexts({ tm, ru, en });
