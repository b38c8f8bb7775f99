/** Interface texts per language (locales/*.json); the page's language picks one set. */
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import tm from '../../locales/tm.json';
import type { Lng } from '../lib/catalog-types';

export const MESSAGES: Record<Lng, Record<string, string>> = { tm, ru, en };
