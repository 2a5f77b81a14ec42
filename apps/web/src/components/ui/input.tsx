import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/utils/cn';
import { controlClasses, FieldError, FieldHint, FieldLabel, useFieldIds } from './field';

export interface InputProps extends ComponentProps<'input'> {
  label: ReactNode;
  /** Extra help under the label. */
  hint?: ReactNode;
  /** Error message; also marks the input aria-invalid. */
  error?: ReactNode;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  containerClassName?: string;
}

export function Input({
  label,
  hint,
  error,
  hideLabel = false,
  id,
  className,
  containerClassName,
  required,
  ...props
}: InputProps) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={cn('flex flex-col gap-2', containerClassName)}>
      <span className={hideLabel ? 'sr-only' : 'contents'}>
        <FieldLabel htmlFor={fieldId} required={required}>
          {label}
        </FieldLabel>
      </span>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <input
        id={fieldId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClasses(Boolean(error), cn('h-12', className))}
        {...props}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
