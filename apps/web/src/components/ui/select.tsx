import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/utils/cn';
import { controlClasses, FieldError, FieldHint, FieldLabel, useFieldIds } from './field';
import { ChevronDownIcon } from './icons';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Select year". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  containerClassName?: string;
}

export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  hideLabel = false,
  id,
  className,
  containerClassName,
  required,
  ...props
}: SelectProps) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={cn('flex flex-col gap-2', containerClassName)}>
      <span className={hideLabel ? 'sr-only' : 'contents'}>
        <FieldLabel htmlFor={fieldId} required={required}>
          {label}
        </FieldLabel>
      </span>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <div className="relative">
        <select
          id={fieldId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClasses(Boolean(error), cn('h-12 appearance-none pr-10', className))}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-slate-500" />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
