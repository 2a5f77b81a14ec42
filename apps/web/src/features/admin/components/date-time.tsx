import { formatDate, formatTime } from '../utils/format';

/**
 * An instant: in a table cell the date, and the time (India time) under it in small type; `inline` in a line of
 * text, "2 Nov 2026, 5:30 am".
 */
export function DateTime({ iso, inline = false }: { iso: string; inline?: boolean }) {
  if (inline) {
    return (
      <time dateTime={iso} className="whitespace-nowrap">
        {formatDate(iso)}, {formatTime(iso)}
      </time>
    );
  }
  return (
    <time dateTime={iso} className="flex flex-col whitespace-nowrap">
      <span>{formatDate(iso)}</span>
      <span className="text-xs text-slate-500">{formatTime(iso)}</span>
    </time>
  );
}
