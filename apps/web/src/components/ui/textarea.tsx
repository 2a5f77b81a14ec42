import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/utils/cn';
import { controlClasses, FieldError, FieldHint, FieldLabel, useFieldIds } from './field';

export interface TextareaProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  /** Shown under the field at the right, e.g. a character count. */
  counter?: ReactNode;
  containerClassName?: string;
}

export function Textarea({
  label,
  hint,
  error,
  hideLabel = false,
  counter,
  id,
  className,
  containerClassName,
  required,
  ...props
}: TextareaProps) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={cn('flex flex-col gap-2', containerClassName)}>
      <span className={hideLabel ? 'sr-only' : 'contents'}>
        <FieldLabel htmlFor={fieldId} required={required}>
          {label}
        </FieldLabel>
      </span>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <textarea
        id={fieldId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClasses(Boolean(error), cn('min-h-32 resize-y py-3 leading-6', className))}
        {...props}
      />
      {error || counter ? (
        <div className="flex items-start justify-between gap-4">
          <FieldError id={errorId}>{error}</FieldError>
          {counter ? <p className="ml-auto shrink-0 text-sm text-slate-500">{counter}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
