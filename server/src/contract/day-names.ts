/**
 * A delivery day named in the shopper's language ('çarşenbe, 2 dekabr', 'среда, 2 декабря',
 * 'Wednesday, December 2'), from tables rather than Intl: Chromium has no Turkmen locale data, and
 * the API's e-mails must say it as the site does (src/lib/dates.ts re-exports it).
 */
import type { Lng } from './constants';

/** Month names as a day is written ("2 декабря", "December 2"), January first. */
const MONTHS: Record<Lng, readonly string[]> = {
  tm: ['ýanwar', 'fewral', 'mart', 'aprel', 'maý', 'iýun', 'iýul', 'awgust', 'sentýabr', 'oktýabr', 'noýabr', 'dekabr'],
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** Day names, Monday first. */
const WEEKDAYS: Record<Lng, readonly string[]> = {
  tm: ['duşenbe', 'sişenbe', 'çarşenbe', 'penşenbe', 'anna', 'şenbe', 'ýekşenbe'],
  ru: ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' named: 'çarşenbe, 2 dekabr', 'среда, 2 декабря', 'Wednesday, December 2'. */
export function calendarDayName(day: string, lng: Lng): string {
  const match = DAY.exec(day);
  if (!match) return day;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = WEEKDAYS[lng][(new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7];
  const monthName = MONTHS[lng][month - 1];
  return lng === 'en' ? `${weekday}, ${monthName} ${date}` : `${weekday}, ${date} ${monthName}`;
}
