import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatDate, INDIA_TIME_ZONE } from '@pathshala/shared/dates';
import { SOURCE_LOCALE } from '@pathshala/shared/locales';

/**
 * '2 December 2025', the day it was issued in India, in the reader's language: English as the shared helper
 * writes it (the page the server drew hydrates unchanged); another language's month names through Intl.
 */
export function issuedOn(i18n: I18n, iso: string): string {
  if (i18n.locale === SOURCE_LOCALE || Number.isNaN(Date.parse(iso)))
    return formatDate(iso, { month: 'long' });
  return new Intl.DateTimeFormat(i18n.locale, {
    timeZone: INDIA_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

/**
 * The course's length as the API writes it in English ('2.5 hours', '45 minutes'), in the reader's language;
 * a text of another shape is shown as it came.
 */
export function courseLength(i18n: I18n, written: string): string {
  if (i18n.locale === SOURCE_LOCALE) return written;
  const match = /^(\d+(?:\.\d+)?) (hour|hours|minute|minutes)$/.exec(written);
  if (!match) return written;
  const amount = Number(match[1]);
  return match[2]?.startsWith('hour')
    ? i18n._(msg({ message: plural(amount, { one: '# hour', other: '# hours' }) }))
    : i18n._(msg({ message: plural(amount, { one: '# minute', other: '# minutes' }) }));
}
