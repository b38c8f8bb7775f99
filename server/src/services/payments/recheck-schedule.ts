/**
 * When a paid card attempt is asked again at the gateway (docs/adr/025 rule 7): often while a
 * reversal at the bank's console is likeliest, then daily while a refund can still come.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** During the first day after payment (when a console reversal is likeliest) the gateway is asked this often. */
export const RECHECK_FIRST_DAY_MS = 10 * MINUTE;
/** After the first day, once a day… */
export const RECHECK_DAILY_MS = DAY;
/** …until the payment is this old (a card's chargeback window is the bank's business after). */
export const RECHECK_FOR_MS = 30 * DAY;

/**
 * When an attempt paid at `paidAt` and checked at `now` is asked again: 10 minutes on while it is
 * less than a day old, then a day on, the last check at 30 days; null: no more checks.
 */
export function nextRecheck(paidAt: Date, now: Date): Date | null {
  const age = now.getTime() - paidAt.getTime();
  if (age >= RECHECK_FOR_MS) return null;
  const step = age < DAY ? RECHECK_FIRST_DAY_MS : RECHECK_DAILY_MS;
  return new Date(Math.min(now.getTime() + step, paidAt.getTime() + RECHECK_FOR_MS));
}
