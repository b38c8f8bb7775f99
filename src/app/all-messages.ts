/** Every language's texts, for the server render (static HTML of all three languages). */
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import tm from '../../locales/tm.json';
import { registerMessages, type Messages } from './messages';

// TypeScript reads the JSON files as texts; the bundles carry them parsed (icu-messages-loader).
registerMessages('tm', tm as unknown as Messages);
registerMessages('ru', ru as unknown as Messages);
registerMessages('en', en as unknown as Messages);
