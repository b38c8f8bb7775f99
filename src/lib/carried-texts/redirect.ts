/**
 * The suggestion redirect page's text, carried by its chunk:
 * carryTexts (src/lib/texts.ts) adds them when the chunk is evaluated. The part's ids:
 * plugins/gatsby-plugin-shop-build/src/text-parts.ts.
 */
import en from '../../../locales/en.json?part=redirect';
import ru from '../../../locales/ru.json?part=redirect';
import tm from '../../../locales/tm.json?part=redirect';
import { carryTexts } from '../texts';

carryTexts({ tm, ru, en });
