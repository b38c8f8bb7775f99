/**
 * The chat's texts (locales/*.json `chat.*`), in the chat's own chunk, all three languages
 * (bundledTexts, src/lib/later-texts.ts).
 */
import en from '../../../locales/en.json?part=chat';
import ru from '../../../locales/ru.json?part=chat';
import tm from '../../../locales/tm.json?part=chat';
import { bundledTexts } from '../../lib/later-texts';

export const CHAT_TEXTS = bundledTexts({ tm, ru, en });
