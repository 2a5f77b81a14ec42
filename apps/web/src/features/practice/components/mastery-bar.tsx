import { useLingui } from '@lingui/react/macro';
import { cn } from '@/utils/cn';

interface MasteryBarProps {
  mastered: number;
  seen: number;
  total: number;
  /** Names the bar, e.g. "Mastery in Quantitative aptitude". */
  label: string;
  className?: string;
}

/** Mastered questions (dark) and seen ones (light) out of all questions in a topic. */
export function MasteryBar({ mastered, seen, total, label, className }: MasteryBarProps) {
  const { t } = useLingui();
  const percent = (count: number) => (total > 0 ? Math.min(100, Math.round((count / total) * 100)) : 0);
  const masteredPercent = percent(mastered);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={masteredPercent}
      aria-valuetext={t`${masteredPercent}% mastered: ${mastered} of ${total} questions, ${seen} seen`}
      className={cn('relative h-2 overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className="absolute inset-y-0 left-0 rounded-full bg-brand-200"
        style={{ width: `${percent(seen)}%` }}
      />
      <div
        className="absolute inset-y-0 left-0 rounded-full bg-brand-600 transition-[width] duration-500"
        style={{ width: `${masteredPercent}%` }}
      />
    </div>
  );
}
