import { type ComponentProps, type ReactNode, useState } from 'react';
import { controlClasses, FieldError, FieldHint, FieldLabel, useFieldIds } from '@/components/ui/field';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';

export interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  containerClassName?: string;
}

/** A password field with a show/hide toggle (spec §2 "password show/hide"). */
export function PasswordInput({
  label,
  hint,
  error,
  hideLabel = false,
  id,
  className,
  containerClassName,
  required,
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
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
        <input
          id={fieldId}
          type={visible ? 'text' : 'password'}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClasses(Boolean(error), cn('h-12 pr-12', className))}
          {...props}
        />
        <button
          type="button"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={fieldId}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute top-1/2 right-1.5 grid size-9 -translate-y-1/2 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
