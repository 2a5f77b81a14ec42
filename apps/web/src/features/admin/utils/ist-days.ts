/** Calendar days and months in India time, as the API's date filters read them (YYYY-MM-DD, YYYY-MM). */
import { formatCalendarDay, indiaDay } from '@pathshala/shared/dates';

const DAY_MS = 86_400_000;

/** Today in India, whatever the browser's zone: '2026-11-26'. */
export const todayInIndia = (now = new Date()) => indiaDay(now);

/** A calendar day moved by whole days: ('2026-11-26', -29) → '2026-10-28'. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from one calendar day to another, both included: ('2026-11-01', '2026-11-30') → 30. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export const isCalendarDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The start of an India-time day, as a Unix time in seconds (what a time chart plots). */
export const istMidnightSeconds = (day: string) => Date.parse(`${day}T00:00:00+05:30`) / 1000;

/** '2026-11-26' → '26 Nov 2026'. */
export const formatDay = (day: string) => formatCalendarDay(day);
/** '2026-11-26' → '26 Nov'. */
export const formatShortDay = (day: string) => formatCalendarDay(day, { year: false });
/** '2026-11' → 'November 2026'. */
export const formatMonth = (month: string) => formatCalendarDay(month, { month: 'long', day: 'none' });

export const isYearMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** This month and the `count - 1` before it, newest first: ['2026-11', '2026-10', …]. */
export function recentMonths(count: number, today = todayInIndia()): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
