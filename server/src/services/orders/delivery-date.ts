import { DELIVERY_HOURS, DELIVERY_TIME_ZONE } from '../../contract/orders';
import type { MessageId } from '../../lib/messages';

/** A moment as the shop's clock in Ashgabat shows it. */
interface LocalTime {
  year: number;
  month: number;
  day: number;
  /** minutes since midnight */
  minutes: number;
}

const FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: DELIVERY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function ashgabatTime(now: Date): LocalTime {
  const parts = Object.fromEntries(FORMAT.formatToParts(now).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateText = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const FROM = minutesOf(DELIVERY_HOURS.from);
const TO = minutesOf(DELIVERY_HOURS.to);

/** Today's date in Ashgabat, YYYY-MM-DD. */
export function todayInAshgabat(now: Date): string {
  const local = ashgabatTime(now);
  return dateText(local.year, local.month, local.day);
}

/** The hours a delivery can be booked at: 08:00, 09:00, …, 22:00. */
export function bookableTimes(): string[] {
  const times: string[] = [];
  for (let minutes = FROM; minutes <= TO; minutes += 60) times.push(`${pad(minutes / 60)}:00`);
  return times;
}

/**
 * Spec §5 in Asia/Ashgabat: this year, this or next month, from today on (today only while an hour
 * before 22:00 is left). In December the next month is in another year, so only December's days.
 */
export function bookableDates(now: Date): string[] {
  const local = ashgabatTime(now);
  const dates: string[] = [];
  const lastMonth = Math.min(local.month + 1, 12);
  for (let month = local.month; month <= lastMonth; month++) {
    const first = month === local.month ? local.day : 1;
    for (let day = first; day <= daysIn(local.year, month); day++) {
      if (month === local.month && day === local.day && local.minutes >= TO) continue;
      dates.push(dateText(local.year, month, day));
    }
  }
  return dates;
}

/**
 * Why a booked delivery date and time break spec §5 (the message to answer), or null when they keep
 * it: a real date, not before today (today only at a time still ahead), of this year, in this or
 * next month; 08:00 to 22:00.
 */
export function deliveryDateProblem(date: string, time: string, now: Date): MessageId | null {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(date);
  const timeMatch = /^([0-9]{2}):([0-9]{2})$/.exec(time);
  if (!match) return 'deliveryDateInvalid';
  if (!timeMatch || Number(timeMatch[1]) > 23 || Number(timeMatch[2]) > 59) return 'deliveryTimeInvalid';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return 'deliveryDateInvalid';
  const minutes = minutesOf(time);
  if (minutes < FROM || minutes > TO) return 'deliveryTimeInvalid';
  const local = ashgabatTime(now);
  const today = dateText(local.year, local.month, local.day);
  // Zero-padded YYYY-MM-DD texts sort as the dates do.
  if (date < today || (date === today && minutes <= local.minutes)) return 'deliveryDatePast';
  if (year !== local.year || (month !== local.month && month !== local.month + 1)) return 'deliveryDateInvalid';
  return null;
}
