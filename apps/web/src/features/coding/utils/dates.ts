import type { I18n } from '@lingui/core';
import { formatDate, formatDateTime, formatTime, INDIA_TIME_ZONE } from '@pathshala/shared/dates';
import { SOURCE_LOCALE } from '@pathshala/shared/locales';

/**
 * Day and time in India in the reader's language: '2 Dec 2025, 12:55 am' in English (the shared helper's
 * writing), another language's month names through Intl; the clock reads the same in both.
 */
export function formatDateTimeIn(i18n: I18n, at: string): string {
  if (i18n.locale === SOURCE_LOCALE || Number.isNaN(Date.parse(at))) return formatDateTime(at);
  return `${formatDayIn(i18n, at)}, ${formatTime(at)}`;
}

/** The day in India in the reader's language: '2 Dec 2025'. */
export function formatDayIn(i18n: I18n, at: string): string {
  if (i18n.locale === SOURCE_LOCALE || Number.isNaN(Date.parse(at))) return formatDate(at);
  return new Intl.DateTimeFormat(i18n.locale, {
    timeZone: INDIA_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(at));
}
