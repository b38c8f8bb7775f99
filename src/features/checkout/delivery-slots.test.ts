import { describe, expect, it } from '@jest/globals';
import { bookableDates, bookableTimes, daysWithHours, isAllowedDate, isAllowedTime, shopNow } from './delivery-slots';

describe('delivery slots (spec §5, Asia/Ashgabat)', () => {
  it('reads the shop clock five hours ahead of UTC', () => {
    expect(shopNow(new Date('2026-11-24T14:30:00Z'))).toEqual({ date: '2026-11-24', time: '19:30' });
    // 20:00 UTC on the 30th is already the 1st of December in Ashgabat
    expect(shopNow(new Date('2026-11-30T20:00:00Z'))).toEqual({ date: '2026-12-01', time: '01:00' });
  });

  const now = { date: '2026-11-24', time: '19:30' };

  it('allows today and later days of this and next month, this year only', () => {
    expect(isAllowedDate('2026-11-24', now)).toBe(true);
    expect(isAllowedDate('2026-12-31', now)).toBe(true);
    expect(isAllowedDate('2026-11-23', now)).toBe(false);
    expect(isAllowedDate('2027-01-02', now)).toBe(false);
    expect(isAllowedDate('2026-11-31', now)).toBe(false);
    expect(isAllowedDate('24.11.2026', now)).toBe(false);
  });

  it('never crosses into next year from December', () => {
    const december = { date: '2026-12-30', time: '09:00' };
    expect(isAllowedDate('2026-12-31', december)).toBe(true);
    expect(isAllowedDate('2027-01-05', december)).toBe(false);
  });

  it('allows 08:00 to 22:00, and today only later than now', () => {
    expect(isAllowedTime('2026-11-25', '08:00', now)).toBe(true);
    expect(isAllowedTime('2026-11-25', '22:00', now)).toBe(true);
    expect(isAllowedTime('2026-11-25', '07:59', now)).toBe(false);
    expect(isAllowedTime('2026-11-25', '22:01', now)).toBe(false);
    expect(isAllowedTime('2026-11-24', '19:30', now)).toBe(false);
    expect(isAllowedTime('2026-11-24', '20:00', now)).toBe(true);
    expect(isAllowedTime('2026-11-25', '25:00', now)).toBe(false);
  });

  it('offers only the allowed days and hours of the API lists', () => {
    const times = ['08:00', '12:00', '18:00', '20:00', '22:00'];
    expect(bookableDates(['2026-11-23', '2026-11-24', '2027-01-01'], now)).toEqual(['2026-11-24']);
    expect(bookableTimes(times, '2026-11-24', now)).toEqual(['20:00', '22:00']);
    expect(bookableTimes(times, '2026-11-25', now)).toEqual(times);
    const late = { date: '2026-11-24', time: '22:00' };
    expect(daysWithHours(['2026-11-24', '2026-11-25'], times, late)).toEqual(['2026-11-25']);
  });
});
