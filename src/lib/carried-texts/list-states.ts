/**
 * The lists' empty-state texts, carried by the list screens' chunks:
 * carryTexts (src/lib/texts.ts) adds them when the chunk is evaluated. The part's ids:
 * plugins/gatsby-plugin-shop-build/src/text-parts.ts.
 */
import en from '../../../locales/en.json?part=listStates';
import ru from '../../../locales/ru.json?part=listStates';
import tm from '../../../locales/tm.json?part=listStates';
import { carryTexts } from '../texts';

carryTexts({ tm, ru, en });
