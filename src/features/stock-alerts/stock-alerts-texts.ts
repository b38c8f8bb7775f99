/**
 * The back-in-stock texts (locales/*.json `stockAlerts.*`): in the chunks of the notify-me dialog,
 * the settings list and the /stock-alerts page, never in a catalogue page's first load. All three
 * languages (bundledTexts, src/lib/later-texts.ts).
 */
import en from '../../../locales/en.json?part=stockAlerts';
import ru from '../../../locales/ru.json?part=stockAlerts';
import tm from '../../../locales/tm.json?part=stockAlerts';
import { bundledTexts } from '../../lib/later-texts';

export const STOCK_ALERT_MESSAGES = { tm, ru, en };

export const STOCK_ALERT_TEXTS = bundledTexts(STOCK_ALERT_MESSAGES);
