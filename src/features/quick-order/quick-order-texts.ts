/**
 * The quick-order dialog's texts (locales/*.json `quickOrder.*`), in the dialog's own chunk, all
 * three languages (bundledTexts, src/lib/later-texts.ts).
 */
import en from '../../../locales/en.json?part=quickOrder';
import ru from '../../../locales/ru.json?part=quickOrder';
import tm from '../../../locales/tm.json?part=quickOrder';
import { bundledTexts } from '../../lib/later-texts';

export const QUICK_ORDER_TEXTS = bundledTexts({ tm, ru, en });
