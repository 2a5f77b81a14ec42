import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/utils/cn';
import {
  controlAttributes,
  controlClasses,
  FieldError,
  FieldFrame,
  type FieldProps,
  useFieldIds,
} from './field';

export interface TextareaProps extends Omit<ComponentProps<'textarea'>, keyof FieldProps>, FieldProps {
  /** Shown under the field at the right, e.g. a character count. */
  counter?: ReactNode;
}

export function Textarea({
  label,
  hint,
  error,
  hideLabel,
  counter,
  id,
  className,
  containerClassName,
  required,
  ...props
}: TextareaProps) {
  const ids = useFieldIds(id, hint, error);
  const footer =
    error || counter ? (
      <div className="flex items-start justify-between gap-4">
        <FieldError id={ids.errorId}>{error}</FieldError>
        {counter ? <p className="ml-auto shrink-0 text-sm text-slate-500">{counter}</p> : null}
      </div>
    ) : null;
  return (
    <FieldFrame {...{ ids, label, hint, error, hideLabel, required, containerClassName, footer }}>
      <textarea
        {...controlAttributes(ids, error, required)}
        className={controlClasses(Boolean(error), cn('min-h-32 resize-y py-3 leading-6', className))}
        {...props}
      />
    </FieldFrame>
  );
}
