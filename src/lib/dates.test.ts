/** The one date and time formatter, the shop's and the staff app's. */
import { describe, expect, it } from '@jest/globals';
import { calendarDay, calendarDayName, shopDate, shopDateTime, shopTime } from './dates';

// 20:40 and 20:22:39 in Ashgabat (UTC+5), a Tuesday.
const EVENING = '2026-12-01T15:40:00Z';
const QUEUED = '2026-12-01T15:22:39Z';

describe('dates', () => {
  it('writes times 24-hour in Turkmenistan, whatever the browser zone', () => {
    expect(shopTime(EVENING)).toBe('20:40');
    expect(shopTime('2026-12-01T19:05:00Z')).toBe('00:05');
    expect(shopDate('2026-12-01T19:05:00Z')).toBe('02.12.2026');
    expect(shopDateTime(QUEUED)).toBe('01.12.2026 20:22');
  });

  it('names delivery days in the page language, Turkmen included', () => {
    expect(calendarDayName('2026-12-02', 'tm')).toBe('çarşenbe, 2 dekabr');
    expect(calendarDayName('2026-12-04', 'tm')).toBe('anna, 4 dekabr');
    expect(calendarDayName('2027-01-03', 'tm')).toBe('ýekşenbe, 3 ýanwar');
    expect(calendarDayName('2026-05-11', 'tm')).toBe('duşenbe, 11 maý');
    expect(calendarDayName('2026-12-02', 'ru')).toBe('среда, 2 декабря');
    expect(calendarDayName('2026-12-02', 'en')).toBe('Wednesday, December 2');
    expect(calendarDay('2026-12-02')).toBe('02.12.2026');
  });

  it('leaves what is not a date as it came', () => {
    expect(shopTime('soon')).toBe('soon');
    expect(calendarDayName('2026-12', 'tm')).toBe('2026-12');
  });
});
