import type { Locale } from './locales.ts';

/**
 * Every date and time the product shows — pages, e-mails, PDFs — in India Standard Time, as the `en-IN` locale
 * writes it ('2 Dec 2025, 12:55 am'), or another interface language's locale when a style names it ('2 दिस॰
 * 2025, 12:55 am'), whatever the zone of the server or the browser.
 *
 * Written without `Intl` on purpose: IST is UTC+05:30 all year (no daylight saving), so the arithmetic is exact;
 * the server and every browser then draw the same text (engines' locale data differ, e.g. 'Sep' or 'Sept', and
 * a page the server drew must hydrate unchanged); and the first `Intl` formatter a page makes costs 90–190 ms
 * of main thread on a throttled phone.
 */

/** An instant: a Date, an ISO string or milliseconds since the epoch. */
export type Instant = Date | string | number;

export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MS = 330 * 60_000;

interface CalendarNames {
  shortMonths: readonly string[];
  longMonths: readonly string[];
  weekdays: readonly string[];
}

/** Month and weekday names as each locale writes them ('Sept', not 'Sep', in en-IN; 'दिस॰' in hi-IN). */
const NAMES: Record<Locale, CalendarNames> = {
  'en-IN': {
    shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    longMonths: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
  'hi-IN': {
    shortMonths: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
    longMonths: [
      'जनवरी',
      'फ़रवरी',
      'मार्च',
      'अप्रैल',
      'मई',
      'जून',
      'जुलाई',
      'अगस्त',
      'सितंबर',
      'अक्टूबर',
      'नवंबर',
      'दिसंबर',
    ],
    weekdays: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
  },
};

const pad = (value: number) => String(value).padStart(2, '0');

// Strings are read only as ISO 8601: engines parse other texts differently ('1 December 2025' as local time).
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(T|$)/;

/** The wall clock in India at an instant, read through the UTC getters; null for an unreadable value. */
function indiaClock(at: Instant): Date | null {
  const time =
    at instanceof Date
      ? at.getTime()
      : typeof at === 'number'
        ? at
        : ISO_INSTANT.test(at)
          ? Date.parse(at)
          : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time + IST_OFFSET_MS);
}

export interface DateStyle {
  /** 'short' (default): 'Dec', 'Sept'; 'long': 'December'. */
  month?: 'short' | 'long';
  /** 'numeric' (default): '2'; '2-digit': '02'; 'none': the month and year only ('December 2025'). */
  day?: 'numeric' | '2-digit' | 'none';
  /** Without the year: '2 Dec'. */
  year?: boolean;
  /** With the weekday first: 'Tue, 2 Dec 2025'. */
  weekday?: boolean;
  /** The month first, as in American English: 'December 02, 2025' (the legal pages' own style). */
  monthFirst?: boolean;
  /** The language of the month and weekday names (default en-IN). */
  locale?: Locale;
}

/**
 * The day of an instant in India: '2 Dec 2025' (or as `style` asks). An unreadable value comes back as given
 * (an empty string for a number or an invalid Date), so a page never shows 'Invalid Date'.
 */
export function formatDate(at: Instant, style: DateStyle = {}): string {
  const india = indiaClock(at);
  if (!india) return typeof at === 'string' ? at : '';
  const names = NAMES[style.locale ?? 'en-IN'];
  const month = (style.month === 'long' ? names.longMonths : names.shortMonths)[india.getUTCMonth()];
  const dayOfMonth = india.getUTCDate();
  const day = style.day === 'none' ? '' : style.day === '2-digit' ? pad(dayOfMonth) : String(dayOfMonth);
  const year = style.year === false ? '' : String(india.getUTCFullYear());
  const written = style.monthFirst
    ? `${month}${day ? ` ${day}` : ''}${year ? `${day ? ',' : ''} ${year}` : ''}`
    : [day, month, year].filter(Boolean).join(' ');
  return style.weekday ? `${names.weekdays[india.getUTCDay()]}, ${written}` : written;
}

/** The time of day in India: '12:55 am', '7:30 pm' (en-IN's 12-hour clock; hi-IN writes it the same). */
export function formatTime(at: Instant): string {
  const india = indiaClock(at);
  if (!india) return typeof at === 'string' ? at : '';
  const hours = india.getUTCHours();
  return `${hours % 12 || 12}:${pad(india.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Day and time in India: '2 Dec 2025, 12:55 am'. */
export function formatDateTime(at: Instant, style: DateStyle = {}): string {
  if (!indiaClock(at)) return typeof at === 'string' ? at : '';
  return `${formatDate(at, style)}, ${formatTime(at)}`;
}

/** The calendar day in India as YYYY-MM-DD ('2025-12-02'): a key for days, filters and spreadsheets. */
export function indiaDay(at: Instant): string {
  return indiaClock(at)?.toISOString().slice(0, 10) ?? '';
}

/** Day and minute in India as a spreadsheet reads them: '2025-12-02 00:55'. */
export function indiaDayAndMinute(at: Instant): string {
  return indiaClock(at)?.toISOString().slice(0, 16).replace('T', ' ') ?? '';
}

/** The value of a `datetime-local` input showing an instant in India: '2025-12-02T00:55'. */
export function toIndiaInput(at: Instant): string {
  return indiaClock(at)?.toISOString().slice(0, 16) ?? '';
}

/**
 * A calendar day (YYYY-MM-DD, or YYYY-MM for a month) written as `formatDate` writes days: '2026-11-26' →
 * '26 Nov 2026'. The day is the same in every zone.
 */
export function formatCalendarDay(day: string, style: DateStyle = {}): string {
  const full = /^\d{4}-\d{2}$/.test(day) ? `${day}-01` : day;
  return /^\d{4}-\d{2}-\d{2}$/.test(full) ? formatDate(`${full}T00:00:00+05:30`, style) : day;
}
