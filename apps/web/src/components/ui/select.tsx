import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';
import { controlAttributes, controlClasses, FieldFrame, type FieldProps, useFieldIds } from './field';
import { ChevronDownIcon } from './icons';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<ComponentProps<'select'>, 'children' | keyof FieldProps>,
    FieldProps {
  options: readonly SelectOption[];
  /** A first, empty choice such as "Select year". */
  placeholder?: string;
}

export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  hideLabel,
  id,
  className,
  containerClassName,
  required,
  ...props
}: SelectProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...{ ids, label, hint, error, hideLabel, required, containerClassName }}>
      <div className="relative">
        <select
          {...controlAttributes(ids, error, required)}
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
    </FieldFrame>
  );
}
