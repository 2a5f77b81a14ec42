import { useLingui } from '@lingui/react/macro';
import { CAREER_RESUME } from '@pathshala/shared/engagement-constants';
import type { ChangeEvent, Ref } from 'react';
import { FieldFrame, useFieldIds } from '@/components/ui/field';
import { translateText } from '@/lib/i18n';
import { cn } from '@/utils/cn';
import '../texts';

interface CareerResumeFieldProps {
  ref?: Ref<HTMLInputElement>;
  name?: string;
  /** 'Resume is required', or the type or size message of the chosen file. */
  error?: string;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
}

/** 'Upload Resume' of the career form: one PDF, DOC or DOCX file of at most 10 MB (spec §5). */
export function CareerResumeField({ ref, name, error, onChange, onBlur, disabled }: CareerResumeFieldProps) {
  const { t, i18n } = useLingui();
  const hint = t`PDF, DOC or DOCX, up to 10 MB.`;
  const ids = useFieldIds('career-resume', hint, error);
  return (
    <FieldFrame
      ids={ids}
      label={t`Upload Resume`}
      hint={hint}
      error={error ? translateText(i18n, error) : undefined}
      required
    >
      <input
        ref={ref}
        id={ids.fieldId}
        name={name}
        type="file"
        required
        accept={CAREER_RESUME.accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        disabled={disabled}
        onBlur={onBlur}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
        className={cn(
          'block w-full rounded-xl border border-dashed bg-slate-50 p-3 text-sm text-slate-600 file:mr-4 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60',
          error ? 'border-red-600' : 'border-slate-300',
        )}
      />
    </FieldFrame>
  );
}
