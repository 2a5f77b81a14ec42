import { useState } from 'react';
import type {
  ArrayPath,
  FieldArray,
  FieldValues,
  PathValue,
  UseFormGetValues,
  UseFormSetValue,
} from 'react-hook-form';

let lastId = 0;
const newId = () => {
  lastId += 1;
  return `entry-${lastId}`;
};

/**
 * The entries of one list in the form (education, projects…), each with a key that stays with it when another is
 * removed. react-hook-form's `useFieldArray` does the same, but importing it put 1.4 KB into the chunk every form
 * page shares; the builder needs only append and remove.
 */
export function useEntries<Fields extends FieldValues, Name extends ArrayPath<Fields>>(
  name: Name,
  getValues: UseFormGetValues<Fields>,
  setValue: UseFormSetValue<Fields>,
) {
  const current = () => (getValues(name as never) ?? []) as unknown as FieldArray<Fields, Name>[];
  const [ids, setIds] = useState(() => current().map(newId));
  const update = (next: FieldArray<Fields, Name>[]) =>
    setValue(name as never, next as PathValue<Fields, never>, { shouldDirty: true });
  return {
    fields: ids.map((id) => ({ id })),
    append: (entry: FieldArray<Fields, Name>) => {
      update([...current(), entry]);
      setIds((previous) => [...previous, newId()]);
    },
    remove: (index: number) => {
      update(current().filter((_, position) => position !== index));
      setIds((previous) => previous.filter((_, position) => position !== index));
    },
  };
}
