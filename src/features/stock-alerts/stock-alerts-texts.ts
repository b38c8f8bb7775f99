/**
 * The back-in-stock texts (locales/*.json `stockAlerts.*`): in the chunks of the notify-me dialog,
 * the settings list and the /stock-alerts page, never in a catalogue page's first load. All three
 * languages (small; quick-order-texts.ts says why not one chunk per language).
 */
import en from '../../../locales/en.json?part=stockAlerts';
import ru from '../../../locales/ru.json?part=stockAlerts';
import tm from '../../../locales/tm.json?part=stockAlerts';
import type { TextsLoaders } from '../../lib/later-texts';

export const STOCK_ALERT_MESSAGES = { tm, ru, en };

export const STOCK_ALERT_TEXTS: TextsLoaders = {
  tm: () => Promise.resolve({ default: tm }),
  ru: () => Promise.resolve({ default: ru }),
  en: () => Promise.resolve({ default: en }),
};
