import { useLingui } from '@lingui/react/macro';
import { groupIndian } from '@pathshala/shared/indian-digits';
import { cn } from '@/utils/cn';

/** Completed lectures over all lectures, as a whole percentage. */
function progressPercent(completed: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((completed / total) * 100)) : 0;
}

interface ProgressBarProps {
  completed: number;
  total: number;
  /** Names the bar, e.g. "Progress in Python for Data Science". */
  label: string;
  /** Beside the bar: the percentage ('58%'), or the count too ('7/12 · 58%', in a staff table's cell). */
  caption?: 'percent' | 'count';
  className?: string;
}

/** Lectures completed of all lectures: a bar, green once complete, with the percentage beside it. */
export function ProgressBar({ completed, total, label, caption = 'percent', className }: ProgressBarProps) {
  const { t } = useLingui();
  const percent = progressPercent(completed, total);
  return (
    <div className={cn('flex items-center gap-3', caption === 'count' && 'min-w-40', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t`${percent}% complete, ${completed} of ${total} lectures`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500',
            percent === 100 ? 'bg-emerald-600' : 'bg-brand-600',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      {caption === 'count' ? (
        <span className="shrink-0 text-xs whitespace-nowrap text-slate-600 tabular-nums">
          {groupIndian(completed)}/{groupIndian(total)} · {percent}%
        </span>
      ) : (
        <span className="w-11 text-right text-sm font-semibold text-slate-700 tabular-nums">{percent}%</span>
      )}
    </div>
  );
}
