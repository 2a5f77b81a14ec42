/** How practice and mock tests write (and read) times, marks, numbers and dates. */
import { formatDateTime, formatTime, indiaDay } from '@pathshala/shared/dates';

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
export function formatDuration(seconds: number) {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
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
export function spokenDuration(seconds: number) {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts = [
    minutes ? `${minutes} minute${minutes === 1 ? '' : 's'}` : '',
    rest || !minutes ? `${rest} second${rest === 1 ? '' : 's'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** '3:45 pm IST today', '9:00 am IST tomorrow' or '14 Jun, 9:00 am IST', in India's time zone. */
export function formatIst(iso: string, now = new Date()) {
  const day = indiaDay(iso);
  if (day === indiaDay(now)) return `${formatTime(iso)} IST today`;
  if (day === indiaDay(now.getTime() + 86_400_000)) return `${formatTime(iso)} IST tomorrow`;
  return `${formatDateTime(iso, { year: false })} IST`;
}

/** 'in 9 minutes', 'in 3 hours', 'in 2 days', 'now'. */
export function fromNow(iso: string, now = Date.now()) {
  const seconds = (Date.parse(iso) - now) / 1000;
  if (seconds < 60) return 'in under a minute';
  const units: [number, string][] = [
    [86_400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    if (seconds >= size) {
      const count = Math.round(seconds / size);
      return `in ${count} ${name}${count === 1 ? '' : 's'}`;
    }
  }
  return 'now';
}
