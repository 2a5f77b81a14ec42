import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';
import { controlAttributes, controlClasses, FieldFrame, type FieldProps, useFieldIds } from './field';

export interface InputProps extends Omit<ComponentProps<'input'>, keyof FieldProps>, FieldProps {}

export function Input({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  containerClassName,
  required,
  ...props
}: InputProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...{ ids, label, hint, error, hideLabel, required, containerClassName }}>
      <input
        {...controlAttributes(ids, error, required)}
        className={controlClasses(Boolean(error), cn('h-12', className))}
        {...props}
      />
    </FieldFrame>
  );
}
