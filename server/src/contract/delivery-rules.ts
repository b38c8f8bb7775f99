/**
 * The delivery date rule of spec §5, §9, for the checkout form and the API alike (docs/adr/023): on
 * the shop's clock (Asia/Ashgabat), a real day of this year in this or next month, not before today;
 * an hour from 08:00 to 22:00, and today only one still ahead. No TypeBox here: the browser bundle
 * takes the file whole.
 */

export const DELIVERY_TIME_ZONE = 'Asia/Ashgabat';
export const DELIVERY_HOURS = { from: '08:00', to: '22:00' } as const;
export const DELIVERY_DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
export const DELIVERY_TIME_PATTERN = '^[0-9]{2}:[0-9]{2}$';

/** Why a booking breaks the rule; each is a message the API answers (server/src/lib/messages.ts). */
export type DeliveryProblem = 'deliveryDateInvalid' | 'deliveryTimeInvalid' | 'deliveryDatePast';

/** A moment on the shop's clock. */
export interface ShopNow {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
}

const CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: DELIVERY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The date and time on the shop's clock at `now`. */
export function shopNow(now: Date): ShopNow {
  const found: Record<string, string> = {};
  for (const part of CLOCK.formatToParts(now)) found[part.type] = part.value;
  return { date: `${found.year}-${found.month}-${found.day}`, time: `${found.hour}:${found.minute}` };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The day alone: a real calendar day, today or later, this year, this or next month. */
export function deliveryDateProblem(date: string, now: ShopNow): DeliveryProblem | null {
  const match = DATE.exec(date);
  const today = DATE.exec(now.date);
  if (!match || !today) return 'deliveryDateInvalid';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const real = new Date(Date.UTC(year, month - 1, day));
  if (real.getUTCFullYear() !== year || real.getUTCMonth() !== month - 1 || real.getUTCDate() !== day)
    return 'deliveryDateInvalid';
  // Zero-padded YYYY-MM-DD texts sort as the dates do.
  if (date < now.date) return 'deliveryDatePast';
  const [thisYear, thisMonth] = [Number(today[1]), Number(today[2])];
  if (year !== thisYear || (month !== thisMonth && month !== thisMonth + 1)) return 'deliveryDateInvalid';
  return null;
}

/** The hour on `date`: HH:MM from 08:00 to 22:00, and on today's date one after now. */
export function deliveryTimeProblem(date: string, time: string, now: ShopNow): DeliveryProblem | null {
  if (!TIME.test(time) || time < DELIVERY_HOURS.from || time > DELIVERY_HOURS.to) return 'deliveryTimeInvalid';
  return date === now.date && time <= now.time ? 'deliveryDatePast' : null;
}

/** The booking's first problem: a malformed or impossible day, then the hour, then the day's place in time. */
export function deliveryProblem(date: string, time: string, now: ShopNow): DeliveryProblem | null {
  const dateProblem = deliveryDateProblem(date, now);
  if (dateProblem === 'deliveryDateInvalid') return dateProblem;
  return deliveryTimeProblem(date, time, now) ?? dateProblem;
}
