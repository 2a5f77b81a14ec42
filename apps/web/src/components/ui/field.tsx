import { type ReactNode, useId } from 'react';
import { cn } from '@/utils/cn';

/** Ids and ARIA wiring shared by the form primitives. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { fieldId, hintId, errorId, describedBy };
}

export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-slate-800">
      {children}
      {required ? (
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return children ? (
    <p id={id} className="text-sm text-slate-500">
      {children}
    </p>
  ) : null;
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return children ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {children}
    </p>
  ) : null;
}

export const controlClasses = (invalid: boolean, className?: string) =>
  cn(
    'block w-full rounded-xl border bg-white px-4 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 read-only:bg-slate-50',
    invalid ? 'border-red-600' : 'border-slate-300 hover:border-slate-400',
    className,
  );

/** The props every labelled form control shares. */
export interface FieldProps {
  label: ReactNode;
  /** Extra help under the label. */
  hint?: ReactNode;
  /** Error message; also marks the control aria-invalid. */
  error?: ReactNode;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  containerClassName?: string;
}

/** Label, hint, the control and its error in one column: the frame every form primitive renders in. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  hideLabel = false,
  required,
  containerClassName,
  footer,
  children,
}: FieldProps & {
  ids: ReturnType<typeof useFieldIds>;
  required?: boolean;
  /** Replaces the plain error line, e.g. an error beside a character count. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-2', containerClassName)}>
      <span className={hideLabel ? 'sr-only' : 'contents'}>
        <FieldLabel htmlFor={ids.fieldId} required={required}>
          {label}
        </FieldLabel>
      </span>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {children}
      {footer ?? <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}

/** The id and ARIA attributes that tie a control to its label, hint and error. */
export const controlAttributes = (
  ids: ReturnType<typeof useFieldIds>,
  error: ReactNode,
  required?: boolean,
) => ({
  id: ids.fieldId,
  required,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': ids.describedBy,
});
