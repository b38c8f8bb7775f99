/**
 * The gift certificates' texts (locales/*.json `gift.*`): in the chunks of the profile's "My gift
 * certificates" section and the /gift-certificates balance page, never in a catalogue page's first
 * load. All three languages (bundledTexts, src/lib/later-texts.ts).
 */
import en from '../../../locales/en.json?part=gift';
import ru from '../../../locales/ru.json?part=gift';
import tm from '../../../locales/tm.json?part=gift';
import { bundledTexts } from '../../lib/later-texts';

export const GIFT_MESSAGES = { tm, ru, en };

export const GIFT_TEXTS = bundledTexts(GIFT_MESSAGES);
