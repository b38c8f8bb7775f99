/**
 * The delivery date rule of spec §5 as the checkout's picker applies it: the rule itself is the
 * API's own (contract/delivery-rules.ts), so the form and the server cannot disagree. The API's
 * extras name the days and hours it offers; the picker shows those of them the rule allows now.
 */
import {
  deliveryDateProblem,
  deliveryTimeProblem,
  shopNow,
  type ShopNow,
} from '../../../server/src/contract/delivery-rules';

export { shopNow, type ShopNow };

/** A real calendar day, this year, this or next month, today or later (§5). */
export const isAllowedDate = (date: string, now: ShopNow) => deliveryDateProblem(date, now) === null;

/** 08:00 to 22:00, and on today's date a time after now. */
export const isAllowedTime = (date: string, time: string, now: ShopNow) =>
  deliveryTimeProblem(date, time, now) === null;

/** The offered days (extras.dates) the rules allow now. */
export const bookableDates = (offered: readonly string[], now: ShopNow) =>
  offered.filter((date) => isAllowedDate(date, now));

/** The offered hours (extras.times) the rules allow on `date` now. */
export const bookableTimes = (offered: readonly string[], date: string, now: ShopNow) =>
  offered.filter((time) => isAllowedTime(date, time, now));

/** The offered days with at least one hour left. */
export const daysWithHours = (dates: readonly string[], times: readonly string[], now: ShopNow) =>
  bookableDates(dates, now).filter((date) => bookableTimes(times, date, now).length > 0);
