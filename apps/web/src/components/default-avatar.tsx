import { cn } from '@/utils/cn';

/** Neutral silhouette shown when a learner has no profile photo. */
export function DefaultAvatar({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      width={40}
      height={40}
      className={cn('rounded-full', className)}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" fill="var(--color-brand-100)" />
      <circle cx="20" cy="16" r="7" fill="var(--color-brand-400)" />
      <path d="M6 38c1.8-7.4 7.4-11 14-11s12.2 3.6 14 11z" fill="var(--color-brand-400)" />
    </svg>
  );
}
