import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from 'react-hook-form';

/**
 * Fills the empty fields of an apply form with what Pathshala knows of a signed-in learner (the account, then the
 * saved résumé), once it has arrived; a field the learner has typed in is left alone.
 */
export function usePrefill<Fields extends FieldValues>(
  getValues: UseFormGetValues<Fields>,
  setValue: UseFormSetValue<Fields>,
  known: Partial<Record<Path<Fields>, string | undefined>>,
) {
  const filled = useRef(new Set<string>());
  const key = JSON.stringify(known);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `known`, a new object every render
  useEffect(() => {
    for (const [field, value] of Object.entries(known) as [Path<Fields>, string | undefined][]) {
      if (!value || filled.current.has(field) || getValues(field) !== '') continue;
      filled.current.add(field);
      setValue(field, value as PathValue<Fields, Path<Fields>>, { shouldValidate: true, shouldDirty: true });
    }
  }, [key, getValues, setValue]);
}
