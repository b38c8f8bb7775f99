/**
 * The staff app's texts: locales/*.json as they are (its `staff.` part, and the shop's texts the
 * kit's components show). react-intl parses them in the browser; the app has no first-load budget.
 */
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import tm from '../../locales/tm.json';
import type { Lng } from '../lib/catalog-types';

export const STAFF_TEXTS: Record<Lng, Record<string, string>> = { tm, ru, en };
