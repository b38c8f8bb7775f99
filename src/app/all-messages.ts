/** Every language's texts, for the server render (static HTML of all three languages). */
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import tm from '../../locales/tm.json';
import { registerMessages } from './messages';

registerMessages('tm', tm);
registerMessages('ru', ru);
registerMessages('en', en);
