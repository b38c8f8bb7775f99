/**
 * The shop's one date and time formatter: every date and time a screen shows (checkout's delivery
 * days, the chat, the orders) is written here, in the page's language and 24-hour, in
 * Turkmenistan's time zone (where the shop sells and delivers), whatever the browser's zone.
 * Numbers come from Intl's parts of one fixed locale and the names from the tables below, so every
 * engine prints the same, also those without Turkmen locale data (Chromium has no 'tk', and falls
 * back to US English: "08:40 PM"). The editors' and operators' pages follow the same rule in
 * server/small-page-kit/kit.js (a test keeps both in step).
 */
import type { Lng } from '../../server/src/contract/constants';

export const SHOP_TIME_ZONE = 'Asia/Ashgabat';

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

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

function partsOf(at: string | number | Date): Parts | null {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(PARTS.formatToParts(date).map((part) => [part.type, part.value])) as Parts;
}

/** '20:40' */
export function shopTime(at: string | number | Date): string {
  const parts = partsOf(at);
  return parts ? `${parts.hour}:${parts.minute}` : String(at);
}

/** '01.12.2026' */
export function shopDate(at: string | number | Date): string {
  const parts = partsOf(at);
  return parts ? `${parts.day}.${parts.month}.${parts.year}` : String(at);
}

/** '01.12.2026 20:22' */
export function shopDateTime(at: string | number | Date): string {
  const parts = partsOf(at);
  return parts ? `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}` : String(at);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' (a delivery day) as '02.12.2026'. */
export function calendarDay(day: string): string {
  const match = DAY.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}

/** A calendar day 'YYYY-MM-DD' named: 'çarşenbe, 2 dekabr', 'среда, 2 декабря', 'Wednesday, December 2'. */
export function calendarDayName(day: string, lng: Lng): string {
  const match = DAY.exec(day);
  if (!match) return day;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = WEEKDAYS[lng][(new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7];
  const monthName = MONTHS[lng][month - 1];
  return lng === 'en' ? `${weekday}, ${monthName} ${date}` : `${weekday}, ${date} ${monthName}`;
}
