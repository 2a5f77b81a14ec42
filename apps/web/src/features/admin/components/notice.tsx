import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { AlertTriangleIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/utils/cn';

/** The server's own message for a failed call (it writes them for people), or a generic one. */
export function problemMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

interface NoticeProps {
  tone?: 'error' | 'info' | 'warning';
  title?: ReactNode;
  children?: ReactNode;
  /** A button beside the text, e.g. Try again. */
  action?: ReactNode;
  className?: string;
}

const TONE = {
  error: 'bg-red-50 text-red-900 ring-red-200',
  warning: 'bg-amber-50 text-amber-950 ring-amber-200',
  info: 'bg-brand-50 text-brand-950 ring-brand-100',
};

/** A message about a whole section; errors are announced at once. */
export function Notice({ tone = 'info', title, children, action, className }: NoticeProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex flex-col gap-3 rounded-xl px-4 py-3 text-sm ring-1 sm:flex-row sm:items-center sm:justify-between',
        TONE[tone],
        className,
      )}
    >
      <div className="flex gap-3">
        {tone === 'info' ? null : <AlertTriangleIcon className="mt-0.5 size-4.5 shrink-0" />}
        <div>
          {title ? <p className="font-semibold">{title}</p> : null}
          {children ? <div className={title ? 'mt-0.5' : undefined}>{children}</div> : null}
        </div>
      </div>
      {action}
    </div>
  );
}

/** A failed load with its reason and a way to try again. */
export function LoadError({
  error,
  onRetry,
  what,
  className,
}: {
  error: unknown;
  onRetry: () => void;
  what: string;
  className?: string;
}) {
  return (
    <Notice
      tone="error"
      className={className}
      title={`Could not load ${what}`}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {problemMessage(error)}
    </Notice>
  );
}
