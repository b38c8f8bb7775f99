/**
 * The delivery date rules of spec §5 as the form applies them (the server checks them again):
 * in Asia/Ashgabat time, a date of this year in this or next month, not before today; a time from
 * 08:00 to 22:00, and today only a time still ahead. The API's extras name the days and hours it
 * offers; the picker shows those of them these rules allow at this moment.
 */
import { DELIVERY_HOURS, DELIVERY_TIME_ZONE } from '../../../server/src/contract/orders';

export interface ShopNow {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
}

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: DELIVERY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The date and time on the shop's clock (Asia/Ashgabat) at `now`. */
export function shopNow(now: Date): ShopNow {
  const found: Record<string, string> = {};
  for (const part of parts.formatToParts(now)) found[part.type] = part.value;
  return { date: `${found.year}-${found.month}-${found.day}`, time: `${found.hour}:${found.minute}` };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar day, this year, this or next month, today or later (§5). */
export function isAllowedDate(date: string, now: ShopNow): boolean {
  const match = DATE.exec(date);
  const today = DATE.exec(now.date);
  if (!match || !today) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const real = new Date(Date.UTC(year, month - 1, day));
  if (real.getUTCMonth() !== month - 1 || real.getUTCDate() !== day) return false;
  const thisYear = Number(today[1]);
  const thisMonth = Number(today[2]);
  return year === thisYear && (month === thisMonth || month === thisMonth + 1) && date >= now.date;
}

/** 08:00 to 22:00, and on today's date a time after now. */
export function isAllowedTime(date: string, time: string, now: ShopNow): boolean {
  if (!TIME.test(time)) return false;
  if (time < DELIVERY_HOURS.from || time > DELIVERY_HOURS.to) return false;
  return date !== now.date || time > now.time;
}

/** The offered days (extras.dates) the rules allow now. */
export const bookableDates = (offered: readonly string[], now: ShopNow) =>
  offered.filter((date) => isAllowedDate(date, now));

/** The offered hours (extras.times) the rules allow on `date` now. */
export const bookableTimes = (offered: readonly string[], date: string, now: ShopNow) =>
  offered.filter((time) => isAllowedTime(date, time, now));

/** The offered days with at least one hour left. */
export const daysWithHours = (dates: readonly string[], times: readonly string[], now: ShopNow) =>
  bookableDates(dates, now).filter((date) => bookableTimes(times, date, now).length > 0);
