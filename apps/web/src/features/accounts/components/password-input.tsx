import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, useState } from 'react';
import {
  controlAttributes,
  controlClasses,
  FieldFrame,
  type FieldProps,
  useFieldIds,
} from '@/components/ui/field';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';

export interface PasswordInputProps
  extends Omit<ComponentProps<'input'>, 'type' | keyof FieldProps>,
    FieldProps {}

/** A password field with a show/hide toggle (spec §2 "password show/hide"). */
export function PasswordInput({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  containerClassName,
  required,
  ...props
}: PasswordInputProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...{ ids, label, hint, error, hideLabel, required, containerClassName }}>
      <div className="relative">
        <input
          {...controlAttributes(ids, error, required)}
          type={visible ? 'text' : 'password'}
          className={controlClasses(Boolean(error), cn('h-12 pr-12', className))}
          {...props}
        />
        <button
          type="button"
          aria-label={visible ? t`Hide password` : t`Show password`}
          aria-pressed={visible}
          aria-controls={ids.fieldId}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute top-1/2 right-1.5 grid size-9 -translate-y-1/2 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      </div>
    </FieldFrame>
  );
}
