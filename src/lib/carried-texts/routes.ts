/**
 * The client-only routes' texts (their heads and screens), carried by their pages' chunks:
 * carryTexts (src/lib/texts.ts) adds them when the chunk is evaluated. The part's ids:
 * plugins/gatsby-plugin-shop-build/src/text-parts.ts.
 */
import en from '../../../locales/en.json?part=routes';
import ru from '../../../locales/ru.json?part=routes';
import tm from '../../../locales/tm.json?part=routes';
import { carryTexts } from '../texts';

carryTexts({ tm, ru, en });
