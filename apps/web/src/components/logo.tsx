import { cn } from '@/utils/cn';

/** The Pathshala mark: an open book under a rising sun. Decorative; name the link around it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      width={40}
      height={40}
      className={cn('size-9 shrink-0', className)}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" rx="10" fill="var(--color-brand-700)" />
      <circle cx="20" cy="11.5" r="4" fill="var(--color-accent-400)" />
      <path d="M8 18.5c4-1.6 8.2-1.3 11 1v12c-2.8-2.3-7-2.6-11-1z" fill="#fff" />
      <path d="M32 18.5c-4-1.6-8.2-1.3-11 1v12c2.8-2.3 7-2.6 11-1z" fill="var(--color-brand-100)" />
    </svg>
  );
}

interface LogoProps {
  className?: string;
  /** e.g. hide the word on mid-size screens where the header is tight. */
  wordmarkClassName?: string;
  /** Colours for dark backgrounds. */
  inverted?: boolean;
}

export function Logo({ className, wordmarkClassName, inverted = false }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span
        className={cn(
          'text-xl font-extrabold tracking-tight',
          inverted ? 'text-white' : 'text-slate-900',
          wordmarkClassName,
        )}
      >
        {/* i18n-ignore the brand's wordmark, split in two for its colours; the same in every language */}
        Path<span className={inverted ? 'text-accent-400' : 'text-brand-700'}>shala</span>
      </span>
    </span>
  );
}
