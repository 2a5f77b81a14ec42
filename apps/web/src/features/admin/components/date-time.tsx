import { formatDate, formatTime } from '../utils/format';

/** An instant in a table cell: the date, and the time (India time) under it in small type. */
export function DateTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="flex flex-col whitespace-nowrap">
      <span>{formatDate(iso)}</span>
      <span className="text-xs text-slate-500">{formatTime(iso)}</span>
    </time>
  );
}
