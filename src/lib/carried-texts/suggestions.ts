/**
 * The search box's suggestion list's texts, carried by its chunk:
 * carryTexts (src/lib/texts.ts) adds them when the chunk is evaluated. The part's ids:
 * plugins/gatsby-plugin-shop-build/src/text-parts.ts.
 */
import en from '../../../locales/en.json?part=suggestions';
import ru from '../../../locales/ru.json?part=suggestions';
import tm from '../../../locales/tm.json?part=suggestions';
import { carryTexts } from '../texts';

carryTexts({ tm, ru, en });
