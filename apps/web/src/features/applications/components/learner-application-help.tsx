import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { type ApplicantDetails, useApplicantDetails } from '../api/builder-resume';
import { BuilderResumeChoice } from './builder-resume-choice';

export interface LearnerApplicationHelpProps<Fields extends FieldValues> {
  getValues: UseFormGetValues<Fields>;
  setValue: UseFormSetValue<Fields>;
  /** Which form field each of the learner's details fills. */
  prefill: (details: ApplicantDetails) => Partial<Record<Path<Fields>, string>>;
  useBuilderResume: boolean;
  onUseBuilderResume: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * What an apply form offers a signed-in learner (loaded only for one, so a visitor's form stays as light as it
 * was): the empty fields filled from the account and the saved résumé, once they arrive (a field the learner typed
 * in is left alone), and, with a saved résumé, "Attach my Pathshala résumé" in place of the upload.
 */
export default function LearnerApplicationHelp<Fields extends FieldValues>({
  getValues,
  setValue,
  prefill,
  useBuilderResume,
  onUseBuilderResume,
  disabled,
}: LearnerApplicationHelpProps<Fields>) {
  const { details, hasSavedResume } = useApplicantDetails();
  const filled = useRef(new Set<string>());
  const known = details ? prefill(details) : {};
  const key = JSON.stringify(known);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `known`, a new object every render
  useEffect(() => {
    for (const [field, value] of Object.entries(known) as [Path<Fields>, string | undefined][]) {
      if (!value || filled.current.has(field) || getValues(field) !== '') continue;
      filled.current.add(field);
      setValue(field, value as PathValue<Fields, Path<Fields>>, { shouldValidate: true, shouldDirty: true });
    }
  }, [key, getValues, setValue]);
  return hasSavedResume ? (
    <div className="sm:col-span-2">
      <BuilderResumeChoice checked={useBuilderResume} onChange={onUseBuilderResume} disabled={disabled} />
    </div>
  ) : null;
}
