import { formatRupees } from '@/lib/money';

/** Staff read every date in India time, whatever the browser's zone: '12 Mar 2025'. */
const istDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
/** '12 Mar 2025, 4:05 pm'. */
const istDateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
/** '4:05 pm'. */
const istTime = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const counts = new Intl.NumberFormat('en-IN');

export const formatDate = (iso: string) => istDate.format(new Date(iso));
export const formatDateTime = (iso: string) => istDateTime.format(new Date(iso));
export const formatTime = (iso: string) => istTime.format(new Date(iso));

/** 149999 → '1,49,999' (Indian digit grouping). */
export const formatCount = (count: number) => counts.format(count);

/** The console writes money with the rupee sign: '₹1,49,999', '₹1,199.50'. */
export const inr = (amount: number) => `₹${formatRupees(amount)}`;

const IST_OFFSET_MS = 330 * 60_000;

/** An instant as a `datetime-local` value in India time: '2025-03-12T16:05'. */
export function toIstInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as India time, as the ISO date-time the API takes. */
export function fromIstInput(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+05:30` : null;
}
