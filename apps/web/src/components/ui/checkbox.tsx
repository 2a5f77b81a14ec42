import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/utils/cn';
import { FieldError, useFieldIds } from './field';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  /** Secondary text under the label. */
  hint?: ReactNode;
  error?: ReactNode;
  containerClassName?: string;
}

export function Checkbox({ label, hint, error, id, className, containerClassName, ...props }: CheckboxProps) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={cn('flex flex-col gap-1', containerClassName)}>
      <div className="flex items-start gap-3">
        <input
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'mt-0.5 size-5 shrink-0 rounded-md border-slate-300 accent-brand-700 disabled:cursor-not-allowed',
            className,
          )}
          {...props}
        />
        <div className="flex flex-col gap-0.5">
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
            {label}
          </label>
          {hint ? (
            <p id={hintId} className="text-sm text-slate-500">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
