/**
 * The shop's one date and time formatter: every date and time a screen shows (checkout's delivery
 * days, the chat, the orders) is written here, in the page's language and 24-hour, in
 * Turkmenistan's time zone (where the shop sells and delivers), whatever the browser's zone.
 * Numbers come from Intl's parts of one fixed locale and the names from the tables below, so every
 * engine prints the same, also those without Turkmen locale data (Chromium has no 'tk', and falls
 * back to US English: "08:40 PM"). The staff app (src/staff-app) writes its dates with it too.
 */

export const SHOP_TIME_ZONE = 'Asia/Ashgabat';

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

export { calendarDayName } from '../../server/src/contract/day-names';
