/**
 * The chat's texts (locales/*.json `chat.*`), in the chat's own chunk, all three languages (small;
 * a chunk per language would add entries to the runtime every page loads: checkout-texts.ts says
 * why that matters).
 */
import en from '../../../locales/en.json?part=chat';
import ru from '../../../locales/ru.json?part=chat';
import tm from '../../../locales/tm.json?part=chat';
import type { TextsLoaders } from '../../lib/later-texts';

export const CHAT_TEXTS: TextsLoaders = {
  tm: () => Promise.resolve({ default: tm }),
  ru: () => Promise.resolve({ default: ru }),
  en: () => Promise.resolve({ default: en }),
};
