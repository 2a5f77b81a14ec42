/** How practice and mock tests write (and read) times, marks, numbers and dates, in the reader's language. */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { type DateStyle, formatDate, formatTime, INDIA_TIME_ZONE, indiaDay } from '@pathshala/shared/dates';
import { SOURCE_LOCALE } from '@pathshala/shared/locales';

/** A number typed in a numeric answer, or null while it is empty or not a number. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

const marks = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A score or a mark: 12.75, 0.25; negatives with a real minus sign. */
export const formatMarks = (value: number) => marks.format(value).replace('-', '−');

/** Marks for a right and a wrong answer: '+1 / −0.25', or '+1 / 0' without negative marking. */
export const markingScheme = (marksPerQuestion: number, negativeMarks: number) =>
  `+${formatMarks(marksPerQuestion)} / ${negativeMarks > 0 ? `−${formatMarks(negativeMarks)}` : '0'}`;

/** A mark given for one question: '+1', '−0.25', '0'. */
export const signedMarks = (value: number) =>
  value > 0 ? `+${formatMarks(value)}` : value < 0 ? formatMarks(value) : '0';

/** A length for reading: '25 min', '1 h 5 min', '45 s'. */
export function formatDuration(i18n: I18n, seconds: number) {
  if (seconds < 60) {
    const whole = Math.max(0, Math.round(seconds));
    return i18n._(msg`${whole} s`);
  }
  const total = Math.round(seconds / 60);
  if (total < 60) return i18n._(msg`${total} min`);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return minutes ? i18n._(msg`${hours} h ${minutes} min`) : i18n._(msg`${hours} h`);
}

/** A countdown: '04:07', or '1:02:09' past an hour. */
export function formatClock(seconds: number) {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

/** The same countdown for a screen reader: '4 minutes 7 seconds'. */
export function spokenDuration(i18n: I18n, seconds: number) {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts = [
    minutes ? i18n._(msg({ message: plural(minutes, { one: '# minute', other: '# minutes' }) })) : '',
    rest || !minutes ? i18n._(msg({ message: plural(rest, { one: '# second', other: '# seconds' }) })) : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * The day of an instant in India in the reader's language: '2 Dec 2025' in English (the shared helper's
 * writing), another language's month names through Intl.
 */
export function formatDayIn(i18n: I18n, at: string, style: Pick<DateStyle, 'year'> = {}) {
  if (i18n.locale === SOURCE_LOCALE || Number.isNaN(Date.parse(at))) return formatDate(at, style);
  return new Intl.DateTimeFormat(i18n.locale, {
    timeZone: INDIA_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    ...(style.year === false ? {} : { year: 'numeric' }),
  }).format(new Date(at));
}

/** '3:45 pm IST today', '9:00 am IST tomorrow' or '14 Jun, 9:00 am IST', in India's time zone. */
export function formatIst(i18n: I18n, iso: string, now = new Date()) {
  const day = indiaDay(iso);
  const time = formatTime(iso);
  if (day === indiaDay(now)) return i18n._(msg`${time} IST today`);
  if (day === indiaDay(now.getTime() + 86_400_000)) return i18n._(msg`${time} IST tomorrow`);
  return `${formatDayIn(i18n, iso, { year: false })}, ${time} IST`;
}

/** 'in 9 minutes', 'in 3 hours', 'in 2 days', 'now'. */
export function fromNow(i18n: I18n, iso: string, now = Date.now()) {
  const seconds = (Date.parse(iso) - now) / 1000;
  if (seconds < 60) return i18n._(msg`in under a minute`);
  if (seconds >= 86_400) {
    const count = Math.round(seconds / 86_400);
    return i18n._(msg({ message: plural(count, { one: 'in # day', other: 'in # days' }) }));
  }
  if (seconds >= 3600) {
    const count = Math.round(seconds / 3600);
    return i18n._(msg({ message: plural(count, { one: 'in # hour', other: 'in # hours' }) }));
  }
  if (seconds >= 60) {
    const count = Math.round(seconds / 60);
    return i18n._(msg({ message: plural(count, { one: 'in # minute', other: 'in # minutes' }) }));
  }
  return i18n._(msg`now`);
}
