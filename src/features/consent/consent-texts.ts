/** The cookie banner's texts (locales/*.json `consent.*`), in the banner's own chunk. */
import en from '../../../locales/en.json?part=consent';
import ru from '../../../locales/ru.json?part=consent';
import tm from '../../../locales/tm.json?part=consent';

export const CONSENT_MESSAGES = { tm, ru, en };
