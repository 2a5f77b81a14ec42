import { useLingui } from '@lingui/react/macro';
import { INTERNSHIP_RESUME } from '@pathshala/shared/engagement-constants';
import type { ChangeEvent, Ref } from 'react';
import { FieldFrame, useFieldIds } from '@/components/ui/field';
import { translateText } from '@/lib/i18n';
import { cn } from '@/utils/cn';
import '../texts';

interface InternshipResumeFieldProps {
  ref?: Ref<HTMLInputElement>;
  /** The type or size message of the chosen file, if it failed the browser's checks. */
  problem: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
}

/** Resume upload of the internship form: the picker offers PDFs only; at most 2 MB (spec §5). */
export function InternshipResumeField({ ref, problem, onChange, disabled }: InternshipResumeFieldProps) {
  const { t, i18n } = useLingui();
  const hint = t`Optional. PDF only, up to 2 MB.`;
  const ids = useFieldIds('internship-resume', hint, problem);
  return (
    <FieldFrame
      ids={ids}
      label={t({ message: 'Resume', context: 'a CV' })}
      hint={hint}
      error={problem ? translateText(i18n, problem) : undefined}
    >
      <input
        ref={ref}
        id={ids.fieldId}
        name="resume"
        type="file"
        accept={INTERNSHIP_RESUME.accept}
        aria-invalid={problem ? true : undefined}
        aria-describedby={ids.describedBy}
        disabled={disabled}
        onChange={onChange}
        className={cn(
          'block w-full rounded-xl border border-dashed bg-slate-50 p-3 text-sm text-slate-600 file:mr-4 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60',
          problem ? 'border-red-600' : 'border-slate-300',
        )}
      />
    </FieldFrame>
  );
}
