import { cn } from '@/utils/cn';
import { formatCount, percentOf } from '../utils/format';

interface ProgressBarProps {
  completed: number;
  total: number;
  /** Names the bar, e.g. "Asha Verma's progress". */
  label: string;
  className?: string;
}

/** Lectures completed of all lectures: a bar with '7/12' and the percentage beside it. */
export function ProgressBar({ completed, total, label, className }: ProgressBarProps) {
  const percent = percentOf(completed, total);
  return (
    <div className={cn('flex min-w-40 items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${completed} of ${total} lectures`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full', percent === 100 ? 'bg-emerald-600' : 'bg-brand-600')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="shrink-0 text-xs whitespace-nowrap text-slate-600 tabular-nums">
        {formatCount(completed)}/{formatCount(total)} · {percent}%
      </span>
    </div>
  );
}
