import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

interface FormAlertProps {
  /** Nothing is rendered without a message. */
  children?: ReactNode;
  /** 'error': a failure (announced at once); 'info': guidance such as 'Please login to buy the course.' */
  tone?: 'error' | 'info';
  className?: string;
}

/** A message about the whole form, e.g. the server's answer under it (spec §8). */
export function FormAlert({ children, tone = 'error', className }: FormAlertProps) {
  if (!children) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl px-4 py-3 text-sm font-medium',
        tone === 'error'
          ? 'bg-red-50 text-red-800 ring-1 ring-red-200'
          : 'bg-brand-50 text-brand-900 ring-1 ring-brand-100',
        className,
      )}
    >
      {children}
    </p>
  );
}
