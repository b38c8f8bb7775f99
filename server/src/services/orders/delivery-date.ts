import { DELIVERY_HOURS, deliveryProblem, shopNow, type DeliveryProblem } from '../../contract/delivery-rules';

/** A moment as the shop's clock in Ashgabat shows it. */
interface LocalTime {
  year: number;
  month: number;
  day: number;
  /** minutes since midnight */
  minutes: number;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function ashgabatTime(now: Date): LocalTime {
  const { date, time } = shopNow(now);
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
    minutes: minutesOf(time),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateText = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
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
 * it: the checkout form's rule (contract/delivery-rules.ts) on the shop's clock at `now`.
 */
export const deliveryDateProblem = (date: string, time: string, now: Date): DeliveryProblem | null =>
  deliveryProblem(date, time, shopNow(now));
