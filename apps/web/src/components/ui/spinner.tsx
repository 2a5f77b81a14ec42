import { cn } from '@/utils/cn';

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; omit when a surrounding element already says what is loading. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span className={cn('inline-flex items-center', className)} role={label ? 'status' : undefined}>
      <svg
        className="size-[1.1em] animate-spin"
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
