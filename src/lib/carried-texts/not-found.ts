/**
 * The 404 page's texts, carried by its chunk:
 * carryTexts (src/lib/texts.ts) adds them when the chunk is evaluated. The part's ids:
 * plugins/gatsby-plugin-shop-build/src/text-parts.ts.
 */
import en from '../../../locales/en.json?part=notFound';
import ru from '../../../locales/ru.json?part=notFound';
import tm from '../../../locales/tm.json?part=notFound';
import { carryTexts } from '../texts';

carryTexts({ tm, ru, en });
