/**
 * The image viewer's texts, carried by the viewer's chunk:
 * carryTexts (src/lib/texts.ts) adds them when the chunk is evaluated. The part's ids:
 * plugins/gatsby-plugin-shop-build/src/text-parts.ts.
 */
import en from '../../../locales/en.json?part=viewer';
import ru from '../../../locales/ru.json?part=viewer';
import tm from '../../../locales/tm.json?part=viewer';
import { carryTexts } from '../texts';

carryTexts({ tm, ru, en });
