import {
  formatDate as formatIndiaDate,
  formatDateTime as formatIndiaDateTime,
  formatTime as formatIndiaTime,
  toIndiaInput,
} from '@pathshala/shared/dates';
import { formatRupees } from '@/lib/money';

const counts = new Intl.NumberFormat('en-IN');

/** Staff read every date in India time, whatever the browser's zone: '12 Mar 2025', '12 Mar 2025, 4:05 pm'. */
export const formatDate = (iso: string) => formatIndiaDate(iso);
export const formatDateTime = (iso: string) => formatIndiaDateTime(iso);
/** '4:05 pm'. */
export const formatTime = (iso: string) => formatIndiaTime(iso);

/** 149999 → '1,49,999' (Indian digit grouping). */
export const formatCount = (count: number) => counts.format(count);

/** The console writes money with the rupee sign: '₹1,49,999', '₹1,199.50'. */
export const inr = (amount: number) => `₹${formatRupees(amount)}`;

/** An instant as a `datetime-local` value in India time: '2025-03-12T16:05'. */
export function toIstInput(iso: string | null | undefined): string {
  return iso ? toIndiaInput(iso) : '';
}

/** A `datetime-local` value read as India time, as the ISO date-time the API takes. */
export function fromIstInput(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+05:30` : null;
}
