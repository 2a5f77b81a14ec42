import { formatDate, formatTime } from '@pathshala/shared/dates';
import { isLocale } from '@pathshala/shared/locales';

/**
 * An instant in IST as `formatIst` writes it ("Sat, 10 Jan 2026, 7:30 pm IST"), with the weekday and month
 * named in the reader's language ("शनि, 10 जन॰ 2026, 7:30 pm IST").
 */
export function formatIstIn(iso: string, locale: string) {
  const style = { weekday: true, locale: isLocale(locale) ? locale : undefined };
  return `${formatDate(iso, style)}, ${formatTime(iso)} IST`;
}
