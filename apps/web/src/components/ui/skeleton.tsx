import { cn } from '@/utils/cn';

/** A grey placeholder block; size it with className. Hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('motion-safe:animate-pulse rounded-lg bg-slate-200/80', className)}
    />
  );
}
