import { cn } from '@/utils/cn';

export function progressPercent(progress: number, totalLessons: number): number {
  if (totalLessons <= 0) return 0;
  return Math.min(100, Math.round((progress / totalLessons) * 100));
}

interface CourseProgressProps {
  progress: number;
  totalLessons: number;
  /** Accessible name of the bar, e.g. "Progress in Python for Data Science". */
  label: string;
  className?: string;
}

/** Completed lectures over all lectures, as a bar with the percentage beside it (spec §2 "My learnings"). */
export function CourseProgress({ progress, totalLessons, label, className }: CourseProgressProps) {
  const percent = progressPercent(progress, totalLessons);
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete, ${progress} of ${totalLessons} lectures`}
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
      <span className="w-11 text-right text-sm font-semibold text-slate-700 tabular-nums">{percent}%</span>
    </div>
  );
}
