import { describe, expect, it, vi } from 'vitest';
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatTime,
  indiaDay,
  indiaDayAndMinute,
  toIndiaInput,
} from './dates.ts';

// A payment at 19:25 UTC on 1 December is 12:55 am on 2 December in India.
const LATE_EVENING_UTC = '2025-12-01T19:25:00Z';

let seed = 7;
const random = () => {
  seed = (seed * 16_807) % 2_147_483_647;
  return seed / 2_147_483_647;
};
const randomInstants = (count: number) =>
  Array.from({ length: count }, () => new Date(Date.UTC(1990, 0, 1) + random() * 60 * 365.25 * 86_400_000));

describe('dates in India time', () => {
  it('writes the day in India, not the UTC day', () => {
    expect(formatDate(LATE_EVENING_UTC)).toBe('2 Dec 2025');
    expect(formatDate(LATE_EVENING_UTC, { month: 'long' })).toBe('2 December 2025');
    expect(formatDateTime(LATE_EVENING_UTC)).toBe('2 Dec 2025, 12:55 am');
    expect(formatTime(LATE_EVENING_UTC)).toBe('12:55 am');
    expect(indiaDay(LATE_EVENING_UTC)).toBe('2025-12-02');
    expect(indiaDayAndMinute(LATE_EVENING_UTC)).toBe('2025-12-02 00:55');
    expect(toIndiaInput(LATE_EVENING_UTC)).toBe('2025-12-02T00:55');
  });

  it('turns the day at midnight in India: 18:29:59 and 18:30 UTC', () => {
    expect(formatDateTime('2026-09-04T18:29:59.999Z')).toBe('4 Sept 2026, 11:59 pm');
    expect(formatDateTime('2026-09-04T18:30:00.000Z')).toBe('5 Sept 2026, 12:00 am');
    expect(formatTime('2026-09-05T06:30:00Z')).toBe('12:00 pm');
    // Across a year's end and a leap day.
    expect(formatDate('2025-12-31T18:30:00Z', { weekday: true })).toBe('Thu, 1 Jan 2026');
    expect(formatDate('2024-02-28T18:30:00Z')).toBe('29 Feb 2024');
  });

  it('keeps the same offset all year: no daylight saving in India', () => {
    for (const month of ['01', '03', '04', '06', '10', '11']) {
      expect(formatTime(`2026-${month}-15T12:00:00Z`), month).toBe('5:30 pm');
    }
  });

  it('is the same whatever the zone of the machine', () => {
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
        vi.stubEnv('TZ', tz);
        expect(new Date(LATE_EVENING_UTC).getTimezoneOffset(), tz).not.toBe(-330);
        expect(formatDateTime(new Date(LATE_EVENING_UTC)), tz).toBe('2 Dec 2025, 12:55 am');
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('writes what Intl en-IN writes in Asia/Kolkata, over sixty years', () => {
    const inIndia = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', ...options });
    const short = inIndia({ day: 'numeric', month: 'short', year: 'numeric' });
    const long = inIndia({ day: 'numeric', month: 'long', year: 'numeric' });
    const twoDigit = inIndia({ day: '2-digit', month: 'short', year: 'numeric' });
    const dateTime = inIndia({ dateStyle: 'medium', timeStyle: 'short' });
    const time = inIndia({ hour: 'numeric', minute: '2-digit', hour12: true });
    const samples = [new Date('2026-09-04T18:29:59.999Z'), new Date('2026-09-04T18:30:00Z')];
    samples.push(...randomInstants(3000));
    for (const at of samples) {
      const label = at.toISOString();
      expect(formatDate(at), label).toBe(short.format(at));
      expect(formatDate(at, { month: 'long' }), label).toBe(long.format(at));
      expect(formatDate(at, { day: '2-digit' }), label).toBe(twoDigit.format(at));
      expect(formatDateTime(at), label).toBe(dateTime.format(at).replace(/\s/g, ' '));
      expect(formatTime(at), label).toBe(time.format(at).replace(/\s/g, ' '));
    }
  });

  it('writes what Intl hi-IN writes in Asia/Kolkata when the style asks for Hindi', () => {
    const inIndia = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', ...options });
    const short = inIndia({ day: 'numeric', month: 'short', year: 'numeric' });
    const long = inIndia({ day: 'numeric', month: 'long', year: 'numeric' });
    const weekday = inIndia({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    const dateTime = inIndia({
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    const hindi = { locale: 'hi-IN' } as const;
    expect(formatDate(LATE_EVENING_UTC, { ...hindi, month: 'long' })).toBe('2 दिसंबर 2025');
    expect(formatDateTime(LATE_EVENING_UTC, { ...hindi, weekday: true })).toBe('मंगल, 2 दिस॰ 2025, 12:55 am');
    for (const at of randomInstants(1000)) {
      const label = at.toISOString();
      expect(formatDate(at, hindi), label).toBe(short.format(at));
      expect(formatDate(at, { ...hindi, month: 'long' }), label).toBe(long.format(at));
      expect(formatDate(at, { ...hindi, weekday: true }), label).toBe(weekday.format(at));
      expect(formatDateTime(at, hindi), label).toBe(dateTime.format(at).replace(/\s/g, ' '));
    }
  });

  it('writes calendar days and months as they are, in any style', () => {
    expect(formatCalendarDay('2026-11-26')).toBe('26 Nov 2026');
    expect(formatCalendarDay('2026-11-26', { year: false })).toBe('26 Nov');
    expect(formatCalendarDay('2026-11', { month: 'long', day: 'none' })).toBe('November 2026');
    expect(formatCalendarDay('2024-07-08', { month: 'long', day: '2-digit', monthFirst: true })).toBe(
      'July 08, 2024',
    );
    expect(formatCalendarDay('someday')).toBe('someday');
  });

  it('gives an unreadable value back as it came, never "Invalid Date"', () => {
    expect(formatDate('1 December 2025, evening')).toBe('1 December 2025, evening');
    // Only ISO texts are read: a date already written (an e-mail queued earlier) is not read again.
    expect(formatDate('1 December 2025', { month: 'long' })).toBe('1 December 2025');
    expect(formatDateTime('')).toBe('');
    expect(formatTime(Number.NaN)).toBe('');
    expect(indiaDay(new Date(Number.NaN))).toBe('');
  });
});
