/**
 * Order times as the shop's customers read them: the day as dd.mm.yyyy and the time as HH:MM, in
 * Turkmenistan's time zone (where the shop delivers), whatever the browser's zone. Written out
 * from parts so every browser prints the same, also those without Turkmen locale data.
 */
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Ashgabat',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(PARTS.formatToParts(date).map((part) => [part.type, part.value]));
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
}

export function orderDate(iso: string): string {
  const parts = partsOf(iso);
  return parts ? `${parts.day}.${parts.month}.${parts.year}` : iso;
}

export function orderDateTime(iso: string): string {
  const parts = partsOf(iso);
  return parts ? `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}` : iso;
}

/** A delivery day 'YYYY-MM-DD' as dd.mm.yyyy. */
export function deliveryDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}
